/**
 * Disk uploads not finished when the page went away (issue 15 "resume after a reload"). The
 * server keeps the chunks it received, by the file's md5; the browser cannot read a picked File
 * again after a reload, so each unfinished file is remembered here (name, size, md5 once hashed,
 * the folder it was going to) and, as Gmail and OneDrive do, the user picks the same file again:
 * it must match by name, size and md5, and then only the missing chunks travel (decision 264).
 * One localStorage entry per account and disk. Kept free of React.
 */
import type { DiskKind } from '../../../domain/files/disk.ts'

export interface UnfinishedUpload {
  name: string
  size: number
  /** Known once the file was hashed: before that no chunk can have reached the server. */
  md5: string | null
  folderId: number
}

const PREFIX = 'webmail.diskUploads.'
const keyOf = (account: string, disk: DiskKind) => `${PREFIX}${encodeURIComponent(account)}.${disk}`

/** One row per file and destination. */
export const unfinishedKey = (u: Pick<UnfinishedUpload, 'name' | 'size' | 'folderId'>) =>
  `${u.folderId}/${u.size}/${u.name}`

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Storage switched off (privacy mode): uploads work, they are simply not offered again.
    return null
  }
}

function isUnfinished(value: unknown): value is UnfinishedUpload {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.name === 'string' &&
    typeof v.size === 'number' &&
    typeof v.folderId === 'number' &&
    (v.md5 === null || typeof v.md5 === 'string')
  )
}

export function readUnfinished(account: string, disk: DiskKind): UnfinishedUpload[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(keyOf(account, disk)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isUnfinished) : []
  } catch {
    return []
  }
}

export function writeUnfinished(
  account: string,
  disk: DiskKind,
  uploads: readonly UnfinishedUpload[],
): void {
  const store = storage()
  if (!store) return
  try {
    if (uploads.length === 0) store.removeItem(keyOf(account, disk))
    else store.setItem(keyOf(account, disk), JSON.stringify(uploads))
  } catch {
    // Quota: the list is small; losing it only means no offer after a reload.
  }
}

/** Why a picked file is not the unfinished one; null = the same file. */
export function mismatchOf(
  unfinished: UnfinishedUpload,
  picked: { name: string; size: number },
  pickedMd5: string | null,
): 'nameOrSize' | 'content' | null {
  if (picked.name !== unfinished.name || picked.size !== unfinished.size) return 'nameOrSize'
  if (unfinished.md5 !== null && pickedMd5 !== null && pickedMd5 !== unfinished.md5)
    return 'content'
  return null
}
