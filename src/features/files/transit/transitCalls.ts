/**
 * The transit area's calls (netdisk family of openapi.yaml): one page of the parked files with
 * their expiry, deleting one or several, and one file's bytes.
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { fail, ownSaveErrors, rejectionOf } from '../../common/forms/settingsCalls.ts'
import type { ServerPage } from '../../common/list/usePagedList.ts'

export type TransitFile = components['schemas']['NetdiskItem']

export async function loadTransitFiles(
  search: string,
  page: number,
  pageSize: number,
): Promise<ServerPage<TransitFile>> {
  const { data, error } = await api().GET('/api/netdisk/transit/', {
    params: { query: { page, page_size: pageSize, ...(search ? { search } : {}) } },
  })
  return data ?? fail(error)
}

/** Rejects with the server's words (a file that expired meanwhile) or an Error. */
export async function deleteTransitFiles(ids: readonly number[]): Promise<void> {
  const { error, response } = await api().POST('/api/netdisk/transit/delete/', {
    body: { ids: [...ids] },
    ...ownSaveErrors,
  })
  if (error !== undefined || !response.ok) throw rejectionOf(error, {})
}

/** The file's bytes; null when refused (the client's toast has told why, e.g. expired). */
export async function fetchTransitFile(id: number): Promise<Blob | null> {
  const { data } = await api().GET('/api/netdisk/transit/{id}/download/', {
    params: { path: { id } },
    parseAs: 'blob',
  })
  return data ?? null
}
