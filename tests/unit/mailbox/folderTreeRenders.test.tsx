/**
 * The folder tree renders again only when its folders change (issue 11: every row was a router
 * link whose render builds its location, and the tree used to render again for every mail tab
 * opened or closed, and every row at each reload of the folders; decisions 369, 371). Counted
 * through the rows' unseen-count labels, which each render of a row with unseen mail translates,
 * and the router's `buildLocation`, which a router link calls at each render (a still link once).
 */
import '../auth/jsdomShims.ts'
import { i18n } from '@lingui/core'
import { act, screen, within } from '@testing-library/react'
import { useLayoutEffect, useState } from 'react'
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

/** The screen's state setters, for the test to change the tabs and the folders. */
const controls = {
  setTabs: (_tabs: MailTabsApi): void => undefined,
  setFolders: (_folders: Folder[]): void => undefined,
}
const setTabs = (tabs: MailTabsApi) => controls.setTabs(tabs)
const setFolders = (folders: Folder[]) => controls.setFolders(folders)

function Screen({ first }: { first: MailTabsApi }) {
  const [tabs, changeTabs] = useState(first)
  const [folders, changeFolders] = useState<Folder[]>(FOLDERS)
  useLayoutEffect(() => {
    controls.setTabs = changeTabs
    controls.setFolders = changeFolders
  }, [])
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
  // Before the provider mounts: it hands components `i18n.t` bound as it finds it then.
  const translate = vi.spyOn(i18n, 't')
  const first = fakeTabs()
  const { router } = renderMailbox(<Screen first={first} />, first)
  const nav = await screen.findByRole('navigation', { name: '文件夹' })
  await within(nav).findByRole('link', { name: /INBOX|收件箱/ })
  const builds = vi.spyOn(router, 'buildLocation')
  translate.mockClear()
  /** Rows rendered since the last call: one unseen-count label per row with unseen mail. */
  const rowsRendered = () => {
    const count = translate.mock.calls.filter(([descriptor]) =>
      JSON.stringify(descriptor).includes('封未读'),
    ).length
    translate.mockClear()
    return count
  }
  return { first, nav, builds, rowsRendered }
}

describe('FolderTree renders', () => {
  it('nothing of the tree again when a mail tab opens, only the compose button', async () => {
    const { first, nav, builds, rowsRendered } = await renderTree()
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
    expect(rowsRendered()).toBe(0)
  })

  it('only the rows whose folder changed when the folders are read again', async () => {
    const { nav, builds, rowsRendered } = await renderTree()
    // Two rows have unseen mail (INBOX, projects): a render of every row translates two labels.
    const renamed = FOLDERS.map((f) => ({ ...f, name: `${f.name}!` }))
    act(() => setFolders(renamed))
    expect(rowsRendered()).toBe(2)
    // The same folders read again: new objects, nothing changed.
    act(() => setFolders(renamed.map((f) => ({ ...f }))))
    expect(rowsRendered()).toBe(0)
    // INBOX's unseen count fell: its row alone renders.
    act(() =>
      setFolders(
        renamed.map((f) => (f.raw_name === 'INBOX' ? { ...f, unseen_count: 2 } : { ...f })),
      ),
    )
    expect(rowsRendered()).toBe(1)
    expect(within(nav).getByText('2')).toBeInTheDocument()
    // The rows are still links: their hrefs were built once, not at each render.
    expect(builds).not.toHaveBeenCalled()
  })
})
