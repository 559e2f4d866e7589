import { type FolderRecord, db } from '../db/index.ts'
import { type MessageKey, type ServerLanguage, message } from '../i18n.ts'
import { changeMessage, expungeMessage, folderExists, rowsIn, unseenCount } from '../mail/store.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { durable, ok, writeRefusal } from './mailCommon.ts'

type StoredFolder = ReturnType<typeof db.folders.all>[number]

/** System folders are named by the server in the user's language; user folders as created. */
const DEFAULT_NAMES: Record<string, Record<ServerLanguage, string>> = {
  INBOX: { 'zh-hans': '收件箱', 'zh-tw': '收件匣', en: 'Inbox' },
  Drafts: { 'zh-hans': '草稿箱', 'zh-tw': '草稿匣', en: 'Drafts' },
  Sent: { 'zh-hans': '已发送', 'zh-tw': '寄件備份', en: 'Sent' },
  Trash: { 'zh-hans': '已删除', 'zh-tw': '刪除的郵件', en: 'Deleted' },
  Spam: { 'zh-hans': '垃圾邮件', 'zh-tw': '垃圾郵件', en: 'Spam' },
  Virus: { 'zh-hans': '病毒隔离', 'zh-tw': '病毒隔離', en: 'Virus quarantine' },
}

/** Mail in these does not count towards the total shown in the title and on the home page. */
const NOT_IN_TOTAL = new Set(['Drafts', 'Sent', 'Trash', 'Spam', 'Virus'])

export function foldersOf(owner: string): FolderRecord[] {
  return db.folders.findMany((q) => q.where({ owner })).sort((a, b) => a.order - b.order)
}

export const folderHandlers = [
  http.get('/api/mail/folders/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(foldersOf(auth.mailbox).map((f) => folderJson(f, auth)))
  }),

  http.get('/api/mail/folders/unseen/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const results = foldersOf(auth.mailbox).map((f) => ({
      raw_name: f.raw_name,
      unseen_count: unseenCount(auth.mailbox, f.raw_name),
    }))
    const total = results
      .filter((r) => !NOT_IN_TOTAL.has(r.raw_name))
      .reduce((sum, r) => sum + r.unseen_count, 0)
    return response(200).json({ total, results })
  }),
]

const FOLDER_NAME_MAX = 20

/** Names no user folder may take: every system folder's key and its name in any language. */
function reservedNames(): Set<string> {
  const names = new Set<string>()
  for (const [raw, byLang] of Object.entries(DEFAULT_NAMES)) {
    names.add(raw.toLowerCase())
    for (const name of Object.values(byLang)) names.add(name.toLowerCase())
  }
  return names
}

function nameError(auth: AuthContext, raw: unknown, except?: FolderRecord): Response | null {
  const name = typeof raw === 'string' ? raw.trim() : ''
  const say = (key: MessageKey) => validationError({ name: [message(key, auth.lang)] })
  if (name === '') return say('folderNameRequired')
  if ([...name].length > FOLDER_NAME_MAX) return say('folderNameTooLong')
  const lower = name.toLowerCase()
  const taken =
    reservedNames().has(lower) ||
    foldersOf(auth.mailbox).some(
      (f) =>
        f !== except &&
        f.id !== except?.id &&
        (f.name.toLowerCase() === lower || f.raw_name.toLowerCase() === lower),
    )
  return taken ? say('folderNameTaken') : null
}

export function folderDisplayName(f: FolderRecord, lang: ServerLanguage): string {
  return f.is_default ? (DEFAULT_NAMES[f.raw_name]?.[lang] ?? f.name) : f.name
}

function folderJson(f: FolderRecord, auth: AuthContext) {
  const name = folderDisplayName(f, auth.lang)
  return {
    id: f.id,
    raw_name: f.raw_name,
    name,
    label: name,
    flags: f.flags,
    unseen_count: unseenCount(auth.mailbox, f.raw_name),
    is_lock: f.is_lock,
    is_default: f.is_default,
    is_can_empty: f.is_can_empty,
  }
}

