/**
 * Previous / next through a list as the user saw it (R-READ-4). The
 * live list can move under the reader: in the unread view, opening a mail marks it read and it
 * leaves the list, so the mail after it slides into its place. Stepping by index alone then skips
 * every other mail. Each step therefore re-anchors on the current mail: still listed → its
 * neighbour; gone → it is remembered in `cursor.left` at its position, and the mail now in its
 * place is the next one. Mails that left are visited again from `left`, without a request.
 *
 * A reader without a list (deep link, new-mail card) finds its mail in the folder's default list
 * (date, newest first), so previous / next work there too.
 */
import type {
  FolderListSource,
  LeftMail,
  ListCursor,
  ListPage,
  ListSource,
} from '../../domain/mail/listSource.ts'
import { fetchListPage } from '../common/fetchListPage.ts'
import { listTime } from '../../domain/format/dateGroup.ts'

export type FetchPage = (source: ListSource, page: number) => Promise<ListPage>

export interface CurrentMail {
  folder: string
  uid: number
  subject: string
}

export interface WalkTarget extends CurrentMail {
  cursor: ListCursor
}

/** The step found no mail where the list promised one: it shrank; the caller reloads it. */
export const LIST_SHRANK = 'shrank'

export const positionOf = (cursor: ListCursor) =>
  (cursor.page - 1) * cursor.source.pageSize + cursor.index

/** The previous / next button is enabled (the spec's first-of-first / last-of-last rule). */
export function canStep(cursor: ListCursor | undefined, step: -1 | 1): boolean {
  if (!cursor) return false
  const target = positionOf(cursor) + step
  return target >= 0 && target < cursor.count
}

const leftBefore = (left: readonly LeftMail[], position: number) =>
  left.filter((mail) => mail.position < position).length

function at(source: ListSource, position: number, count: number, left: readonly LeftMail[]) {
  return {
    source,
    page: Math.floor(position / source.pageSize) + 1,
    index: position % source.pageSize,
    count,
    ...(left.length > 0 ? { left } : {}),
  }
}

/**
 * The mail one step from `current` and the cursor it will have; null at either end; LIST_SHRANK
 * when the list no longer reaches as far as it did.
 */
export async function walk(
  cursor: ListCursor,
  current: CurrentMail,
  step: -1 | 1,
  fetchPage: FetchPage = fetchListPage,
): Promise<WalkTarget | typeof LIST_SHRANK | null> {
  if (!canStep(cursor, step)) return null
  const { source } = cursor
  const size = source.pageSize
  const pages = new Map<number, Promise<ListPage>>()
  const pageOf = (page: number) => {
    const cached = pages.get(page) ?? fetchPage(source, page)
    pages.set(page, cached)
    return cached
  }
  const position = positionOf(cursor)
  let left = cursor.left ?? []
  // Where the current mail is (or, once gone, where the mail after it now is) in the live list.
  const expected = position - leftBefore(left, position)
  let next = expected
  let previous = expected - 1
  if (!left.some((mail) => mail.position === position)) {
    const page = Math.floor(expected / size) + 1
    const items = (await pageOf(page)).items
    const found = items.findIndex((i) => i.uid === current.uid && i.raw_name === current.folder)
    if (found >= 0) {
      next = (page - 1) * size + found + 1
      previous = next - 2
    } else {
      left = [...left, { position, ...current }].sort((a, b) => a.position - b.position)
    }
  }

  const target = position + step
  const visited = left.find((mail) => mail.position === target)
  if (visited) {
    const { position: _position, ...mail } = visited
    return { ...mail, cursor: at(source, target, cursor.count, left) }
  }
  const live = step > 0 ? next : previous
  if (live < 0) return LIST_SHRANK
  const fetched = await pageOf(Math.floor(live / size) + 1)
  const item = fetched.items[live % size]
  if (!item) return LIST_SHRANK
  return {
    folder: item.raw_name,
    uid: item.uid,
    subject: item.subject,
    cursor: at(source, target, fetched.count + left.length, left),
  }
}

/** Probes at most this many pages: enough for a binary search over millions of mails. */
const MAX_PROBES = 24

type SortKey = readonly [time: number, uid: number]
const compareKeys = (a: SortKey, b: SortKey) => a[0] - b[0] || a[1] - b[1]

/**
 * The cursor of a mail in `source` (a folder sorted by date, newest first), found by a binary
 * search over pages on (listTime, uid) — the order the server pages by. Page 1 first: a
 * deep-linked mail is usually new. Null when the mail is not in the list.
 */
export async function locate(
  source: FolderListSource,
  mail: { uid: number; date: string; internaldate: string },
  fetchPage: FetchPage = fetchListPage,
): Promise<ListCursor | null> {
  const wanted: SortKey = [listTime(mail), mail.uid]
  let page = 1
  let fetched = await fetchPage(source, page)
  const pageCount = Math.max(1, Math.ceil(fetched.count / source.pageSize))
  let low = 1
  let high = pageCount
  for (let probe = 0; probe < MAX_PROBES; probe++) {
    const { items } = fetched
    const index = items.findIndex((item) => item.uid === mail.uid)
    if (index >= 0) return { source, page, index, count: fetched.count }
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return null
    if (compareKeys(wanted, [listTime(first), first.uid]) > 0) high = page - 1
    else if (compareKeys(wanted, [listTime(last), last.uid]) < 0) low = page + 1
    else return null
    if (low > high) return null
    page = Math.floor((low + high) / 2)
    fetched = await fetchPage(source, page)
  }
  return null
}
