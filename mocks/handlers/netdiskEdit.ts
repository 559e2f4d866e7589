/**
 * The personal disk's (pfile) changes and capacity: createPersonalFolder, renamePersonalItem,
 * movePersonalItems, deletePersonalItems, getNetdiskCapacity. The rules live in
 * mocks/disk/personalEdit.ts; here they become the contract's answers in the caller's language.
 */
import type { DiskEntryRecord } from '../db/index.ts'
import {
  createFolder,
  deleteEntries,
  type DiskEditRefusal,
  isPersonalFolder,
  moveEntries,
  type MoveRefusal,
  personalDiskUsed,
  personalEntry,
  renameEntry,
} from '../disk/personalEdit.ts'
import { toItem } from '../disk/listing.ts'
import { db } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { invalid, isUidList } from './mailCommon.ts'

const MB = 1_048_576

export const EDIT_TEXT = {
  nameRequired: {
    'zh-hans': '名称不能为空',
    'zh-tw': '名稱不能為空',
    en: 'The name cannot be empty.',
  },
  nameTooLong: {
    'zh-hans': '名称过长：文件夹名称为 1 到 20 个字符，文件名不超过 255 个字符',
    'zh-tw': '名稱過長：資料夾名稱為 1 到 20 個字元，檔案名稱不超過 255 個字元',
    en: 'The name is too long: a folder name has 1 to 20 characters, a file name at most 255.',
  },
  nameSlash: {
    'zh-hans': '名称不能包含 / 或 \\',
    'zh-tw': '名稱不能包含 / 或 \\',
    en: 'The name cannot contain / or \\.',
  },
  nameTaken: {
    'zh-hans': '该位置已存在同名的文件或文件夹',
    'zh-tw': '該位置已存在同名的檔案或資料夾',
    en: 'A file or folder with this name already exists there.',
  },
  intoItself: {
    'zh-hans': '不能将文件夹移动到它自身或它的子文件夹中',
    'zh-tw': '不能將資料夾移動到它自身或它的子資料夾中',
    en: 'A folder cannot be moved into itself or one of its subfolders.',
  },
  notFound: {
    'zh-hans': '文件或文件夹不存在',
    'zh-tw': '檔案或資料夾不存在',
    en: 'No such file or folder.',
  },
} satisfies Record<DiskEditRefusal | MoveRefusal | 'notFound', Record<ServerLanguage, string>>

const nameError = (refusal: DiskEditRefusal, lang: ServerLanguage) =>
  validationError({ name: [EDIT_TEXT[refusal][lang]] })

const readName = (body: unknown): string =>
  typeof body === 'object' && body !== null && typeof (body as { name?: unknown }).name === 'string'
    ? (body as { name: string }).name.trim()
    : ''

/** The caller's items with those ids, or null when one is not theirs (or not there). */
function ownEntries(auth: AuthContext, ids: unknown): DiskEntryRecord[] | null {
  if (!isUidList(ids)) return null
  const entries = ids.map((id) => personalEntry(auth.mailbox, id))
  return entries.every((e) => e !== undefined) ? entries : null
}

export const netdiskEditHandlers = [
  http.post('/api/netdisk/netdisks/folder/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = (await request.json()) as { folder_id?: unknown }
    const folderId = body.folder_id
    if (!Number.isInteger(folderId) || !isPersonalFolder(auth.mailbox, folderId as number)) {
      return response.untyped(invalid(auth, 'folder_id'))
    }
    const created = await createFolder(auth.mailbox, folderId as number, readName(body))
    if (typeof created === 'string') return response.untyped(nameError(created, auth.lang))
    return response(200).json(toItem(created))
  }),

  http.patch('/api/netdisk/netdisks/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const entry = personalEntry(auth.mailbox, Number(params.id))
    if (!entry) return response.untyped(detail(404, EDIT_TEXT.notFound[auth.lang]))
    const renamed = await renameEntry(entry, readName(await request.json()))
    if (typeof renamed === 'string') return response.untyped(nameError(renamed, auth.lang))
    return response(200).json(toItem(renamed))
  }),

  http.post('/api/netdisk/netdisks/move/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = (await request.json()) as { ids?: unknown; folder_id?: unknown }
    const entries = ownEntries(auth, body.ids)
    const folderId = body.folder_id
    const folderOk =
      Number.isInteger(folderId) && isPersonalFolder(auth.mailbox, folderId as number)
    if (!entries || !folderOk) {
      return response.untyped(
        invalid(auth, ...(entries ? [] : ['ids']), ...(folderOk ? [] : ['folder_id'])),
      )
    }
    const refusal = await moveEntries(auth.mailbox, entries, folderId as number)
    if (refusal) {
      return response.untyped(
        validationError({ non_field_errors: [EDIT_TEXT[refusal][auth.lang]] }),
      )
    }
    return response(200).json({ success: true })
  }),

  http.post('/api/netdisk/netdisks/delete/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const entries = ownEntries(auth, ((await request.json()) as { ids?: unknown }).ids)
    if (!entries) return response.untyped(invalid(auth, 'ids'))
    await deleteEntries(auth.mailbox, entries)
    return response(204).empty()
  }),

  http.get('/api/netdisk/capacity/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    // A shared mailbox's disk counts against its owner, as its mail does.
    const account =
      db.accounts.findFirst((q) => q.where({ username: auth.mailbox })) ?? auth.account
    return response(200).json({
      used: personalDiskUsed(auth.mailbox),
      total: Math.round(account.capacity_total_mb * MB),
    })
  }),
]
