/**
 * A settings list page's paging (docs/forms.md): the general list paging of
 * src/features/common/list/usePagedList.ts under the name the settings pages use.
 */
import { usePagedList, type PagedList, type ServerPage } from '../../common/list/usePagedList.ts'

export type { ServerPage }

export function usePagedSettingsList<T>(
  loadPage: (page: number, pageSize: number) => Promise<ServerPage<T>>,
  initialPageSize: number,
): PagedList<T> {
  return usePagedList(loadPage, initialPageSize)
}

export type PagedSettingsList<T> = PagedList<T>
