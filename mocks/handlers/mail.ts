import type { components } from '../../src/api/schema.gen.ts'
import { type MessageRecord, type TagRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import {
  type ListQuery,
  type MailViewFilter,
  type SortKey,
  type SortOrder,
  folderExists,
  listFolderMessages,
} from '../mail/store.ts'
import { checkAuth, detail, http, validationError } from './http.ts'

type MailListItem = components['schemas']['MailListItem']

const SORTS: readonly SortKey[] = ['date', 'size', 'from', 'subject']
const ORDERS: readonly SortOrder[] = ['asc', 'desc']
const VIEWS: readonly MailViewFilter[] = ['all', 'unread', 'read', 'flagged', 'attach']
const MAX_PAGE_SIZE = 500
const COLOUR_FLAG = /^umail-(green|orange|blue|pink|cyan|yellow|purple|gray)$/

export function toListItem(m: MessageRecord, tags: ReadonlyMap<string, TagRecord>): MailListItem {
  const colour = m.flags.find((f) => COLOUR_FLAG.test(f))
  return {
    uid: m.uid,
    raw_name: m.folder,
    subject: m.subject,
    mfrom: m.mfrom,
    to: m.to,
    flags: m.flags,
    date: m.date,
    internaldate: m.internaldate,
    size: m.size,
    remark: m.remark,
    tags: m.tags.flatMap((tagname) => {
      const tag = tags.get(tagname)
      return tag ? [{ tagname: tag.tagname, name: tag.name, color: tag.color }] : []
    }),
    is_move: false,
    isread: m.flags.includes('\\Seen'),
    flagged: m.flags.includes('\\flagged'),
    color: colour ? colour.slice('umail-'.length) : '',
  }
}

function oneOf<T extends string>(
  value: string | null,
  allowed: readonly T[],
  fallback: T,
): T | null {
  if (value === null || value === '') return fallback
  return (allowed as readonly string[]).includes(value) ? (value as T) : null
}

function positiveInt(value: string | null, fallback: number, max: number): number | null {
  if (value === null || value === '') return fallback
  if (!/^\d+$/.test(value)) return null
  const n = Number(value)
  return n >= 1 && n <= max ? n : null
}

export const mailHandlers = [
  http.get('/api/mail/messages/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const invalid = message('invalidValue', auth.lang)
    const parsed = {
      page: positiveInt(query.get('page'), 1, Number.MAX_SAFE_INTEGER),
      page_size: positiveInt(
        query.get('page_size'),
        auth.account.login_after.page_limit,
        MAX_PAGE_SIZE,
      ),
      sort: oneOf(query.get('sort'), SORTS, 'date'),
      order: oneOf(query.get('order'), ORDERS, 'desc'),
      view: oneOf(query.get('view'), VIEWS, 'all'),
    }
    const errors = Object.entries(parsed).filter(([, v]) => v === null)
    if (errors.length > 0) {
      return response.untyped(
        validationError(Object.fromEntries(errors.map(([k]) => [k, [invalid]]))),
      )
    }
    const folder = query.get('folder') || 'INBOX'
    if (!folderExists(auth.mailbox, folder)) {
      return response.untyped(detail(400, message('folderMissing', auth.lang)))
    }
    const listQuery: ListQuery = {
      folder,
      page: parsed.page!,
      pageSize: parsed.page_size!,
      sort: parsed.sort!,
      order: parsed.order!,
      view: parsed.view!,
      sender: query.get('sender') ?? undefined,
      subject: query.get('subject') ?? undefined,
      body: query.get('body') ?? undefined,
    }
    const result = listFolderMessages(auth.mailbox, listQuery)
    const tags = new Map(
      db.tags.findMany((q) => q.where({ owner: auth.mailbox })).map((t) => [t.tagname, t]),
    )
    return response(200).json({
      count: result.count,
      unseen: result.unseen,
      results: result.rows.map((m) => toListItem(m, tags)),
    })
  }),
]
