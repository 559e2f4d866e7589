/**
 * The start-up calls of a signed-in load (src/app/startRequests.ts) against the fake backend:
 * they go out from the entry, and the session actor, the folder store and the list machine's
 * loader take their answers instead of asking again, once and only while fresh.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { setApi } from '../../../src/app/services.ts'
import { realSessionActors } from '../../../src/app/session/sessionActors.ts'
import {
  resetStartRequests,
  START_ANSWER_TTL_MS,
  startSignedInRequests,
  takeStartedListPage,
  takeStartedSession,
} from '../../../src/app/startRequests.ts'
import type { FolderListSource } from '../../../src/domain/mail/listSource.ts'
import { fetchListPage } from '../../../src/features/common/fetchListPage.ts'
import { holdFolders, loadFolders } from '../../../src/features/common/folders/folderStore.ts'
import { server, testClient, tokenFor } from '../../support/server.ts'

let sent: string[] = []
const listener = ({ request }: { request: Request }) => {
  sent.push(new URL(request.url).pathname)
}

const inbox: FolderListSource = {
  kind: 'folder',
  folder: 'INBOX',
  sort: 'date',
  order: 'desc',
  view: 'all',
  pageSize: 20,
}

/** Resolves once the start has sent its list request (it waits for session and folders). */
const listSent = () => vi.waitFor(() => expect(sent).toContain('/api/mail/messages/'))

beforeEach(async () => {
  setApi(testClient(await tokenFor()))
  resetStartRequests()
  sent = []
  server.events.on('request:start', listener)
})
afterEach(() => {
  server.events.removeListener('request:start', listener)
  vi.restoreAllMocks()
})

describe('startSignedInRequests', () => {
  test('a folder URL sends the session check, the folders and then the first list page', async () => {
    startSignedInRequests('/mailbox/innerbox/INBOX', '')
    await listSent()
    expect([...sent].sort()).toEqual([
      '/api/core/login-after/',
      '/api/core/userinfo/',
      '/api/mail/folders/',
      '/api/mail/messages/',
      '/api/shareuser/status/',
    ])
  })

  test('the session actor takes the check sent at start and asks nothing itself', async () => {
    startSignedInRequests('/mailbox/welcome', '')
    const actor = createActor(realSessionActors.loadSession, { input: { token: 't' } }).start()
    const info = await toPromise(actor)
    expect(info.user.email).toBeTruthy()
    expect(sent.filter((path) => path === '/api/core/userinfo/')).toHaveLength(1)
    // The next check (a reload after a switch) asks the server again.
    expect(takeStartedSession()).toBeUndefined()
  })

  test('the list loader takes the first page once, only for the same list', async () => {
    startSignedInRequests('/mailbox/innerbox/INBOX', '')
    await listSent()
    await vi.waitFor(() => expect(takeStartedListPage(inbox, 2)).toBeNull())
    expect(takeStartedListPage({ ...inbox, view: 'unread' }, 1)).toBeNull()
    expect(takeStartedListPage({ ...inbox, pageSize: 50 }, 1)).toBeNull()
    expect(takeStartedListPage({ ...inbox, subject: 'x' }, 1)).toBeNull()
    const taken = takeStartedListPage(inbox, 1)
    expect(taken).not.toBeNull()
    expect(await taken).toEqual(await fetchListPage(inbox, 1))
    expect(takeStartedListPage(inbox, 1)).toBeNull()
  })

  test('the folder tree takes the folders sent at start', async () => {
    startSignedInRequests('/mailbox/innerbox/INBOX', '')
    const release = holdFolders()
    const folders = await loadFolders(0)
    release()
    expect(folders.map((f) => f.raw_name)).toContain('INBOX')
    expect(sent.filter((path) => path === '/api/mail/folders/')).toHaveLength(1)
  })

  test("a locked folder's mail is not asked for before its password", async () => {
    startSignedInRequests('/mailbox/innerbox/Finance', '')
    await vi.waitFor(() => expect(sent).toContain('/api/mail/folders/'))
    await vi.waitFor(() => expect(takeStartedSession()).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).not.toContain('/api/mail/messages/')
    expect(takeStartedListPage({ ...inbox, folder: 'Finance' }, 1)).toBeNull()
  })

  test('a query in the URL (view, page, deep link) leaves the first page to the list', async () => {
    startSignedInRequests('/mailbox/innerbox/INBOX', '?view=unread')
    await vi.waitFor(() => expect(sent).toContain('/api/mail/folders/'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).not.toContain('/api/mail/messages/')
  })

  test('nothing is sent once the session has asked for itself (the module came late)', async () => {
    const actor = createActor(realSessionActors.loadSession, { input: { token: 't' } }).start()
    await toPromise(actor)
    sent = []
    startSignedInRequests('/mailbox/innerbox/INBOX', '')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).toEqual([])
  })

  test('an answer not taken in time is dropped', async () => {
    startSignedInRequests('/mailbox/innerbox/INBOX', '')
    await listSent()
    await vi.waitFor(() => expect(sent.length).toBe(5))
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + START_ANSWER_TTL_MS + 1)
    expect(takeStartedSession()).toBeUndefined()
    expect(takeStartedListPage(inbox, 1)).toBeNull()
  })
})
