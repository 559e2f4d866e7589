/**
 * The side panel beside the editor, on the fake backend (demo: 14 backgrounds, 13 templates):
 * stationery sets the body's background and wraps the mail that goes out; templates come 5 a
 * page with 'load more' until 'all templates loaded' (also when the server says the page is
 * invalid); a template replaces the body, asking first when something is written; the contacts
 * tab shows only with content given for it; the panel folds away.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '../../auth/jsdomShims.ts'
import { db } from '../../../../mocks/db/index.ts'
import { DEMO_USER, SPECIAL_USERNAMES, tokenFor } from '../../../support/server.ts'
import { connectFakeBackend, renderCompose } from './composeUi.harness.tsx'

const body = () => screen.getByRole('textbox', { name: '邮件正文' })
const templateButtons = () => screen.queryAllByRole('button', { name: /^使用模板：/ })
const LONG = { timeout: 10_000 }
/** Fluent's modalizer may still hide a reopened dialog for a moment: look past aria-hidden. */
const question = () => screen.findByRole('alertdialog', { hidden: true }, LONG)

async function open(contacts?: string) {
  connectFakeBackend(await tokenFor(DEMO_USER.username))
  const view = renderCompose({ contacts })
  await waitFor(() => expect(body()).toHaveTextContent('研发中心'), LONG)
  return { ...view, user: userEvent.setup() }
}

