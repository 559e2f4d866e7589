/** /setting/zhaohui's call: listRecallLogs, one page of the recall log. */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail } from '../../common/forms/settingsCalls.ts'

export type RecallLog = components['schemas']['RecallLog']
export type RecallLogPage = components['schemas']['RecallLogPage']

/** The log's page size (C-LIMIT-9's list sizes; the log is short, so the smallest). */
export const RECALL_LOG_PAGE_SIZE = 10

export async function loadRecallLogs(page: number, pageSize: number): Promise<RecallLogPage> {
  const { data, error } = await api().GET('/api/setting/recall-logs/', {
    params: { query: { page, page_size: pageSize } },
  })
  return data ?? fail(error)
}
