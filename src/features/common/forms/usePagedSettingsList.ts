/**
 * A settings (or personal-book) list page's paging (docs/forms.md): the general list paging of
 * src/features/common/list/usePagedList.ts under the name these pages use. `query` (primitives:
 * a group, a search text) is what else the rows depend on; a new query starts again from page 1.
 */
import { usePagedList, type PagedList, type ServerPage } from '../list/usePagedList.ts'

export type { ServerPage }

export function usePagedSettingsList<T>(
  loadPage: (page: number, pageSize: number) => Promise<ServerPage<T>>,
  initialPageSize: number,
  query: readonly (string | number | boolean)[] = [],
): PagedList<T> {
  return usePagedList(loadPage, initialPageSize, JSON.stringify(query))
}

export type PagedSettingsList<T> = PagedList<T>
