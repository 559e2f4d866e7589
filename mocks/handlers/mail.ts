import { HttpResponse } from 'msw'
import { message } from '../i18n.ts'
import {
  type ListQuery,
  type MailViewFilter,
  type SortKey,
  type SortOrder,
  changeMessage,
  findMessage,
  listFolderMessages,
} from '../mail/store.ts'
import { headerText, sourceBytes, sourceText } from '../mail/rawStore.ts'
import { checkAuth, http, validationError } from './http.ts'
import { invalid, missingFolder, notFound, tagsOf, toListItem, toMessage } from './mailCommon.ts'

export { toListItem } from './mailCommon.ts'

const SORTS: readonly SortKey[] = ['date', 'size', 'from', 'subject']
const ORDERS: readonly SortOrder[] = ['asc', 'desc']
const VIEWS: readonly MailViewFilter[] = ['all', 'unread', 'read', 'flagged', 'attach']
const MAX_PAGE_SIZE = 500

function oneOf<T extends string>(
  value: string | null,
  allowed: readonly T[],
  fallback: T,
): T | null {
  if (value === null || value === '') return fallback
  return (allowed as readonly string[]).includes(value) ? (value as T) : null
}

export function positiveInt(value: string | null, fallback: number, max: number): number | null {
  if (value === null || value === '') return fallback
  if (!/^\d+$/.test(value)) return null
  const n = Number(value)
  return n >= 1 && n <= max ? n : null
}

/** `filename*` (RFC 6266 / 5987) so Chinese names survive; the plain one is an ASCII fallback. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

const uidOf = (raw: string | readonly string[] | undefined) => {
  const value = Array.isArray(raw) ? raw[0] : raw
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null
}

export const mailHandlers = [
  http.get('/api/mail/messages/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const invalidText = message('invalidValue', auth.lang)
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
        validationError(Object.fromEntries(errors.map(([k]) => [k, [invalidText]]))),
      )
    }
    const folder = query.get('folder') || 'INBOX'
    const gone = missingFolder(auth, folder)
    if (gone) return response.untyped(gone)
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
    const tags = tagsOf(auth.mailbox)
    return response(200).json({
      count: result.count,
      unseen: result.unseen,
      results: result.rows.map((m) => toListItem(m, tags)),
    })
  }),

  http.get('/api/mail/messages/{uid}/', async ({ request, cookies, params, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const uid = uidOf(params.uid)
    // `{uid}` also matches literal siblings such as /messages/status/: leave those to their own.
    if (uid === null) return undefined
    const mode = query.get('mode') ?? 'html'
    if (mode !== 'html' && mode !== 'text') return response.untyped(invalid(auth, 'mode'))
    const folder = query.get('folder')
    const gone = missingFolder(auth, folder)
    if (gone) return response.untyped(gone)
    let found = findMessage(auth.mailbox, uid, folder!)
    if (!found) return response.untyped(notFound(auth))
    // Opening marks read, in a shared mailbox too (reading is always allowed).
    if (!found.flags.includes('\\Seen')) {
      found =
        (await changeMessage(auth.mailbox, uid, (m) => {
          m.flags.push('\\Seen')
        })) ?? found
    }
    const outgoing = found.folder === 'Sent' || found.folder === 'Drafts'
    return response(200).json(toMessage(found, tagsOf(auth.mailbox), { opened: outgoing, mode }))
  }),

  http.post('/api/mail/messages/decrypt/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const gone = missingFolder(auth, body.folder)
    if (gone) return response.untyped(gone)
    const found = findMessage(auth.mailbox, body.uid, body.folder)
    if (!found) return response.untyped(notFound(auth))
    if (!found.attrs.is_password) {
      return response.untyped(
        validationError({ non_field_errors: [message('notProtected', auth.lang)] }),
      )
    }
    // Case-sensitive, exactly as the sender typed it.
    if (typeof body.password !== 'string' || body.password !== found.attrs.password) {
      return response.untyped(
        validationError({ non_field_errors: [message('wrongMailPassword', auth.lang)] }),
      )
    }
    return response(200).json(toMessage(found, tagsOf(auth.mailbox), { opened: true }))
  }),

  http.get('/api/mail/messages/{uid}/source/', async (info) => {
    const { request, cookies, params, query, response } = info
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const uid = uidOf(params.uid)
    const view = query.get('view')
    if (uid === null || (view !== '1' && view !== '2')) {
      return response.untyped(invalid(auth, uid === null ? 'uid' : 'view'))
    }
    const folder = query.get('folder')
    const gone = missingFolder(auth, folder)
    if (gone) return response.untyped(gone)
    const found = findMessage(auth.mailbox, uid, folder!)
    if (!found) return response.untyped(notFound(auth))
    return response(200).json({ content: view === '1' ? headerText(found) : sourceText(found) })
  }),

  http.get('/api/mail/messages/{uid}/download/', async (info) => {
    const { request, cookies, params, query, response } = info
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    if (!auth.account.login_after.is_maildownload) {
      return response.untyped(
        Response.json({ detail: message('noDownloadPermission', auth.lang) }, { status: 403 }),
      )
    }
    const uid = uidOf(params.uid)
    if (uid === null) return response.untyped(invalid(auth, 'uid'))
    const folder = query.get('folder')
    const gone = missingFolder(auth, folder)
    if (gone) return response.untyped(gone)
    const found = findMessage(auth.mailbox, uid, folder!)
    if (!found) return response.untyped(notFound(auth))
    const name = `${found.subject.trim() || String(found.uid)}.eml`
    return response.untyped(
      new HttpResponse(sourceBytes(found), {
        status: 200,
        headers: {
          'Content-Type': 'message/rfc822',
          'Content-Disposition': attachmentDisposition(name),
        },
      }),
    )
  }),
]
