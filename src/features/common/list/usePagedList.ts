/**
 * The one way a list page pages its server rows (docs/forms.md): the page and page size, the
 * `{count, results}` page of the contract loaded for them (useLoad: a plain read that keeps the
 * last page on screen while the next loads), and the page count. A page past the end after rows
 * went away moves back to the last page. `filterKey` names what else the rows depend on (a
 * group, a department, a submitted search): when it changes the list reloads from page 1.
 * Settings lists use it as usePagedSettingsList; the /contact books use it directly.
 */
import { useState } from 'react'
import { useLoad } from '../../../app/useLoad.ts'

export interface ServerPage<T> {
  count: number
  results: T[]
}

export function usePagedList<T>(
  loadPage: (page: number, pageSize: number) => Promise<ServerPage<T>>,
  initialPageSize: number,
  filterKey = '',
) {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(initialPageSize)
  const [pagedFor, setPagedFor] = useState(filterKey)
  if (pagedFor !== filterKey) {
    setPagedFor(filterKey)
    setPage(1)
  }
  const loaded = useLoad(() => loadPage(page, pageSize), [page, pageSize, filterKey])
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
    /** A newer page, filter or retry is being read (the last rows stay on screen meanwhile). */
    refreshing: loaded.loading,
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

export type PagedList<T> = ReturnType<typeof usePagedList<T>>
