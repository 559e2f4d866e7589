import { type FolderRecord, db } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { unseenCount } from '../mail/store.ts'
import { checkAuth, http } from './http.ts'

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
    const folders = foldersOf(auth.mailbox).map((f) => {
      const name = f.is_default ? (DEFAULT_NAMES[f.raw_name]?.[auth.lang] ?? f.name) : f.name
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
    })
    return response(200).json(folders)
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
