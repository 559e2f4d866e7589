/**
 * The folder list toolbar and paging against the fake backend: Move-to hidden in Drafts, the
 * separate delete button only with change_delete_button (and it deletes), and the page size
 * from login-after page_limit, else 20. Login-after flags are set on the demo account in the
 * fake db before signing in, so the session reads them like any other.
 */
import '../../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { db } from '../../../../mocks/db/index.ts'
import type { AccountRecord } from '../../../../mocks/db/index.ts'
import FolderListTab from '../../../../src/features/mailbox/list/FolderListTab.tsx'
import { DEMO_USER } from '../../../support/server.ts'
import { renderSignedIn } from './listHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
/** The first page renders 20 rows of menus and cards: slow under jsdom on busy machines. */
const SLOW = { timeout: 15_000 }

async function setLoginAfter(change: (flags: AccountRecord['login_after']) => void) {
  await db.accounts.update((q) => q.where({ username: DEMO_USER.username }), {
    data(draft) {
      change(draft.login_after)
    },
  })
}

const rowCheckboxes = (table: HTMLElement) =>
  within(table).queryAllByRole('checkbox', { name: /^选择 (?!本页)/ })

async function openFolder(folder: string) {
  const rendered = await renderSignedIn(<FolderListTab folder={folder} search={{}} />)
  const table = await screen.findByRole('grid', { name: '邮件列表' }, SLOW)
  await waitFor(() => expect(rowCheckboxes(table).length).toBeGreaterThan(0), SLOW)
  // Named apart from the open mail's toolbar (本邮件操作) beside it in the reading pane.
  const toolbar = screen.getByRole('toolbar', { name: '邮件列表操作' })
  return { ...rendered, table, toolbar }
}

// R-LIST-2: Move-to not in Drafts; the delete button only with change_delete_button
describe('folder list toolbar', { timeout: 60_000 }, () => {
  it('offers Move-to in the Inbox but not in Drafts', async () => {
    const inbox = await openFolder('INBOX')
    expect(within(inbox.toolbar).getByRole('button', { name: '移动到' })).toBeInTheDocument()
    inbox.unmount()
    const drafts = await openFolder('Drafts')
    expect(within(drafts.toolbar).getByRole('button', { name: '刷新' })).toBeInTheDocument()
    expect(within(drafts.toolbar).queryByRole('button', { name: '移动到' })).toBeNull()
  })

  it('has no separate delete button without change_delete_button', async () => {
    await setLoginAfter((flags) => {
      flags.change_delete_button = false
    })
    const { toolbar } = await openFolder('INBOX')
    expect(within(toolbar).queryByRole('button', { name: '删除' })).toBeNull()
  })

  it('with change_delete_button the delete button moves the selection to Trash', async () => {
    await setLoginAfter((flags) => {
      flags.change_delete_button = true
      flags.disable_delete_button = false
    })
    const { table, toolbar } = await openFolder('INBOX')
    const remove = within(toolbar).getByRole('button', { name: '删除' })
    expect(remove).toBeDisabled()
    const first = rowCheckboxes(table)[0]!
    const subject = first.getAttribute('aria-label')!.replace(/^选择 /, '')
    const inTrash = () =>
      db.messages.findMany((q) => q.where({ owner: DEMO_USER.username, folder: 'Trash', subject }))
    const before = inTrash().length
    await user.click(first)
    await user.click(remove)
    await waitFor(() => expect(inTrash()).toHaveLength(before + 1))
  })

  it('never shows the delete button when disable_delete_button is also set', async () => {
    await setLoginAfter((flags) => {
      flags.change_delete_button = true
      flags.disable_delete_button = true
    })
    const { toolbar } = await openFolder('INBOX')
    expect(within(toolbar).queryByRole('button', { name: '删除' })).toBeNull()
  })
})

describe('folder list deletes (the same choices as the reader)', { timeout: 60_000 }, () => {
  const moreItems = async (toolbar: HTMLElement) => {
    await user.click(within(toolbar).getByRole('button', { name: '更多' }))
    const menu = await screen.findByRole('menu')
    return within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
  }

  it('under default settings, More → delete moves the selected mails to Trash', async () => {
    await setLoginAfter((flags) => {
      flags.change_delete_button = false
      flags.disable_delete_button = false
    })
    const { table, toolbar } = await openFolder('INBOX')
    const boxes = rowCheckboxes(table).slice(0, 2)
    const subjects = boxes.map((box) => box.getAttribute('aria-label')!.replace(/^选择 /, ''))
    const inTrash = () =>
      db.messages.findMany((q) => q.where({ owner: DEMO_USER.username, folder: 'Trash' }))
    const before = inTrash().length
    for (const box of boxes) await user.click(box)
    expect(await moreItems(toolbar)).toEqual(expect.arrayContaining(['删除', '彻底删除']))
    await user.click(screen.getByRole('menuitem', { name: '删除' }))
    await waitFor(() => expect(inTrash()).toHaveLength(before + 2))
    expect(inTrash().map((m) => m.subject)).toEqual(expect.arrayContaining(subjects))
  })

  it('with change_delete_button, real delete stays in More as in the reader', async () => {
    await setLoginAfter((flags) => {
      flags.change_delete_button = true
      flags.disable_delete_button = false
    })
    const { toolbar } = await openFolder('INBOX')
    const items = await moreItems(toolbar)
    expect(items).toContain('彻底删除')
    expect(items).not.toContain('删除')
  })

  it('with disable_delete_button, More has no delete at all', async () => {
    await setLoginAfter((flags) => {
      flags.disable_delete_button = true
    })
    const { toolbar } = await openFolder('INBOX')
    const items = await moreItems(toolbar)
    expect(items).not.toContain('删除')
    expect(items).not.toContain('彻底删除')
  })
})

// R-LIST-7: page sizes
describe('folder list page size', { timeout: 60_000 }, () => {
  it('starts with page_limit rows', async () => {
    // C-LIMIT-9
    await setLoginAfter((flags) => {
      flags.page_limit = 10
    })
    const { table } = await openFolder('INBOX')
    await waitFor(() => expect(rowCheckboxes(table)).toHaveLength(10))
    expect(screen.getByRole('combobox', { name: '每页数量' })).toHaveValue('10')
  })

  it('falls back to 20 when page_limit is not one of the page sizes', async () => {
    // C-LIMIT-9: mail list default 20
    await setLoginAfter((flags) => {
      flags.page_limit = 37
    })
    const { table } = await openFolder('INBOX')
    await waitFor(() => expect(rowCheckboxes(table)).toHaveLength(20))
    expect(screen.getByRole('combobox', { name: '每页数量' })).toHaveValue('20')
  })
})