async function expungeAll(owner: string, folder: string): Promise<number> {
  const rows = rowsIn(owner, folder)
  for (const row of rows) await expungeMessage(owner, row.uid)
  return rows.length
}

const folderRefusal = (auth: AuthContext, key: MessageKey, field = 'non_field_errors') =>
  validationError({ [field]: [message(key, auth.lang)] })

export const folderEditHandlers = [
  http.post('/api/mail/folders/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = writeRefusal(auth)
    if (refused) return response.untyped(refused)
    const body = await request.json()
    const invalidName = nameError(auth, body.name)
    if (invalidName) return response.untyped(invalidName)
    const all = foldersOf(auth.mailbox)
    const name = body.name.trim()
    const created = await db.folders.create({
      owner: auth.mailbox,
      id: Math.max(100, ...all.map((f) => f.id)) + 1,
      // The IMAP key of a user folder is its first name; a rename changes only the label.
      raw_name: name,
      name,
      flags: ['\\HasNoChildren'],
      is_default: false,
      is_can_empty: true,
      is_lock: false,
      lock_password: '',
      order: Math.max(0, ...all.map((f) => f.order)) + 1,
    })
    await durable()
    return response(200).json(folderJson(created, auth))
  }),

  http.patch('/api/mail/folders/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = writeRefusal(auth)
    if (refused) return response.untyped(refused)
    const id = Number(params.id)
    const folder = foldersOf(auth.mailbox).find((f) => f.id === id)
    if (!folder) return response.untyped(detail(404, message('folderNotFound', auth.lang)))
    if (folder.is_default) return response.untyped(folderRefusal(auth, 'folderIsDefault'))
    const body = await request.json()
    const invalidName = nameError(auth, body.name, folder)
    if (invalidName) return response.untyped(invalidName)
    const updated = await db.folders.update(folder as StoredFolder, {
      data(draft) {
        draft.name = body.name.trim()
      },
    })
    await durable()
    return response(200).json(folderJson(updated ?? folder, auth))
  }),

  http.post('/api/mail/folders/delete/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = writeRefusal(auth)
    if (refused) return response.untyped(refused)
    const body = await request.json()
    const folder = foldersOf(auth.mailbox).find((f) => f.raw_name === body.src_folder)
    if (!folder) return response.untyped(folderRefusal(auth, 'folderNotFound', 'src_folder'))
    if (folder.is_default) return response.untyped(folderRefusal(auth, 'folderIsDefault'))
    if (body.is_delete === true) {
      await expungeAll(auth.mailbox, folder.raw_name)
    } else {
      const target = body.dst_folder || 'INBOX'
      if (target === folder.raw_name || !folderExists(auth.mailbox, target)) {
        return response.untyped(folderRefusal(auth, 'folderNotFound', 'dst_folder'))
      }
      for (const row of rowsIn(auth.mailbox, folder.raw_name)) {
        await changeMessage(auth.mailbox, row.uid, (draft) => {
          draft.folder = target
        })
      }
    }
    db.folders.delete(folder as StoredFolder)
    await durable()
    return response.untyped(new Response(null, { status: 204 }))
  }),

  http.post('/api/mail/folders/empty/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = writeRefusal(auth)
    if (refused) return response.untyped(refused)
    const body = await request.json()
    const folder = foldersOf(auth.mailbox).find((f) => f.raw_name === body.folder)
    if (!folder) return response.untyped(detail(400, message('folderMissing', auth.lang)))
    if (!folder.is_can_empty) return response.untyped(folderRefusal(auth, 'folderNotEmptyable'))
    const removed = await expungeAll(auth.mailbox, folder.raw_name)
    await durable()
    return response(200).json(ok(String(removed)))
  }),
]
