/**
 * The one way a settings list page pages its server rows (docs/forms.md): the page and page size,
 * the `{count, results}` page of the contract loaded for them (useLoad: a plain read that keeps
 * the last page on screen while the next loads), and the page count. A page past the end after
 * rows went away moves back to the last page. `query` (primitives: a group, a search text) is
 * what else the rows depend on; a new query starts again from page 1.
 */
import { useState } from 'react'
import { useLoad } from '../../../app/useLoad.ts'

export interface ServerPage<T> {
  count: number
  results: T[]
}

export function usePagedSettingsList<T>(
  loadPage: (page: number, pageSize: number) => Promise<ServerPage<T>>,
  initialPageSize: number,
  query: readonly (string | number | boolean)[] = [],
) {
  const queryKey = JSON.stringify(query)
  const [paging, setPaging] = useState({ queryKey, page: 1 })
  const page = paging.queryKey === queryKey ? paging.page : 1
  const setPage = (next: number) => setPaging({ queryKey, page: next })
  const [pageSize, setPageSize] = useState(initialPageSize)
  const loaded = useLoad(() => loadPage(page, pageSize), [page, pageSize, queryKey])
  const count = loaded.data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / pageSize))
  if (loaded.data && !loaded.loading && page > pageCount) setPage(pageCount)
  return {
    rows: loaded.data?.results ?? [],
    count,
    page,
    pageSize,
    pageCount,
    /** Nothing to show yet: the first load runs. */
    loading: loaded.data === undefined && !loaded.failed,
    /** The last load failed; the list says so with a retry rather than show stale rows. */
    loadFailed: loaded.failed,
    retry: loaded.reload,
    goTo: (next: number) => setPage(Math.min(Math.max(1, next), pageCount)),
    changePageSize: (size: number) => {
      setPageSize(size)
      setPage(1)
    },
  }
}

export type PagedSettingsList<T> = ReturnType<typeof usePagedSettingsList<T>>
