/**
 * The mail keys on the folder list (issue 17, decisions 330, 331), against the fake backend: on
 * the ticked rows (ticked with their checkboxes, the focus left on one), else on the row the user
 * moved to with j / k; Shift+U / Shift+I mark unread / read, s flags and unflags, # and Delete
 * delete to Trash, e opens the toolbar's move-to picker; after # / Delete and e the focus goes to
 * the row that takes the mail's place (the one before it at the end). Nothing before the user is on a row,
 * nothing while typing in a field, no e in Drafts.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { LETTER_KEYS_BOUND } from '../../../src/features/mailbox/list/ListShortcuts.tsx'
import FolderListTab from '../../../src/features/mailbox/list/FolderListTab.tsx'
import { DEMO_USER, server } from '../../support/server.ts'
import { renderSignedIn } from '../mailbox/list/listHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }

async function openFolder(folder = 'INBOX') {
  await renderSignedIn(<FolderListTab folder={folder} search={{}} />)
  const table = await screen.findByRole('grid', { name: '邮件列表' }, SLOW)
  await waitFor(() => expect(mailRows(table).length).toBeGreaterThan(0), SLOW)
  // The mail keys bind once their code arrived, after the list painted.
  await waitFor(() => expect(table.closest(`[${LETTER_KEYS_BOUND}]`)).not.toBeNull(), SLOW)
  return table
}

const mailRows = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-uid'))
const uidOf = (row: HTMLElement) => Number(row.getAttribute('data-uid'))
const rowOf = (table: HTMLElement, uid: number) =>
  table.querySelector<HTMLElement>(`[data-uid="${uid}"]`)
const readIcon = (table: HTMLElement, uid: number) =>
  within(rowOf(table, uid)!).getByRole('img', { name: /^(已读|未读)$/ })
const flagButton = (table: HTMLElement, uid: number) =>
  within(rowOf(table, uid)!).getByRole('button', { name: /旗标$/ })
const tick = (row: HTMLElement) => user.click(within(row).getByRole('checkbox'))
const inFolder = (folder: string, uids: number[]) =>
  db.messages
    .findMany((q) => q.where({ owner: DEMO_USER.username, folder }))
    .filter((mail) => uids.includes(mail.uid))

describe('mail keys on the list', { timeout: 60_000 }, () => {
  it('Shift+U / Shift+I mark the ticked mails unread / read', async () => {
    const table = await openFolder()
    const read = mailRows(table)
      .filter((row) => within(row).queryByRole('img', { name: '已读' }))
      .slice(0, 2)
    expect(read).toHaveLength(2)
    const uids = read.map(uidOf)
    for (const row of read) await tick(row)
    expect(screen.getByText('已选择 2 封')).toBeInTheDocument()
    await user.keyboard('{Shift>}U{/Shift}')
    for (const uid of uids) {
      await waitFor(() => expect(readIcon(table, uid)).toHaveAccessibleName('未读'), SLOW)
    }
    await user.keyboard('{Shift>}I{/Shift}')
    for (const uid of uids) {
      await waitFor(() => expect(readIcon(table, uid)).toHaveAccessibleName('已读'), SLOW)
    }
  })

  it('s flags the ticked mails red, and again takes the flags off', async () => {
    const table = await openFolder()
    const plain = mailRows(table)
      .filter((row) => within(row).queryByRole('button', { name: '设置旗标' }))
      .slice(0, 2)
    const uids = plain.map(uidOf)
    for (const row of plain) await tick(row)
    await user.keyboard('s')
    for (const uid of uids) {
      await waitFor(() => expect(flagButton(table, uid)).toHaveAccessibleName('红色旗标'), SLOW)
    }
    await user.keyboard('s')
    for (const uid of uids) {
      await waitFor(() => expect(flagButton(table, uid)).toHaveAccessibleName('设置旗标'), SLOW)
    }
  })

  it('# deletes the ticked mails to Trash; Delete the row moved to with j', async () => {
    const table = await openFolder()
    const [first, second] = mailRows(table)
    const ticked = [uidOf(first!), uidOf(second!)]
    await tick(first!)
    await tick(second!)
    await user.keyboard('#')
    await waitFor(() => expect(inFolder('Trash', ticked)).toHaveLength(2), SLOW)
    await waitFor(() => expect(ticked.map((uid) => rowOf(table, uid))).toEqual([null, null]), SLOW)

    mailRows(table)[0]!.focus()
    await user.keyboard('j')
    const focused = uidOf(document.activeElement as HTMLElement)
    expect(focused).toBe(uidOf(mailRows(table)[1]!))
    const heir = uidOf(mailRows(table)[2]!)
    await user.keyboard('{Delete}')
    await waitFor(() => expect(inFolder('Trash', [focused])).toHaveLength(1), SLOW)
    await waitFor(() => expect(rowOf(table, focused)).toBeNull(), SLOW)
    // The row that took its place has the focus, and the keys go on from there.
    await waitFor(() => expect(rowOf(table, heir)).toHaveFocus(), SLOW)
    await user.keyboard('#')
    await waitFor(() => expect(inFolder('Trash', [heir])).toHaveLength(1), SLOW)
  })

  it('Delete on the last row gives the focus to the one before it', async () => {
    const table = await openFolder()
    mailRows(table)[0]!.focus()
    await user.keyboard('{End}')
    const rows = mailRows(table)
    const last = uidOf(rows.at(-1)!)
    const before = uidOf(rows.at(-2)!)
    expect(rowOf(table, last)).toHaveFocus()
    await user.keyboard('{Delete}')
    await waitFor(() => expect(rowOf(table, last)).toBeNull(), SLOW)
    await waitFor(() => expect(rowOf(table, before)).toHaveFocus(), SLOW)
  })

  it('e opens the move-to picker for the row moved to; a folder moves it', async () => {
    const table = await openFolder()
    mailRows(table)[0]!.focus()
    await user.keyboard('j')
    const focused = uidOf(document.activeElement as HTMLElement)
    const heir = uidOf(mailRows(table)[2]!)
    await user.keyboard('e')
    const menu = await screen.findByRole('menu')
    // The keyboard is in the picker at once: on its first folder, arrows go on from there.
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus())
    await user.click(within(menu).getByRole('menuitem', { name: '垃圾邮件' }))
    await waitFor(() => expect(inFolder('Spam', [focused])).toHaveLength(1), SLOW)
    await waitFor(() => expect(rowOf(table, focused)).toBeNull(), SLOW)
    expect(screen.queryByRole('menu')).toBeNull()
    // Back on the list, on the row that took the moved one's place.
    await waitFor(() => expect(rowOf(table, heir)).toHaveFocus(), SLOW)
  })

  it('nothing before the user is on a row, nothing while typing in a field', async () => {
    const changes: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') changes.push(new URL(request.url).pathname)
    })
    const table = await openFolder()
    await user.keyboard('#s{Shift>}U{/Shift}e')
    await tick(mailRows(table)[0]!)
    await user.click(screen.getByRole('button', { name: '更多搜索' }))
    await user.type(screen.getAllByRole('textbox')[0]!, '#s{Shift>}U{/Shift}e')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(changes).toEqual([])
  })

  it('no e in Drafts (no Move to there)', async () => {
    const table = await openFolder('Drafts')
    mailRows(table)[0]!.focus()
    await user.keyboard('e')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
