/**
 * "Download all": every attachment of a mail in one zip, made in the browser. fflate is loaded
 * only now (dynamic import), so it stays out of every route's first load.
 */
import { attachmentsZipName, distinctFileNames } from '../../../domain/mail/attachmentFiles.ts'
import {
  fetchAnyAttachment,
  type AttachmentRef,
  type ReviewAttachmentRef,
} from '../readerActions.ts'
import { saveBlob } from '../../common/saveBlob.ts'

export interface ZipEntry {
  name: string
  ref: AttachmentRef | ReviewAttachmentRef
}

/**
 * Fetches the files one after another (a mail's attachments are few; this keeps the server and
 * the memory calm) and saves the zip. False when any file could not be had: no partial zip, and
 * the failed call was already told by the client's middleware.
 */
export async function downloadAllAttachments(
  entries: readonly ZipEntry[],
  subject: string,
  fallbackName: string,
): Promise<boolean> {
  const names = distinctFileNames(entries.map((entry) => entry.name))
  const files: Record<string, Uint8Array> = {}
  for (const [index, entry] of entries.entries()) {
    const blob = await fetchAnyAttachment(entry.ref)
    if (!blob) return false
    files[names[index]!] = new Uint8Array(await blob.arrayBuffer())
  }
  const { zipSync } = await import('fflate')
  // Names are UTF-8 (fflate sets the flag), so Chinese names survive in every current unzipper.
  const zipped = zipSync(files, { level: 6 })
  saveBlob(
    new Blob([zipped], { type: 'application/zip' }),
    attachmentsZipName(subject, fallbackName),
  )
  return true
}
