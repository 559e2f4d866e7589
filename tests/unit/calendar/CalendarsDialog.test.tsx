/**
 * "Manage calendars" against the fake backend (issue 14): create with the 1–20 rule's exact
 * messages, rename and recolour, delete after a confirmation, share only to mailboxes of the
 * system (R-VALID-24: the spec's message under the field), list and remove a share.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import CalendarIndexPage from '../../../src/features/calendar/CalendarIndexPage.tsx'
import { DEMO_USER } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 30_000 }
const PROJECT_ID = 2

async function openManager() {
  await openPage(CalendarIndexPage, '/setting/calendar')
  await screen.findByRole('region', { name: '我的日历' }, SLOW)
  await user.click(screen.getByRole('button', { name: '管理日历' }))
  return screen.findByRole('dialog', { name: '管理日历' })
}

const demoCalendars = () =>
  db.calendars.findMany((q) => q.where({ owner: DEMO_USER.username })).map((c) => c.name)

describe('CalendarsDialog', { timeout: 60_000 }, () => {
  it('creates a calendar only with a name of 1 to 20 characters', async () => {
    const dialog = await openManager()
    await user.click(within(dialog).getByRole('tab', { name: '新建日历' }))
    const name = within(dialog).getByRole('textbox', { name: /日历名称/ })
    await user.click(within(dialog).getByRole('button', { name: '创建' }))
    expect(within(dialog).getByText('请输入日历名称')).toBeInTheDocument()
    await user.type(name, '一二三四五六七八九十一二三四五六七八九十一')
    await user.click(within(dialog).getByRole('button', { name: '创建' }))
    expect(within(dialog).getByText('日历名称为 1 到 20 个字符')).toBeInTheDocument()
    expect(demoCalendars()).toHaveLength(2)

    await user.type(name, '{Backspace}')
    await user.click(within(dialog).getByRole('button', { name: '创建' }))
    expect(await within(dialog).findByText('日历已创建', {}, SLOW)).toBeInTheDocument()
    expect(demoCalendars()).toContain('一二三四五六七八九十一二三四五六七八九十')
    expect(
      await within(dialog).findByRole(
        'tab',
        { name: /一二三四五六七八九十一二三四五六七八九十/ },
        SLOW,
      ),
    ).toBeInTheDocument()
  })

  it('renames and recolours a calendar', async () => {
    const dialog = await openManager()
    await user.click(within(dialog).getByRole('tab', { name: /項目排期/ }))
    const name = within(dialog).getByRole('textbox', { name: /日历名称/ })
    await user.clear(name)
    await user.type(name, '项目排期 2027')
    const colours = within(dialog).getByRole('radiogroup', { name: '日历颜色' })
    const other = within(colours)
      .getAllByRole('radio')
      .find((radio) => radio.getAttribute('aria-checked') === 'false')!
    const colour = other.getAttribute('aria-label')!
    await user.click(other)
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('日历已保存', {}, SLOW)).toBeInTheDocument()
    const saved = db.calendars.findFirst((q) => q.where({ id: PROJECT_ID }))!
    expect(saved.name).toBe('项目排期 2027')
    expect(saved.color.toUpperCase()).toBe(colour)
  })

  it('deletes a calendar with its events only after the confirmation', async () => {
    const dialog = await openManager()
    await user.click(within(dialog).getByRole('tab', { name: /項目排期/ }))
    await user.click(within(dialog).getByRole('button', { name: '删除日历' }))
    const confirm = await screen.findByRole('alertdialog', { name: '删除日历' })
    expect(confirm).toHaveTextContent('确定删除日历「項目排期」及其中的所有日程吗？')
    expect(demoCalendars()).toContain('項目排期')
    await user.click(within(confirm).getByRole('button', { name: '删除' }))
    expect(await within(dialog).findByText('日历已删除', {}, SLOW)).toBeInTheDocument()
    expect(demoCalendars()).not.toContain('項目排期')
    expect(db.events.findMany((q) => q.where({ calendar_id: PROJECT_ID }))).toEqual([])
    // The default calendar cannot be deleted.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '删除日历' })).toBeDisabled(),
    )
  })

  // R-VALID-24
  it('shares only to mailboxes of the system, and lists and removes shares', async () => {
    const colleague = db.users.findFirst((q) =>
      q.where({ is_shared_mailbox: false, is_admin: false, language: 'en' }),
    )!
    const dialog = await openManager()
    await user.click(within(dialog).getByRole('tab', { name: /項目排期/ }))
    const shares = within(dialog).getByRole('region', { name: '共享' })
    const list = await within(shares).findByRole('list', { name: '共享列表' }, SLOW)
    expect(list).toHaveTextContent(/reviewer@huayu\.example\.com>? · 只读/)

    const email = within(shares).getByRole('textbox', { name: /共享给/ })
    await user.type(email, 'someone@gmail.com')
    await user.click(within(shares).getByRole('button', { name: '添加共享' }))
    expect(
      await within(shares).findByText(
        '日历只能共享给本系统的邮箱：someone@gmail.com 不是系统邮箱',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()

    await user.clear(email)
    await user.type(email, colleague.email)
    await user.click(within(shares).getByRole('combobox', { name: '权限' }))
    await user.click(await screen.findByRole('option', { name: '可编辑' }))
    await user.click(within(shares).getByRole('button', { name: '添加共享' }))
    await waitFor(() => expect(list).toHaveTextContent(`${colleague.email}> · 可编辑`), SLOW)

    await user.click(
      within(list).getByRole('button', { name: '取消共享给 reviewer@huayu.example.com' }),
    )
    await waitFor(() => expect(list).not.toHaveTextContent('reviewer@huayu.example.com'), SLOW)
    const stored = db.calendars.findFirst((q) => q.where({ id: PROJECT_ID }))!.shares
    expect(stored).toEqual([
      expect.objectContaining({ email: colleague.email, permission: 'edit' }),
    ])
  })
})
