/**
 * The folder list tab against the fake backend: rows with date groups and the unseen count, the
 * select menu, opening a mail with a cursor on the list, the 'only one' rule of single-mail
 * actions, marking read, and a folder-wide selection resolved across pages.
 */
import '../../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import FolderListTab from '../../../../src/features/mailbox/list/FolderListTab.tsx'
import { server } from '../../../support/server.ts'
import { collectNotices, renderSignedIn } from './listHarness.tsx'

const user = userEvent.setup({ delay: null })
/** The first page renders 20 rows of menus and cards: slow under jsdom on busy machines. */
const SLOW = { timeout: 15_000 }

async function openInbox() {
  const rendered = await renderSignedIn(<FolderListTab folder="INBOX" search={{}} />)
  const table = await screen.findByRole('grid', { name: '邮件列表' }, SLOW)
  await waitFor(() => expect(rowCheckboxes(table).length).toBeGreaterThan(0), SLOW)
  return { ...rendered, table }
}

const rowCheckboxes = (table: HTMLElement) =>
  within(table).getAllByRole('checkbox', { name: /^选择 (?!本页)/ })

/**
 * Menu buttons are looked up in the list's toolbar and items in the open menu, not in the whole
 * screen: naming every button of 20 rows took most of this file's time under jsdom.
 */
async function pick(menu: string, item: string) {
  await user.click(toolbarButton(menu))
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }))
}

const toolbarButton = (name: string) =>
  within(screen.getByRole('toolbar', { name: '邮件列表操作' })).getByRole('button', { name })

describe('FolderListTab', { timeout: 60_000 }, () => {
  // R-LIST-1 (date groups), R-LIST-4 (unseen count)
  it('lists a page of 20 with date groups and the unseen count', async () => {
    const { table } = await openInbox()
    expect(rowCheckboxes(table)).toHaveLength(20)
    expect(within(table).getAllByText(/^(今天|昨天|前天|更早) \(\d+\)$/).length).toBeGreaterThan(0)
    expect(screen.getByTestId('list-unseen')).toHaveTextContent(/^\d+ 封未读$/)
    expect(screen.getByText(/^第 1 \/ \d+ 页$/)).toBeInTheDocument()
  })

  // R-LIST-2 (select menu), R-LIST-4 ('n selected' and cancel), R-LIST-5 (read icon)
  it('select menu: current page, invert, unread, cancel', async () => {
    const { table } = await openInbox()
    await pick('选择', '当前页')
    expect(screen.getByText('已选择 20 封')).toBeInTheDocument()
    await pick('选择', '反选')
    expect(screen.queryByText(/^已选择/)).not.toBeInTheDocument()
    await pick('选择', '未读')
    const checked = rowCheckboxes(table).filter((box) => (box as HTMLInputElement).checked)
    expect(checked.length).toBeGreaterThan(0)
    expect(screen.getByText(`已选择 ${checked.length} 封`)).toBeInTheDocument()
    // Unread = no \Seen flag: a ticked row never shows the read icon.
    for (const box of checked) {
      expect(within(box.closest('tr')!).queryByRole('img', { name: '已读' })).toBeNull()
    }
    await user.click(screen.getByText('取消选择'))
    expect(rowCheckboxes(table).every((box) => !(box as HTMLInputElement).checked)).toBe(true)
  })

  it('opens a mail in a tab with a cursor on this list', async () => {
    const { table, tabs } = await openInbox()
    const subject = rowCheckboxes(table)[2]!
      .getAttribute('aria-label')!
      .replace(/^选择 /, '')
    const third = within(table).getAllByRole('button', { name: subject })[0]!
    await user.click(third)
    expect(tabs.openMail).toHaveBeenCalledTimes(1)
    const args = (tabs.openMail as unknown as { mock: { calls: [Record<string, unknown>][] } }).mock
      .calls[0]![0]
    expect(args).toMatchObject({
      folder: 'INBOX',
      subject,
      cursor: { page: 1, index: 2, source: { kind: 'folder', folder: 'INBOX', pageSize: 20 } },
    })
  })

  // R-VALID-21, M-ERR-22
  it('reply needs exactly one mail: the only-one alert, then compose', async () => {
    const notices = collectNotices()
    const { table, tabs } = await openInbox()
    await pick('更多', '回复')
    expect(notices.map((n) => n.message)).toContain('只能选择一封邮件')
    expect(tabs.openCompose).not.toHaveBeenCalled()
    await user.click(rowCheckboxes(table)[0]!)
    await pick('更多', '回复')
    expect(tabs.openCompose).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'reply', folder: 'INBOX', uid: expect.any(Number) }),
    )
  })

  it('marks the selected unread mail read and the unseen count drops', async () => {
    const { table } = await openInbox()
    const before = Number(/\d+/.exec(screen.getByTestId('list-unseen').textContent ?? '')?.[0])
    await pick('选择', '未读')
    const selected = Number(/\d+/.exec(screen.getByText(/^已选择/).textContent ?? '')?.[0])
    expect(selected).toBeGreaterThan(0)
    await pick('标记为', '已读')
    await user.click(screen.getByText('取消选择'))
    await waitFor(
      () =>
        expect(screen.getByTestId('list-unseen')).toHaveTextContent(`${before - selected} 封未读`),
      SLOW,
    )
    expect(within(table).queryAllByRole('img', { name: '未读' })).toHaveLength(0)
  })

  it('moves a folder-wide selection by listing every uid first', async () => {
    const moved: number[][] = []
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/mail/messages/move/') {
        moved.push(((await request.clone().json()) as { uids: number[] }).uids)
      }
    })
    await renderSignedIn(<FolderListTab folder="Spam" search={{}} />)
    const table = await screen.findByRole('grid', { name: '邮件列表' }, SLOW)
    await waitFor(() => expect(rowCheckboxes(table).length).toBeGreaterThan(0), SLOW)
    const total = Number(/共 (\d+) 封/.exec(screen.getByText(/^共 \d+ 封$/).textContent ?? '')?.[1])
    await pick('选择', '全部')
    await user.click(rowCheckboxes(table)[0]!)
    expect(screen.getByText(`已选择 ${total - 1} 封`)).toBeInTheDocument()
    await pick('移动到', '收件箱')
    await waitFor(() => expect(moved).toHaveLength(1), SLOW)
    expect(moved[0]).toHaveLength(total - 1)
    await waitFor(() => expect(rowCheckboxes(table)).toHaveLength(1), SLOW)
  })
})
