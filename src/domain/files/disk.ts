/**
 * The disk pages' rules, with no React and no I/O (issue 15): what each company permission
 * allows (spec §6), the order of a folder's list (folders first, then the chosen column), the
 * name rule of a new folder or a rename, and range / toggle selection.
 */
import { FOLDER_NAME_MAX } from '../constants.ts'

export type DiskKind = 'pfile' | 'cfile'
export type DiskPermission = 'all' | 'manage' | 'upload' | 'download' | 'upload_download'

export interface DiskItem {
  id: number
  name: string
  nettype: 'folder' | 'file'
  size: number
  file_type?: string
  folder_id: number
  updated: string
  permission?: DiskPermission
}

/** What the user may do with an item (or in a folder). */
export interface DiskAbilities {
  upload: boolean
  download: boolean
  /** New folder, rename, move, delete. */
  manage: boolean
  /** The disk administrator's "Permissions". */
  grant: boolean
}

const NONE: DiskAbilities = { upload: false, download: false, manage: false, grant: false }
const ALL: DiskAbilities = { upload: true, download: true, manage: true, grant: true }

/** Spec §6: the personal disk is all the owner's; a company item's permission decides there. */
export function abilitiesOf(disk: DiskKind, permission: DiskPermission | undefined): DiskAbilities {
  if (disk === 'pfile') return ALL
  switch (permission) {
    case 'all':
      return ALL
    case 'manage':
      return { upload: true, download: true, manage: true, grant: false }
    case 'upload_download':
      return { ...NONE, upload: true, download: true }
    case 'upload':
      return { ...NONE, upload: true }
    case 'download':
      return { ...NONE, download: true }
    default:
      return NONE
  }
}

/** What every one of `items` allows (nothing for an empty list). */
export function commonAbilities(
  disk: DiskKind,
  items: readonly Pick<DiskItem, 'permission'>[],
): DiskAbilities {
  if (items.length === 0) return NONE
  return items
    .map((item) => abilitiesOf(disk, item.permission))
    .reduce((a, b) => ({
      upload: a.upload && b.upload,
      download: a.download && b.download,
      manage: a.manage && b.manage,
      grant: a.grant && b.grant,
    }))
}

export type DiskSortKey = 'name' | 'size' | 'type' | 'updated'
export type SortOrder = 'asc' | 'desc'

const collator = new Intl.Collator(['zh-Hans-CN', 'en'], { numeric: true })

export function typeOf(item: Pick<DiskItem, 'nettype' | 'name' | 'file_type'>): string {
  if (item.nettype === 'folder') return ''
  const dot = item.name.lastIndexOf('.')
  return dot > 0 ? item.name.slice(dot + 1).toLowerCase() : (item.file_type ?? '')
}

/** Folders always come first, whatever the order; ties go by name. */
export function sortDiskItems<T extends DiskItem>(
  items: readonly T[],
  key: DiskSortKey,
  order: SortOrder,
): T[] {
  const sign = order === 'asc' ? 1 : -1
  const byKey = (a: T, b: T): number => {
    switch (key) {
      case 'size':
        return a.size - b.size
      case 'type':
        return collator.compare(typeOf(a), typeOf(b))
      case 'updated':
        return Date.parse(a.updated) - Date.parse(b.updated)
      default:
        return 0
    }
  }
  return [...items].sort((a, b) => {
    const folders = Number(b.nettype === 'folder') - Number(a.nettype === 'folder')
    if (folders !== 0) return folders
    return sign * (byKey(a, b) || collator.compare(a.name, b.name))
  })
}

export const DISK_FILE_NAME_MAX = 255

export type DiskNameError = 'nameRequired' | 'folderNameTooLong' | 'fileNameTooLong' | 'nameSlash'

/** The name of a new folder or a rename, trimmed: the server's rule, checked before the call. */
export function validateDiskName(raw: string, isFolder: boolean): DiskNameError | null {
  const name = raw.trim()
  if (name === '') return 'nameRequired'
  const length = Array.from(name).length
  if (isFolder && length > FOLDER_NAME_MAX) return 'folderNameTooLong'
  if (!isFolder && length > DISK_FILE_NAME_MAX) return 'fileNameTooLong'
  return /[/\\]/.test(name) ? 'nameSlash' : null
}

export interface DiskSelection {
  ids: ReadonlySet<number>
  /** Where a shift-click range starts. */
  anchor: number | null
}

export const NO_SELECTION: DiskSelection = { ids: new Set(), anchor: null }

/**
 * A click on row `id` of `order` (the ids as shown): alone it selects only that row, with ctrl
 * (or ⌘) it toggles it, with shift it selects the range from the anchor.
 */
export function clickSelect(
  selection: DiskSelection,
  order: readonly number[],
  id: number,
  modifiers: { shift: boolean; toggle: boolean },
): DiskSelection {
  if (modifiers.shift && selection.anchor !== null) {
    const from = order.indexOf(selection.anchor)
    const to = order.indexOf(id)
    if (from >= 0 && to >= 0) {
      const range = order.slice(Math.min(from, to), Math.max(from, to) + 1)
      const ids = modifiers.toggle ? new Set([...selection.ids, ...range]) : new Set(range)
      return { ids, anchor: selection.anchor }
    }
  }
  if (modifiers.toggle) return toggleSelect(selection, id)
  return { ids: new Set([id]), anchor: id }
}

/** The row's checkbox: toggles that row and keeps the others. */
export function toggleSelect(selection: DiskSelection, id: number): DiskSelection {
  const ids = new Set(selection.ids)
  if (ids.has(id)) ids.delete(id)
  else ids.add(id)
  return { ids, anchor: id }
}
