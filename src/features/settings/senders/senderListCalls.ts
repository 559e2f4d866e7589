/**
 * The white and black lists' calls (listSenderList, addSenderListEntry,
 * deleteSenderListEntries). The list page runs them through the one settings resource: its
 * "save" is the change the user asked for (add one entry, delete the ticked ones), after which
 * the list is loaded again.
 */
import type { components } from '../../../api/schema.gen.ts'
import type { SenderListKind } from '../../../domain/settings/index.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type SenderListPage = components['schemas']['SenderListPage']
export type SenderListEntry = components['schemas']['SenderListEntry']

/** A personal list is short; one page holds it (decisions.md #178). */
export const SENDER_LIST_PAGE_SIZE = 500

export type SenderListChange = { op: 'add'; email: string } | { op: 'delete'; ids: number[] }

export async function loadSenderList(
  kind: SenderListKind,
  search: string,
  signal: AbortSignal,
): Promise<SenderListPage> {
  const { data, error } = await api().GET('/api/setting/senderlist/', {
    params: { query: { action: kind, search, page: 1, page_size: SENDER_LIST_PAGE_SIZE } },
    signal,
  })
  return data ?? fail(error)
}

export async function changeSenderList(
  kind: SenderListKind,
  change: SenderListChange,
  signal: AbortSignal,
): Promise<undefined> {
  if (change.op === 'add') {
    const { error } = await api().POST('/api/setting/senderlist/', {
      body: { email: change.email, action: kind },
      signal,
      ...ownSaveErrors,
    })
    if (error !== undefined) throw rejectionOf(error, sameNames('email'))
    return undefined
  }
  const { error, response } = await api().POST('/api/setting/senderlist/delete/', {
    body: { ids: change.ids },
    signal,
    ...ownSaveErrors,
  })
  if (error !== undefined || !response.ok) throw rejectionOf(error, {})
  return undefined
}
