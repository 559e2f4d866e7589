/**
 * The company disk's writes: folders, deletion and the per-folder grants (§6). Creating a folder
 * or deleting needs manage or all on the folder it happens in (the root: only the disk
 * administrator, whom companyAccess gives all); grants are the administrator's alone. A grant
 * is stored by department id or by username; the contract speaks of integer target ids, the
 * member's being the directory's id (contactQueries.memberId).
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type DiskEntryRecord, type DiskPermissionRecord, db } from '../db/index.ts'
import {
  canManage,
  companyEntry,
  companyPermission,
  isDiskAdministrator,
} from '../disk/companyAccess.ts'
import { folderEntry } from '../disk/listing.ts'
import { now } from '../state.ts'
import { memberId } from './contactQueries.ts'
import { type AuthContext, checkAuth, departmentName, http } from './http.ts'
import { durable, invalid } from './mailCommon.ts'
import { diskRefusal } from './netdiskCompany.texts.ts'
import { forgetUploadedContent } from './upload.targets.ts'

type DiskPermission = components['schemas']['DiskPermission']
type Level = DiskPermissionRecord['permission']

const LEVELS: readonly Level[] = ['all', 'manage', 'upload', 'download', 'upload_download']

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => Number.isInteger(v))

function memberById(id: number) {
  return db.users.all().find((u) => u.is_active && memberId(u) === id)
}

function permissionJson(grant: DiskPermissionRecord): DiskPermission {
  const member =
    grant.target_type === 'member'
      ? db.users.findFirst((q) => q.where({ username: grant.target }))
      : undefined
  return {
    id: grant.id,
    folder_id: grant.folder_id,
    target_type: grant.target_type === 'member' ? 'member' : 'dept',
    target_id: member ? memberId(member) : Number(grant.target),
    target_name: member ? member.realname : departmentName(Number(grant.target)),
    permission: grant.permission,
  }
}

/** The folder and everything under it. */
function subtree(root: DiskEntryRecord): DiskEntryRecord[] {
  const out = [root]
  for (let i = 0; i < out.length; i++) {
    if (!out[i]!.is_folder) continue
    out.push(...db.diskEntries.findMany((q) => q.where({ disk: 'cfile', parent_id: out[i]!.id })))
  }
  return out
}

const companyFolder = (auth: AuthContext, id: number) =>
  folderEntry({ disk: 'cfile', user: auth.user }, id)

/** The administrator check every grant call starts with: 403, or null to go on. */
const notAdministrator = (auth: AuthContext) =>
  isDiskAdministrator(auth.user) ? null : diskRefusal(403, 'notAdministrator', auth.lang)

interface GrantInput {
  folder_id?: unknown
  target_type?: unknown
  target_id?: unknown
  permission?: unknown
}

/** The stored target of a valid grant input, or the fields that are wrong. */
function grantTarget(
  auth: AuthContext,
  body: GrantInput,
): { type: 'department' | 'member'; target: string } | string[] {
  const bad: string[] = []
  const folderId = body.folder_id
  if (!Number.isInteger(folderId) || !companyFolder(auth, folderId as number)) bad.push('folder_id')
  if (!LEVELS.includes(body.permission as Level)) bad.push('permission')
  const id = Number.isInteger(body.target_id) ? (body.target_id as number) : NaN
  if (body.target_type === 'dept') {
    if (!db.departments.findFirst((q) => q.where({ id }))) bad.push('target_id')
    return bad.length > 0 ? bad : { type: 'department', target: String(id) }
  }
  if (body.target_type === 'member') {
    const member = memberById(id)
    if (!member) bad.push('target_id')
    return bad.length > 0 || !member ? bad : { type: 'member', target: member.username }
  }
  return [...bad, 'target_type']
}

