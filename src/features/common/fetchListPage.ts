/**
 * Reads one page of a list source (listSource.ts): a folder page or a search-result page. The
 * contract's rows are returned as the list's own ListRow type, which keeps that type honest.
 *
 * A page can be asked for ahead (prefetchListPage): the pointer going down on a folder starts
 * the read while the click, the route change and the new list's first render run; the list's
 * loader then takes that read instead of asking again. A list read changes nothing on the
 * server, so it may start before the click completes.
 */
import { api } from '../../app/services.ts'
import type { ListPage, ListSource } from '../../domain/mail/listSource.ts'

async function requestListPage(source: ListSource, page: number): Promise<ListPage> {
  if (source.kind === 'folder') {
    const { folder, sort, order, view, sender, subject, body, pageSize } = source
    const { data, error } = await api().GET('/api/mail/messages/', {
      params: {
        query: { folder, page, page_size: pageSize, sort, order, view, sender, subject, body },
      },
    })
    if (error || !data) throw new Error('listMessages failed')
    return { count: data.count, unseen: data.unseen, items: data.results }
  }
  const { data, error } = await api().GET('/api/mail/search/', {
    params: { query: { ...source.params, page, page_size: source.pageSize } },
  })
  if (error || !data) throw new Error('searchMail failed')
  return { count: data.count, items: data.results }
}

/** A page read ahead is used only this soon after it started (the list would be stale). */
export const LIST_PREFETCH_KEPT_MS = 3_000

const started = new Map<string, { at: number; page: Promise<ListPage> }>()

function keyOf(source: ListSource, page: number): string {
  const fields = Object.entries(source).filter(([, value]) => value !== undefined)
  return JSON.stringify([page, fields.sort(([a], [b]) => (a < b ? -1 : 1))])
}

/** Starts reading a page the next list will ask for. */
export function prefetchListPage(source: ListSource, page: number, now = Date.now()): void {
  for (const [key, entry] of started)
    if (now - entry.at > LIST_PREFETCH_KEPT_MS) started.delete(key)
  const key = keyOf(source, page)
  if (started.has(key)) return
  let read: Promise<ListPage>
  try {
    read = requestListPage(source, page)
  } catch {
    // No client (a screen rendered without the app's services): the list asks for itself.
    return
  }
  // The list that takes it sees a failure; one nobody takes must not be an unhandled rejection.
  read.catch(() => undefined)
  started.set(key, { at: now, page: read })
}

/** One page of `source`: the read started ahead for it when there is a fresh one, else a new one. */
export function fetchListPage(
  source: ListSource,
  page: number,
  now = Date.now(),
): Promise<ListPage> {
  const key = keyOf(source, page)
  const entry = started.get(key)
  if (entry) started.delete(key)
  if (entry && now - entry.at <= LIST_PREFETCH_KEPT_MS) return entry.page
  return requestListPage(source, page)
}
