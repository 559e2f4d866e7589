/**
 * Who may do what on the company disk (cfile). Grants sit on folders (db.diskPermissions) for a
 * department — which covers its sub-departments — or for one member. The nearest folder with
 * grants decides, from the item up to the root: a caller matching none of them has no access
 * there, whatever the folders above say. Items under no grant at all are open to every member
 * for download (the disk is the organisation's shared shelf). Administrators get everything.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type DiskEntryRecord, type UserRecord, db } from '../db/index.ts'

export type DiskPermissionLevel = components['schemas']['DiskPermissionLevel']

type Capability = 'upload' | 'download' | 'manage' | 'grant'

const CAPABILITIES: Record<DiskPermissionLevel, readonly Capability[]> = {
  upload: ['upload'],
  download: ['download'],
  upload_download: ['upload', 'download'],
  manage: ['upload', 'download', 'manage'],
  all: ['upload', 'download', 'manage', 'grant'],
}

/** Levels from the weakest: the first one covering everything the grants add up to is it. */
const WEAKEST_FIRST: readonly DiskPermissionLevel[] = [
  'upload',
  'download',
  'upload_download',
  'manage',
  'all',
]

const UNGRANTED: DiskPermissionLevel = 'download'

/** The user's department and every department above it. */
function departmentChain(departmentId: number): Set<number> {
  const chain = new Set<number>()
  let id: number | undefined = departmentId
  while (id !== undefined && id !== 0 && !chain.has(id)) {
    chain.add(id)
    id = db.departments.findFirst((q) => q.where({ id }))?.pid
  }
  return chain
}

function combined(levels: readonly DiskPermissionLevel[]): DiskPermissionLevel {
  const granted = new Set(levels.flatMap((level) => CAPABILITIES[level]))
  return (
    WEAKEST_FIRST.find((level) =>
      [...granted].every((capability) => CAPABILITIES[level].includes(capability)),
    ) ?? UNGRANTED
  )
}

export function companyEntry(id: number): DiskEntryRecord | undefined {
  return db.diskEntries.findFirst((q) => q.where({ id, disk: 'cfile' }))
}

/**
 * The caller's permission on a company folder (0 = the root) or on the folder holding a file;
 * null = no access.
 */
export function companyPermission(user: UserRecord, folderId: number): DiskPermissionLevel | null {
  if (user.is_admin) return 'all'
  const departments = departmentChain(user.department_id)
  const seen = new Set<number>()
  let id = folderId
  while (id !== 0 && !seen.has(id)) {
    seen.add(id)
    const grants = db.diskPermissions.findMany((q) => q.where({ folder_id: id }))
    if (grants.length > 0) {
      const mine = grants.filter((g) =>
        g.target_type === 'member' ? g.target === user.username : departments.has(Number(g.target)),
      )
      return mine.length > 0 ? combined(mine.map((g) => g.permission)) : null
    }
    id = companyEntry(id)?.parent_id ?? 0
  }
  return UNGRANTED
}

/** The permission on an item: a folder's own, a file's from the folder holding it. */
export function itemPermission(
  user: UserRecord,
  entry: DiskEntryRecord,
): DiskPermissionLevel | null {
  return companyPermission(user, entry.is_folder ? entry.id : entry.parent_id)
}

export const canDownload = (level: DiskPermissionLevel | null): boolean =>
  level !== null && CAPABILITIES[level].includes('download')

export const canUpload = (level: DiskPermissionLevel | null): boolean =>
  level !== null && CAPABILITIES[level].includes('upload')

/** Creating folders in, and deleting items from, a folder: manage or all there. */
export const canManage = (level: DiskPermissionLevel | null): boolean =>
  level !== null && CAPABILITIES[level].includes('manage')

/** Grants are the disk administrator's alone (§6), whatever a folder's `all` says. */
export const isDiskAdministrator = (user: UserRecord): boolean => user.is_admin
