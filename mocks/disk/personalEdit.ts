/**
 * The personal disk's (pfile) changes: a new folder, a rename, a move into another folder of the
 * same disk, a delete (a folder with everything in it), and what the disk holds. The rules the
 * server keeps whatever the client checked: a folder name 1 to 20 characters (R-VALID folder
 * name), a file name 1 to 255, no slash in either, no two items of one folder with the same
 * name (case-insensitive, as the users' Windows and macOS disks), a folder never into itself or
 * below itself.
 */
import { FOLDER_NAME_MAX } from '../../src/domain/constants.ts'
import { type DiskEntryRecord, db } from '../db/index.ts'
import { now } from '../state.ts'
import { forgetUploadedContent } from '../handlers/upload.targets.ts'

const FILE_NAME_MAX = 255

type DiskQuery = Parameters<
  Extract<Parameters<typeof db.diskEntries.findFirst>[0], (q: never) => unknown>
>[0]

export type DiskEditRefusal = 'nameRequired' | 'nameTooLong' | 'nameSlash' | 'nameTaken'

const personal = (owner: string) => ({ disk: 'pfile' as const, owner })

export function personalEntry(owner: string, id: number): DiskEntryRecord | undefined {
  return db.diskEntries.findFirst((q) => q.where({ ...personal(owner), id }))
}

/** 0 (the root) or one of the owner's folders. */
export const isPersonalFolder = (owner: string, id: number): boolean =>
  id === 0 || personalEntry(owner, id)?.is_folder === true

const byId = (entry: DiskEntryRecord) => (q: DiskQuery) =>
  q.where({ disk: entry.disk, owner: entry.owner, id: entry.id })

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Whether `name` is free in that folder, `except` being the item renamed or moved. */
function nameTaken(owner: string, folderId: number, name: string, except?: number): boolean {
  return db.diskEntries
    .findMany((q) => q.where({ ...personal(owner), parent_id: folderId }))
    .some((e) => e.id !== except && sameName(e.name, name))
}

/** The name rule; null = the (trimmed) name is fine. */
export function nameRefusal(name: string, isFolder: boolean): DiskEditRefusal | null {
  if (name === '') return 'nameRequired'
  if (Array.from(name).length > (isFolder ? FOLDER_NAME_MAX : FILE_NAME_MAX)) return 'nameTooLong'
  return /[/\\]/.test(name) ? 'nameSlash' : null
}

const nextId = () => db.diskEntries.all().reduce((max, e) => Math.max(max, e.id), 0) + 1

export async function createFolder(
  owner: string,
  folderId: number,
  name: string,
): Promise<DiskEntryRecord | DiskEditRefusal> {
  const refusal = nameRefusal(name, true) ?? (nameTaken(owner, folderId, name) ? 'nameTaken' : null)
  if (refusal) return refusal
  return db.diskEntries.create({
    ...personal(owner),
    id: nextId(),
    parent_id: folderId,
    name,
    is_folder: true,
    size: 0,
    content_type: '',
    created: new Date(now()).toISOString(),
    expires: null,
  })
}

export async function renameEntry(
  entry: DiskEntryRecord,
  name: string,
): Promise<DiskEntryRecord | DiskEditRefusal> {
  const refusal =
    nameRefusal(name, entry.is_folder) ??
    (nameTaken(entry.owner, entry.parent_id, name, entry.id) ? 'nameTaken' : null)
  if (refusal) return refusal
  const updated = await db.diskEntries.update(byId(entry), {
    data(draft) {
      draft.name = name
      draft.created = new Date(now()).toISOString()
    },
  })
  return updated ?? entry
}

/** `folderId` and the folders above it, up to the root. */
function ancestry(owner: string, folderId: number): Set<number> {
  const chain = new Set<number>()
  let id = folderId
  while (id !== 0 && !chain.has(id)) {
    chain.add(id)
    id = personalEntry(owner, id)?.parent_id ?? 0
  }
  return chain
}

export type MoveRefusal = 'intoItself' | 'nameTaken'

export async function moveEntries(
  owner: string,
  entries: readonly DiskEntryRecord[],
  folderId: number,
): Promise<MoveRefusal | null> {
  const above = ancestry(owner, folderId)
  if (entries.some((e) => e.is_folder && above.has(e.id))) return 'intoItself'
  const moving = entries.filter((e) => e.parent_id !== folderId)
  const names = moving.map((e) => e.name.toLowerCase())
  const clash =
    new Set(names).size < names.length || moving.some((e) => nameTaken(owner, folderId, e.name))
  if (clash) return 'nameTaken'
  for (const entry of moving) {
    await db.diskEntries.update(byId(entry), {
      data(draft) {
        draft.parent_id = folderId
      },
    })
  }
  return null
}

/** The entries and, for folders, everything below them. */
function withDescendants(owner: string, entries: readonly DiskEntryRecord[]): DiskEntryRecord[] {
  const all = new Map<number, DiskEntryRecord>()
  const queue = [...entries]
  while (queue.length > 0) {
    const entry = queue.pop()!
    if (all.has(entry.id)) continue
    all.set(entry.id, entry)
    if (entry.is_folder) {
      queue.push(
        ...db.diskEntries.findMany((q) => q.where({ ...personal(owner), parent_id: entry.id })),
      )
    }
  }
  return [...all.values()]
}

export async function deleteEntries(owner: string, entries: readonly DiskEntryRecord[]) {
  const gone = withDescendants(owner, entries)
  const ids = new Set(gone.map((e) => e.id))
  await db.diskEntries.deleteMany((q) =>
    q.where({ ...personal(owner), id: (id: number) => ids.has(id) }),
  )
  gone.forEach((e) => forgetUploadedContent(e.id))
}

/** Bytes the owner's files take on the personal disk. */
export const personalDiskUsed = (owner: string): number =>
  db.diskEntries
    .findMany((q) => q.where(personal(owner)))
    .reduce((sum, e) => sum + (e.is_folder ? 0 : e.size), 0)
