/**
 * A folder switch reads the new list's first page ahead (src/features/common/fetchListPage.ts):
 * the pointer going down on a folder link starts the read (not for the open folder, nor a locked
 * one), and the list's loader takes it instead of asking again, unless it is older than
 * LIST_PREFETCH_KEPT_MS.
 */
import '../../auth/jsdomShims.ts'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  fetchListPage,
  LIST_PREFETCH_KEPT_MS,
  prefetchListPage,
} from '../../../../src/features/common/fetchListPage.ts'
import { useFolders } from '../../../../src/features/common/folders/useFolders.ts'
import { FolderTree } from '../../../../src/features/mailbox/FolderTree.tsx'
import { folderSource } from '../../../../src/features/mailbox/list/folderSource.ts'
import { server } from '../../../support/server.ts'
import { fakeTabs, renderMailbox, signedIn } from '../mailboxHarness.tsx'

const reads: string[] = []
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  if (url.pathname === '/api/mail/messages/') reads.push(url.searchParams.get('folder') ?? '')
}
afterEach(() => {
  server.events.removeListener('request:start', record)
  reads.length = 0
})

async function setUp() {
  const harness = await signedIn()
  server.events.on('request:start', record)
  return harness
}

function Tree() {
  const { folders } = useFolders()
  return (
    <FolderTree folders={folders} current="INBOX" onDeleted={() => undefined} listPageSize={20} />
  )
}

describe('reading a folder’s first page ahead', { timeout: 60_000 }, () => {
  it('is one read: the list takes the page read ahead', async () => {
    await setUp()
    const sent = folderSource('Sent', 20)
    prefetchListPage(sent, 1)
    prefetchListPage({ ...sent }, 1)
    const page = await fetchListPage(sent, 1)
    expect(page.items.length).toBeGreaterThan(0)
    expect(reads).toEqual(['Sent'])
    // The next read of the same page asks again.
    await fetchListPage(sent, 1)
    expect(reads).toEqual(['Sent', 'Sent'])
  })

  it('is not used for another page, nor when it is too old', async () => {
    await setUp()
    const trash = folderSource('Trash', 20)
    prefetchListPage(trash, 1, Date.now() - LIST_PREFETCH_KEPT_MS - 1)
    await fetchListPage(trash, 1)
    expect(reads).toEqual(['Trash', 'Trash'])
    reads.length = 0
    prefetchListPage(trash, 1)
    await fetchListPage(trash, 2)
    await fetchListPage(trash, 1)
    expect(reads).toEqual(['Trash', 'Trash'])
  })

  it('starts when the pointer goes down on another folder, not the open or a locked one', async () => {
    await setUp()
    renderMailbox(<Tree />, fakeTabs())
    const nav = await screen.findByRole('navigation', { name: '文件夹' })
    const link = async (name: RegExp) => within(nav).findByRole('link', { name })
    fireEvent.pointerDown(await link(/收件箱/), { button: 0 })
    fireEvent.pointerDown(await link(/财务报销/), { button: 0 })
    fireEvent.pointerDown(await link(/已发送/), { button: 2 })
    expect(reads).toEqual([])
    fireEvent.pointerDown(await link(/已发送/), { button: 0 })
    // The list Sent opens with takes it.
    await fetchListPage(folderSource('Sent', 20), 1)
    expect(reads).toEqual(['Sent'])
  })
})
