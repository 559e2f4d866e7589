/**
 * File share links over the disks: what a share serves (its files, and the files inside its
 * folders with their path), whether a link still opens (unknown, cancelled, expired, code), and
 * the contract's FileShare view of a record.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type DiskEntryRecord, type FileShareRecord, db } from '../db/index.ts'
import { now } from '../state.ts'
import { canDownload, companyEntry, itemPermission } from './companyAccess.ts'
import { toItem } from './listing.ts'

type FileShare = components['schemas']['FileShare']
type PublicShareFile = components['schemas']['PublicShareFile']
export type ShareRefusalReason = components['schemas']['ShareRefusal']['reason']

/** The link the owner hands out; the client resolves it against the webmail's own origin. */
export const shareLink = (shareKey: string) => `/fileshare?key=${encodeURIComponent(shareKey)}`

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

function randomText(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

export function newShareKey(): string {
  let key: string
  do key = randomText(KEY_ALPHABET, 16)
  while (db.fileShares.findFirst((q) => q.where({ share_key: key })))
  return key
}

/** Four characters without the look-alikes l, o, 0 and 1, as read out over the phone. */
export const newShareCode = () => randomText(CODE_ALPHABET, 4)

export const isExpired = (share: FileShareRecord) =>
  share.expires !== null && Date.parse(share.expires) <= now()

/** An item of the share's disk as its owner sees it now, or undefined (gone, no permission). */
function shareEntry(share: FileShareRecord, id: number): DiskEntryRecord | undefined {
  if (share.source === 'netdisk') {
    return db.diskEntries.findFirst((q) => q.where({ id, disk: 'pfile', owner: share.owner }))
  }
  const entry = companyEntry(id)
  const user = db.users.findFirst((q) => q.where({ username: share.owner_user }))
  return entry && user && canDownload(itemPermission(user, entry)) ? entry : undefined
}

/** The entries the share was made of that still exist (as NetdiskItem). */
export function sharedItems(share: FileShareRecord) {
  return share.file_ids.flatMap((id) => {
    const entry = shareEntry(share, id)
    return entry ? [toItem(entry)] : []
  })
}

/** Every file the link serves: shared files, and files under shared folders with their path. */
export function sharedFiles(share: FileShareRecord): PublicShareFile[] {
  const files: PublicShareFile[] = []
  const seen = new Set<number>()
  const walk = (entry: DiskEntryRecord, path: string) => {
    if (seen.has(entry.id)) return
    seen.add(entry.id)
    if (!entry.is_folder) {
      files.push({ ...toItem(entry), path })
      return
    }
    const inside = path ? `${path}/${entry.name}` : entry.name
    const children = db.diskEntries
      .findMany((q) => q.where({ disk: entry.disk, owner: entry.owner, parent_id: entry.id }))
      .sort((a, b) => Number(a.is_folder) - Number(b.is_folder) || a.name.localeCompare(b.name))
    for (const child of children) {
      const visible = shareEntry(share, child.id)
      if (visible) walk(visible, inside)
    }
  }
  for (const id of share.file_ids) {
    const entry = shareEntry(share, id)
    if (entry) walk(entry, '')
  }
  return files
}

/** Why the link does not open with `code`, or null when it does. Codes ignore case and spaces. */
export function refusalOf(
  share: FileShareRecord | undefined,
  code: string | null | undefined,
): ShareRefusalReason | null {
  if (!share) return 'not_found'
  if (share.cancelled) return 'cancelled'
  if (isExpired(share)) return 'expired'
  if (share.code === '') return null
  const given = (code ?? '').trim().toLowerCase()
  if (given === '') return 'code_required'
  return given === share.code.toLowerCase() ? null : 'wrong_code'
}

export function findShareByKey(shareKey: string | null | undefined) {
  if (!shareKey) return undefined
  return db.fileShares.findFirst((q) => q.where({ share_key: shareKey }))
}

export function toFileShare(share: FileShareRecord): FileShare {
  return {
    id: share.id,
    share_key: share.share_key,
    link: shareLink(share.share_key),
    code: share.code,
    files: sharedItems(share),
    created: share.created,
    expire_at: share.expires,
    download_count: share.download_count,
    source: share.source,
    status: isExpired(share) ? 'expired' : 'active',
  }
}
