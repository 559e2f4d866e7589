/** The self-query centre's calls: one page of login, send, receive or delete records. */
import type { components } from '../../api/schema.gen.ts'
import { api } from '../../app/services.ts'
import type { SelfQueryKind, SelfQuerySearch } from '../../domain/selfQuery/selfQuerySearch.ts'
import { fail } from '../common/forms/settingsCalls.ts'
import type { ServerPage } from '../common/list/usePagedList.ts'

export type LoginRecord = components['schemas']['LoginRecord']
export type MailLogRecord = components['schemas']['MailLogRecord']
export type MailRecordKind = Exclude<SelfQueryKind, 'login'>

/** Records are many and short: the middle of the pager's sizes (R-LIST-7). */
export const SELF_QUERY_PAGE_SIZE = 20

const MAIL_PATHS = {
  send: '/api/logs/send/',
  receive: '/api/logs/receive/',
  delete: '/api/logs/delete/',
} as const

const queryOf = (filters: SelfQuerySearch, page: number, pageSize: number) => ({
  page,
  page_size: pageSize,
  ...(filters.start ? { start: filters.start } : {}),
  ...(filters.end ? { end: filters.end } : {}),
  ...(filters.q ? { search: filters.q } : {}),
})

export async function loadLoginRecords(
  filters: SelfQuerySearch,
  page: number,
  pageSize: number,
): Promise<ServerPage<LoginRecord>> {
  const query = queryOf(filters, page, pageSize)
  const { data, error } = await api().GET('/api/logs/login/', { params: { query } })
  return data ?? fail(error)
}

export async function loadMailRecords(
  kind: MailRecordKind,
  filters: SelfQuerySearch,
  page: number,
  pageSize: number,
): Promise<ServerPage<MailLogRecord>> {
  const query = queryOf(filters, page, pageSize)
  const { data, error } = await api().GET(MAIL_PATHS[kind], { params: { query } })
  return data ?? fail(error)
}
