/**
 * One folder of the personal disk (pfile, the mailbox's own) or of the company disk (cfile,
 * shared): its items as the contract's NetdiskItem, folders first then by name, with the
 * breadcrumb from the root. Company items carry the caller's permission; those without any
 * are left out.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type DiskEntryRecord, type UserRecord, db } from '../db/index.ts'
import { extensionOf } from '../mail/attachmentContent.ts'
import { type DiskPermissionLevel, itemPermission } from './companyAccess.ts'

type NetdiskItem = components['schemas']['NetdiskItem']
type FolderCrumb = components['schemas']['FolderCrumb']

/** The disks a folder listing reads, with whose items they are. */
export type ListedDisk = { disk: 'pfile'; owner: string } | { disk: 'cfile'; user: UserRecord }

const collator = new Intl.Collator('zh-Hans-CN', { numeric: true })

const ownerOf = (place: ListedDisk) => (place.disk === 'pfile' ? place.owner : '')

/** The entry of a folder of that disk, or undefined (0, the root, has none). */
export function folderEntry(place: ListedDisk, id: number): DiskEntryRecord | undefined {
  const entry = db.diskEntries.findFirst((q) =>
    q.where({ id, disk: place.disk, owner: ownerOf(place) }),
  )
  return entry?.is_folder ? entry : undefined
}

/** The file of that disk, or undefined (folders and other disks' files are not files here). */
export function fileEntry(place: ListedDisk, id: number): DiskEntryRecord | undefined {
  const entry = db.diskEntries.findFirst((q) =>
    q.where({ id, disk: place.disk, owner: ownerOf(place) }),
  )
  return entry && !entry.is_folder ? entry : undefined
}

/** Root to `folderId`, both ends included; the root itself is not a crumb. */
export function breadcrumb(place: ListedDisk, folderId: number): FolderCrumb[] {
  const crumbs: FolderCrumb[] = []
  const seen = new Set<number>()
  let folder = folderEntry(place, folderId)
  while (folder && !seen.has(folder.id)) {
    seen.add(folder.id)
    crumbs.unshift({ id: folder.id, name: folder.name })
    folder = folderEntry(place, folder.parent_id)
  }
  return crumbs
}

export function toItem(entry: DiskEntryRecord, permission?: DiskPermissionLevel): NetdiskItem {
  const type = entry.is_folder ? '' : extensionOf(entry.name) || entry.content_type
  return {
    id: entry.id,
    name: entry.name,
    nettype: entry.is_folder ? 'folder' : 'file',
    size: entry.is_folder ? 0 : entry.size,
    ...(type ? { file_type: type } : {}),
    folder_id: entry.parent_id,
    updated: entry.created,
    ...(permission ? { permission } : {}),
  }
}

/** The items of one folder the caller may see, filtered by `search` (lower-cased, '' = all). */
export function folderItems(place: ListedDisk, folderId: number, search: string): NetdiskItem[] {
  const entries = db.diskEntries
    .findMany((q) => q.where({ disk: place.disk, owner: ownerOf(place), parent_id: folderId }))
    .filter((e) => search === '' || e.name.toLowerCase().includes(search))
    .sort((a, b) => Number(b.is_folder) - Number(a.is_folder) || collator.compare(a.name, b.name))
  if (place.disk === 'pfile') return entries.map((e) => toItem(e))
  return entries.flatMap((entry) => {
    const permission = itemPermission(place.user, entry)
    return permission ? [toItem(entry, permission)] : []
  })
}
