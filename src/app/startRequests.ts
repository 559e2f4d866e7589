/**
 * The first data calls of a signed-in start, sent from the entry as soon as the API client
 * exists instead of one after another behind the chunks that need them: the session check
 * (what the session machine's loadSession asks), the folders and, once both answered, the first
 * page of the folder a /mailbox/innerbox/{boxId} load opens. The machines keep their injected
 * I/O: their real actors take the answer sent here the first time (once, and only while fresh)
 * and ask the server themselves otherwise.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../domain/constants.ts'
import type { FolderListSource, ListPage, ListSource } from '../domain/mail/listSource.ts'
import { fetchListPage } from '../features/common/fetchListPage.ts'
import { primeFolders } from '../features/common/folders/folderStore.ts'
import { api } from './services.ts'

/** An answer not taken within this time is dropped: the screen asks afresh (decision 190). */
export const START_ANSWER_TTL_MS = 15_000

const sessionCalls = () =>
  Promise.all([
    api().GET('/api/shareuser/status/'),
    api().GET('/api/core/login-after/'),
    api().GET('/api/core/userinfo/'),
  ])

export type SessionCalls = Awaited<ReturnType<typeof sessionCalls>>

interface Started<T> {
  answer: T
  at: number
}

let session: Started<Promise<SessionCalls>> | null = null
/** The session asked for itself already: a start-up call would come too late to be taken. */
let tooLate = false
let list: Started<{ source: FolderListSource; page: Promise<ListPage> }> | null = null

const fresh = <T>(started: Started<T> | null): started is Started<T> =>
  started !== null && Date.now() - started.at < START_ANSWER_TTL_MS

/** C-LIMIT-9: the page size of login-after when it is one of the offered sizes. */
export function listPageSize(limit: number | undefined): number {
  return (PAGE_SIZES as readonly number[]).includes(limit ?? NaN)
    ? (limit as number)
    : DEFAULT_PAGE_SIZE
}

/** The folder a load of `path` opens, if it is a folder's mailbox screen. */
function openedFolder(path: string): string | null {
  const match = /^\/mailbox\/innerbox\/([^/]+)\/?$/.exec(path)
  return match ? decodeURIComponent(match[1]!) : null
}

/** Sends the start-up calls of a signed-in load of `path` (call once the API client is set). */
export function startSignedInRequests(path: string, search: string): void {
  if (tooLate) return
  const calls = sessionCalls()
  // Kept from rejecting unhandled: the session actor that takes it reports the failure.
  calls.catch(() => undefined)
  session = { answer: calls, at: Date.now() }
  const folder = openedFolder(path)
  if (folder === null) return
  const folders = primeFolders(START_ANSWER_TTL_MS)
  // A view, a page or a deep link in the query changes the first request: left to the list.
  if (search !== '') return
  void Promise.all([calls, folders])
    .then(([[, loginAfter], known]) => {
      const target = known.find((f) => f.raw_name === folder)
      // A locked folder's mail is not asked for before its password was given.
      if (!loginAfter.data || !target || target.is_lock) return
      const source: FolderListSource = {
        kind: 'folder',
        folder,
        sort: 'date',
        order: 'desc',
        view: 'all',
        pageSize: listPageSize(loginAfter.data.page_limit),
      }
      const page = fetchListPage(source, 1)
      page.catch(() => undefined)
      list = { answer: { source, page }, at: Date.now() }
    })
    .catch(() => undefined)
}

/** The session check sent at start, once; undefined when none was sent or it is stale. */
export function takeStartedSession(): Promise<SessionCalls> | undefined {
  const taken = fresh(session) ? session.answer : undefined
  session = null
  return taken
}

/** Asks the server for the session check (the same three calls as at start). */
export function askSession(): Promise<SessionCalls> {
  tooLate = true
  return sessionCalls()
}

/** The first list page sent at start when `source` and `page` are the ones it asked for. */
export function takeStartedListPage(source: ListSource, page: number): Promise<ListPage> | null {
  if (!fresh(list) || page !== 1 || source.kind !== 'folder') return null
  const asked = list.answer.source
  const same = (Object.keys(asked) as (keyof FolderListSource)[]).every(
    (key) => asked[key] === source[key],
  )
  const extra = source.sender || source.subject || source.body
  if (!same || extra) return null
  const taken = list.answer.page
  list = null
  return taken
}

/** Forgets what was sent (tests). */
export function resetStartRequests(): void {
  tooLate = false
  session = null
  list = null
}
