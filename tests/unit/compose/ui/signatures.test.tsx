/**
 * Signatures in compose, on the fake backend's seed (demo: 中文签名 is the default for new mail,
 * English for reply / forward): the default goes into the body when the tab opens, the toolbar's
 * menu replaces it with another or none, and the signature goes out with the mail.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '../../auth/jsdomShims.ts'
import { db } from '../../../../mocks/db/index.ts'
import { DEMO_USER, tokenFor } from '../../../support/server.ts'
import { connectFakeBackend, fakeActors, renderCompose, sentOutcome } from './composeUi.harness.tsx'

const body = () => screen.getByRole('textbox', { name: '邮件正文' })
const signatureIn = (html: string) => /data-compose-signature="(\d+)"/.exec(html)?.[1] ?? null
const LONG = { timeout: 10_000 }

async function openNew() {
  connectFakeBackend(await tokenFor(DEMO_USER.username))
  const view = renderCompose()
  await waitFor(() => expect(body()).toHaveTextContent('华宇科技有限公司 · 研发中心'), LONG)
  return view
}

describe('signatures', { timeout: 60_000 }, () => {
  it("a new mail starts with the 'new mail' default under an empty line", async () => {
    const { actor } = await openNew()
    const { form, revision } = actor.getSnapshot().context
    expect(form.html_text).toMatch(/^<p><br><\/p><div data-compose-signature="1">/)
    expect(form.plain_text).toContain('电话：010-6234 5678')
    // Part of the starting form: nothing to save yet.
    expect(revision).toBe(0)
  })

  it("a reply starts with the 'reply/forward' default above the quoted original", async () => {
    connectFakeBackend(await tokenFor(DEMO_USER.username))
    const source = db.messages
      .all()
      .find((m) => m.owner === DEMO_USER.username && m.folder === 'INBOX' && m.is_html)
    if (!source) throw new Error('no seeded html mail in INBOX')
    const { actor } = renderCompose({
      input: { mode: 'reply', source: { uid: source.uid, folder: 'INBOX' } },
    })
    await waitFor(() => expect(body()).toHaveTextContent('Best regards,'), LONG)
    const html = actor.getSnapshot().context.form.html_text
    expect(signatureIn(html)).toBe('2')
    expect(html.indexOf('data-compose-signature')).toBeLessThan(html.indexOf('原始邮件'))
    expect(body()).not.toHaveTextContent('华宇科技有限公司')
  })

  it('the menu replaces the signature with another one, or none', async () => {
    const { actor } = await openNew()
    const user = userEvent.setup()
    act(() =>
      actor.send({
        type: 'body.change',
        html: actor
          .getSnapshot()
          .context.form.html_text.replace(/^<p><br><\/p>/, '<p>会议改到三点</p>'),
        plain: '会议改到三点',
      }),
    )
    await user.click(screen.getByRole('button', { name: '签名' }))
    expect(await screen.findByRole('menuitemradio', { name: '中文签名' }, LONG)).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await user.click(screen.getByRole('menuitemradio', { name: '繁體簽名' }))
    await waitFor(() => expect(body()).toHaveTextContent('華宇科技股份有限公司'), LONG)
    const html = actor.getSnapshot().context.form.html_text
    expect(html.match(/data-compose-signature/g)).toHaveLength(1)
    expect(signatureIn(html)).toBe('3')
    expect(html).toMatch(/^<p>会议改到三点<\/p><div data-compose-signature="3">/)
    expect(body()).not.toHaveTextContent('华宇科技有限公司')
    expect(body()).toHaveTextContent('会议改到三点')

    await user.click(screen.getByRole('button', { name: '签名' }))
    await user.click(await screen.findByRole('menuitemradio', { name: '不使用签名' }, LONG))
    await waitFor(() => expect(body()).not.toHaveTextContent('華宇科技'), LONG)
    expect(actor.getSnapshot().context.form.html_text).toBe('<p>会议改到三点</p>')
  })

  it('the signature goes out with the mail', async () => {
    const { actors, sent } = fakeActors(sentOutcome, {
      list: [{ id: 5, caption: 'Short', content: '<p>— Wang</p>' }],
      defaultNew: 5,
      defaultReply: null,
    })
    const { actor } = renderCompose({ actors })
    await waitFor(() => expect(body()).toHaveTextContent('— Wang'), LONG)
    act(() => {
      actor.send({ type: 'recipients.add', field: 'to', text: 'chen@huayu.example.com;' })
      actor.send({ type: 'field.set', field: 'subject', value: '签名测试' })
      actor.send({ type: 'compose.send' })
    })
    await waitFor(() => expect(sent).toHaveLength(1), LONG)
    expect(sent[0]?.html_text).toContain('<div data-compose-signature="5"><p>— Wang</p></div>')
    expect(sent[0]?.plain_text).toContain('— Wang')
  })

  it('plain text has no signature menu to use', async () => {
    const { actors } = fakeActors(sentOutcome)
    renderCompose({ actors })
    const user = userEvent.setup()
    await waitFor(() => expect(screen.getByRole('button', { name: '签名' })).toBeEnabled(), LONG)
    await user.click(screen.getByRole('switch', { name: 'HTML 格式' }))
    const question = await screen.findByRole('alertdialog', { hidden: true }, LONG)
    await user.click(within(question).getByRole('button', { name: '确定', hidden: true }))
    await waitFor(() => expect(screen.getByRole('button', { name: '签名' })).toBeDisabled(), LONG)
  })
})
