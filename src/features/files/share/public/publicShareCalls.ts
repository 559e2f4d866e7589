/**
 * The /fileshare page's calls. Both paths are in NO_TOKEN_PATHS (R-CALL-2), so the client sends
 * them without the token whether or not the visitor is signed in, and lets them out with no
 * session at all. The page words every refusal itself (ownErrors: no toast).
 */
import type { OpenShareInput } from '../../../../../machines/file-share-access/index.ts'
import { ownErrors } from '../../../../api/client.ts'
import type { components } from '../../../../api/schema.gen.ts'
import { api } from '../../../../app/services.ts'

export type PublicShare = components['schemas']['PublicShare']
export type PublicShareFile = components['schemas']['PublicShareFile']

/** A refusal body becomes `{reason}` (the machine's ShareRefusalError); anything else an Error. */
function refusal(error: unknown): Error | { reason: string } {
  const reason = (error as { reason?: unknown } | undefined)?.reason
  return typeof reason === 'string' ? { reason } : new Error('share request failed')
}

export async function openPublicShare(
  { shareKey, code }: OpenShareInput,
  signal?: AbortSignal,
): Promise<PublicShare> {
  const { data, error } = await api().POST('/api/netdisk/netdisks/share/', {
    body: { share_key: shareKey, ...(code ? { code } : {}) },
    middleware: [ownErrors],
    signal,
  })
  if (data) return data
  throw refusal(error)
}

export async function downloadPublicFile(
  shareKey: string,
  code: string,
  fileId: number,
): Promise<Blob> {
  const { data, error } = await api().GET('/api/netdisk/netdisks/download-share/', {
    params: { query: { share_key: shareKey, file_id: fileId, ...(code ? { code } : {}) } },
    parseAs: 'blob',
    middleware: [ownErrors],
  })
  if (data) return data
  throw refusal(error)
}

/** Every file in one zip made in the browser (the contract has no zip call), folders kept. */
export async function zipPublicFiles(
  shareKey: string,
  code: string,
  files: readonly PublicShareFile[],
): Promise<Blob> {
  const { downloadZip } = await import('client-zip')
  const entries = []
  for (const file of files) {
    const input = await downloadPublicFile(shareKey, code, file.id)
    entries.push({ name: file.path ? `${file.path}/${file.name}` : file.name, input })
  }
  return downloadZip(entries).blob()
}
