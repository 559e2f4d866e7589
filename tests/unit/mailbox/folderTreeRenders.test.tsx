/**
 * The folder tree renders again only when its folders change (issue 11: every row is a router
 * link whose render builds its location, and the tree used to render again for every mail tab
 * opened or closed, and every row at each reload of the folders). Counted through the router's
 * `buildLocation`, which each link's render calls.
 */
import '../auth/jsdomShims.ts'
import { act, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Folder } from '../../../src/api/types.ts'
import type { MailTabsApi } from '../../../src/domain/mail/mailTabs.ts'
import {
  MailTabActionsContext,
  MailTabsContext,
} from '../../../src/features/common/mailTabs/MailTabsContext.ts'
import { FolderTree } from '../../../src/features/mailbox/FolderTree.tsx'
import '../../support/server.ts'
import { fakeTabs, renderMailbox } from './mailboxHarness.tsx'

const folder = (raw_name: string, unseen_count: number, is_default = true): Folder =>
  ({
    raw_name,
    name: raw_name,
    is_default,
    is_lock: false,
    unseen_count,
    total_count: 10,
  }) as unknown as Folder

const FOLDERS = [
  folder('INBOX', 3),
  folder('Sent', 0),
  folder('Drafts', 0),
  folder('Trash', 0),
  folder('projects', 1, false),
  folder('travel', 0, false),
]

let setTabs: (tabs: MailTabsApi) => void = () => undefined
let setFolders: (folders: Folder[]) => void = () => undefined

function Screen({ first }: { first: MailTabsApi }) {
  const [tabs, changeTabs] = useState(first)
  const [folders, changeFolders] = useState<Folder[]>(FOLDERS)
  setTabs = changeTabs
  setFolders = changeFolders
  return (
    <MailTabActionsContext.Provider value={first}>
      <MailTabsContext.Provider value={tabs}>
        <FolderTree folders={folders} current="INBOX" onDeleted={noop} listPageSize={20} />
      </MailTabsContext.Provider>
    </MailTabActionsContext.Provider>
  )
}
const noop = () => undefined

async function renderTree() {
  const first = fakeTabs()
  const { router } = renderMailbox(<Screen first={first} />, first)
  const nav = await screen.findByRole('navigation', { name: '文件夹' })
  await within(nav).findByRole('link', { name: /INBOX|收件箱/ })
  const builds = vi.spyOn(router, 'buildLocation')
  return { first, nav, builds }
}

describe('FolderTree renders', () => {
  it('nothing of the tree again when a mail tab opens, only the compose button', async () => {
    const { first, nav, builds } = await renderTree()
    act(() =>
      setTabs({
        ...first,
        tabs: [...first.tabs, { kind: 'read', key: 'read:INBOX:7', folder: 'INBOX', uid: 7 }],
        activeKey: 'read:INBOX:7',
        composeCoolingDown: true,
      } as MailTabsApi),
    )
    expect(within(nav).getByRole('button', { name: '写信' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(builds).not.toHaveBeenCalled()
  })

  it('only the rows whose folder changed when the folders are read again', async () => {
    const { nav, builds } = await renderTree()
    // The same folders read again: new objects, nothing changed.
    act(() => setFolders(FOLDERS.map((f) => ({ ...f }))))
    expect(builds).not.toHaveBeenCalled()
    // INBOX's unseen count fell: its row alone renders.
    act(() =>
      setFolders(
        FOLDERS.map((f) => (f.raw_name === 'INBOX' ? { ...f, unseen_count: 2 } : { ...f })),
      ),
    )
    const oneRow = builds.mock.calls.length
    expect(oneRow).toBeGreaterThan(0)
    expect(within(nav).getByText('2')).toBeInTheDocument()
    // Every row, for scale: a new selection renders two rows; a rename all of them.
    builds.mockClear()
    act(() => setFolders(FOLDERS.map((f) => ({ ...f, name: `${f.name}!` }))))
    expect(builds.mock.calls.length).toBe(oneRow * FOLDERS.length)
  })
})
