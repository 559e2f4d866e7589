/**
 * The company disk's (cfile) rename and move (decisions.md #303): the personal disk's name rules
 * (personalEdit.nameRefusal, no two items of a folder with one name, case-insensitive) and the
 * permissions of §6 — manage or all on the folder an item is in, and for a move on the target
 * too. Removing an item from a folder and adding one to another are changes to both containers,
 * as with delete (#244).
 */
import { type DiskEntryRecord, type UserRecord, db } from '../db/index.ts'
import { now } from '../state.ts'
import { canManage, companyEntry, companyPermission } from './companyAccess.ts'
import { type DiskEditRefusal, type MoveRefusal, nameRefusal } from './personalEdit.ts'

export type CompanyEditRefusal = DiskEditRefusal | MoveRefusal | 'noManage'

function nameTaken(folderId: number, name: string, except?: number): boolean {
  const lower = name.toLowerCase()
  return db.diskEntries
    .findMany((q) => q.where({ disk: 'cfile', parent_id: folderId }))
    .some((e) => e.id !== except && e.name.toLowerCase() === lower)
}

const mayManage = (user: UserRecord, folderId: number) =>
  canManage(companyPermission(user, folderId))

export async function renameCompanyEntry(
  user: UserRecord,
  entry: DiskEntryRecord,
  name: string,
): Promise<DiskEntryRecord | CompanyEditRefusal> {
  if (!mayManage(user, entry.parent_id)) return 'noManage'
  const refusal =
    nameRefusal(name, entry.is_folder) ??
    (nameTaken(entry.parent_id, name, entry.id) ? 'nameTaken' : null)
  if (refusal) return refusal
  const updated = await db.diskEntries.update((q) => q.where({ disk: 'cfile', id: entry.id }), {
    data(draft) {
      draft.name = name
      draft.created = new Date(now()).toISOString()
    },
  })
  return updated ?? entry
}

/** `folderId` and the folders above it, up to the root. */
function ancestry(folderId: number): Set<number> {
  const chain = new Set<number>()
  let id = folderId
  while (id !== 0 && !chain.has(id)) {
    chain.add(id)
    id = companyEntry(id)?.parent_id ?? 0
  }
  return chain
}

/** All or nothing: one item the caller may not take out refuses the whole move. */
export async function moveCompanyEntries(
  user: UserRecord,
  entries: readonly DiskEntryRecord[],
  folderId: number,
): Promise<CompanyEditRefusal | null> {
  if (!mayManage(user, folderId)) return 'noManage'
  if (entries.some((e) => !mayManage(user, e.parent_id))) return 'noManage'
  const above = ancestry(folderId)
  if (entries.some((e) => e.is_folder && above.has(e.id))) return 'intoItself'
  const moving = entries.filter((e) => e.parent_id !== folderId)
  const names = moving.map((e) => e.name.toLowerCase())
  const clash =
    new Set(names).size < names.length || moving.some((e) => nameTaken(folderId, e.name))
  if (clash) return 'nameTaken'
  for (const entry of moving) {
    await db.diskEntries.update((q) => q.where({ disk: 'cfile', id: entry.id }), {
      data(draft) {
        draft.parent_id = folderId
      },
    })
  }
  return null
}