// R-COMPOSE-3: contacts, stationery (14 backgrounds), templates
describe('compose side panel', { timeout: 60_000 }, () => {
  it('stationery: 14 backgrounds; the chosen one is behind the text and in the sent html', async () => {
    const { actor, user } = await open()
    expect(screen.getByRole('tab', { name: '信纸', selected: true })).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: '通讯录' })).not.toBeInTheDocument()
    const group = await screen.findByRole('group', { name: '信纸' }, LONG)
    const thumbnails = within(group).getAllByRole('button', { name: /^信纸 \d+$/ })
    // C-LIMIT-15: 14 backgrounds, and an editor at least 260 px high
    expect(thumbnails).toHaveLength(14)
    expect(getComputedStyle(body()).minHeight).toBe('260px')
    expect(within(group).getByRole('button', { name: '无信纸' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await user.click(within(group).getByRole('button', { name: '信纸 3' }))
    expect(within(group).getByRole('button', { name: '信纸 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const chosen = actor.getSnapshot().context.form.stationery
    expect(chosen?.src).toBe(new URL('/demo/stationery-3.svg', window.location.href).href)
    expect(body().parentElement?.style.backgroundImage).toContain('stationery-3.svg')

    const subject = `信纸测试 ${Date.now()}`
    act(() => {
      actor.send({
        type: 'recipients.add',
        field: 'to',
        text: `${SPECIAL_USERNAMES.reviewer}@huayu.example.com;`,
      })
      actor.send({ type: 'field.set', field: 'subject', value: subject })
      actor.send({ type: 'compose.send' })
    })
    await screen.findByRole('region', { name: '发送结果' }, { timeout: 20_000 })
    const copy = db.messages
      .all()
      .find((m) => m.owner === DEMO_USER.username && m.folder === 'Sent' && m.subject === subject)
    expect(copy?.html_text).toMatch(
      /^<div data-compose-stationery="3" style="background-image: url\('http[^']*\/demo\/stationery-3\.svg'\)/,
    )
    expect(copy?.html_text).toContain('data-compose-signature="1"')
  })

  it("'none' takes the background off again", async () => {
    const { actor, user } = await open()
    const group = await screen.findByRole('group', { name: '信纸' }, LONG)
    await user.click(within(group).getByRole('button', { name: '信纸 1' }))
    await user.click(within(group).getByRole('button', { name: '无信纸' }))
    expect(actor.getSnapshot().context.form.stationery).toBeNull()
    expect(body().parentElement?.style.backgroundImage).toBe('')
  })

  // C-LIMIT-9 (templates 5 a page), M-ERR-21
  it("templates: 5 a page with 'load more', then 'all templates loaded'", async () => {
    const { user } = await open()
    await user.click(screen.getByRole('tab', { name: '模板' }))
    await waitFor(() => expect(templateButtons()).toHaveLength(5), LONG)
    expect(screen.getByRole('status')).toHaveTextContent('')
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(templateButtons()).toHaveLength(10), LONG)
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(templateButtons()).toHaveLength(13), LONG)
    expect(screen.getByRole('status')).toHaveTextContent('已加载全部模板')
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument()
  })

  // M-ERR-21
  it("a page the server calls invalid ends the list with 'all templates loaded'", async () => {
    const { user } = await open()
    await user.click(screen.getByRole('tab', { name: '模板' }))
    await waitFor(() => expect(templateButtons()).toHaveLength(5), LONG)
    // Templates deleted elsewhere meanwhile: page 2 no longer exists.
    for (const template of db.templates.findMany((q) => q.where({ owner: DEMO_USER.username })))
      if (template.id > 3) db.templates.delete(template)
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('已加载全部模板'),
      LONG,
    )
    expect(templateButtons()).toHaveLength(5)
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument()
  })

  it('a template replaces the body, asking first when something is written', async () => {
    const { actor, user } = await open()
    await user.click(screen.getByRole('tab', { name: '模板' }))
    // Only the signature in the body: no question.
    await user.click(await screen.findByRole('button', { name: '使用模板：会议通知' }, LONG))
    await waitFor(() => expect(body()).toHaveTextContent('各位同事'), LONG)
    expect(actor.getSnapshot().context.confirm).toBeNull()
    expect(actor.getSnapshot().context.form.html_text).toMatch(
      /^<p>各位同事：<\/p>.*<div data-compose-signature="1">/,
    )

    await user.click(screen.getByRole('button', { name: '使用模板：周报模板' }))
    const asked = await question()
    expect(asked).toHaveTextContent('使用模板“周报模板”将替换当前的邮件内容，确定吗？')
    await user.click(within(asked).getByRole('button', { name: '取消', hidden: true }))
    await waitFor(() => expect(actor.getSnapshot().context.confirm).toBeNull(), LONG)
    expect(actor.getSnapshot().value).toBe('editing')
    // The question was modal: the screen behind it comes back into the accessibility tree as
    // tabster lifts its aria-hidden, a moment after the dialog closes (as in a browser).
    await waitFor(() => expect(body()).toHaveTextContent('各位同事'), LONG)

    await user.click(screen.getByRole('button', { name: '使用模板：周报模板' }))
    await user.click(within(await question()).getByRole('button', { name: '确定', hidden: true }))
    await waitFor(() => expect(body()).toHaveTextContent('本周完成'), LONG)
    expect(body()).not.toHaveTextContent('各位同事')
    expect(body()).toHaveTextContent('华宇科技有限公司')
    expect(actor.getSnapshot().context.form.plain_text).toContain('下周计划')
  })

  it('shows the contacts tab only with content for it, and folds away', async () => {
    const { user } = await open('通讯录内容')
    expect(screen.getByRole('tab', { name: '通讯录', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('tabpanel', { name: '通讯录' })).toHaveTextContent('通讯录内容')
    const fold = screen.getByRole('button', { name: '收起侧栏' })
    expect(fold).toHaveAttribute('aria-expanded', 'true')
    await user.click(fold)
    expect(screen.queryByRole('tab', { name: '通讯录' })).not.toBeInTheDocument()
    const unfold = screen.getByRole('button', { name: '展开侧栏' })
    expect(unfold).toHaveAttribute('aria-expanded', 'false')
    await user.click(unfold)
    expect(screen.getByRole('tab', { name: '信纸' })).toBeInTheDocument()
  })
})