export const netdiskCompanyHandlers = [
  http.post('/api/netdisk/company/folder/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = (await request.json().catch(() => null)) as {
      name?: unknown
      folder_id?: unknown
    } | null
    const parentId = body?.folder_id
    if (
      !Number.isInteger(parentId) ||
      (parentId !== 0 && !companyFolder(auth, parentId as number))
    ) {
      return response.untyped(invalid(auth, 'folder_id'))
    }
    const name = typeof body?.name === 'string' ? body.name.trim() : ''
    if (!name) return response.untyped(diskRefusal(400, 'emptyName', auth.lang))
    const permission = companyPermission(auth.user, parentId as number)
    if (!canManage(permission)) return response.untyped(diskRefusal(403, 'noManage', auth.lang))
    const clash = db.diskEntries.findFirst((q) =>
      q.where({ disk: 'cfile', parent_id: parentId as number, name, is_folder: true }),
    )
    if (clash) return response.untyped(diskRefusal(400, 'folderExists', auth.lang))
    const id = db.diskEntries.all().reduce((max, e) => Math.max(max, e.id), 0) + 1
    const created = new Date(now()).toISOString()
    await db.diskEntries.create({
      disk: 'cfile',
      owner: '',
      id,
      parent_id: parentId as number,
      name,
      is_folder: true,
      size: 0,
      content_type: '',
      created,
      expires: null,
    })
    await durable()
    return response(200).json({
      id,
      name,
      nettype: 'folder',
      size: 0,
      folder_id: parentId as number,
      updated: created,
      // The new folder has no grants of its own: the parent's decide.
      permission: companyPermission(auth.user, id) ?? 'download',
    })
  }),

  http.post('/api/netdisk/company/delete/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = (await request.json().catch(() => null)) as { ids?: unknown } | null
    const ids = body?.ids
    if (!isIdList(ids)) return response.untyped(invalid(auth, 'ids'))
    const entries = ids.map(companyEntry)
    if (entries.some((e) => e === undefined)) return response.untyped(invalid(auth, 'ids'))
    // All or nothing: one item the caller may not remove refuses the whole request.
    for (const entry of entries as DiskEntryRecord[]) {
      if (!canManage(companyPermission(auth.user, entry.parent_id))) {
        return response.untyped(diskRefusal(403, 'noManage', auth.lang))
      }
    }
    for (const entry of (entries as DiskEntryRecord[]).flatMap(subtree)) {
      db.diskEntries.delete((q) => q.where({ disk: 'cfile', id: entry.id }))
      db.diskPermissions.deleteMany((q) => q.where({ folder_id: entry.id }))
      forgetUploadedContent(entry.id)
    }
    await durable()
    return response(204).empty()
  }),

  http.get('/api/netdisk/permissions/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = notAdministrator(auth)
    if (refused) return response.untyped(refused)
    const raw = query.get('folder_id') ?? ''
    const folderId = /^\d+$/.test(raw) ? Number(raw) : NaN
    if (!companyFolder(auth, folderId)) return response.untyped(invalid(auth, 'folder_id'))
    const grants = db.diskPermissions
      .findMany((q) => q.where({ folder_id: folderId }))
      .sort((a, b) => a.id - b.id)
    return response(200).json(grants.map(permissionJson))
  }),

  http.post('/api/netdisk/permissions/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = notAdministrator(auth)
    if (refused) return response.untyped(refused)
    const body = ((await request.json().catch(() => null)) ?? {}) as GrantInput
    const target = grantTarget(auth, body)
    if (Array.isArray(target)) return response.untyped(invalid(auth, ...target))
    const folderId = body.folder_id as number
    const permission = body.permission as Level
    // One grant per department or member on a folder: granting again changes its level.
    const existing = db.diskPermissions.findFirst((q) =>
      q.where({ folder_id: folderId, target_type: target.type, target: target.target }),
    )
    const saved = existing
      ? await db.diskPermissions.update(existing, {
          data(draft) {
            draft.permission = permission
          },
        })
      : await db.diskPermissions.create({
          id: db.diskPermissions.all().reduce((max, g) => Math.max(max, g.id), 0) + 1,
          folder_id: folderId,
          target_type: target.type,
          target: target.target,
          permission,
        })
    await durable()
    return response(200).json(permissionJson(saved ?? existing!))
  }),

  http.delete('/api/netdisk/permissions/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = notAdministrator(auth)
    if (refused) return response.untyped(refused)
    const grant = db.diskPermissions.findFirst((q) => q.where({ id: Number(params.id) }))
    if (!grant) return response.untyped(diskRefusal(404, 'permissionNotFound', auth.lang))
    db.diskPermissions.delete(grant)
    await durable()
    return response(204).empty()
  }),
]
