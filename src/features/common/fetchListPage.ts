/**
 * Reads one page of a list source (listSource.ts): a folder page or a search-result page. The
 * contract's rows are returned as the list's own ListRow type, which keeps that type honest.
 */
import { api } from '../../app/services.ts'
import type { ListPage, ListSource } from '../../domain/mail/listSource.ts'

export async function fetchListPage(source: ListSource, page: number): Promise<ListPage> {
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
