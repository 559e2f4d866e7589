/**
 * The self-query centre's records (/search, issue 16): login, send, receive and delete records
 * of the signed-in person (not of a shared mailbox switched into: the records are about who
 * signed in), newest first, paged, between two dates and matching a free text. Dates are the
 * organisation's calendar days (+08:00, as the records are stored); the text matches the IP, the
 * place and the client of a login, the subject, addresses and IP of a mail record
 * (decisions.md #278). Places, folders and outcomes are answered in the session's language.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type LoginLogRecord, db } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { serverText } from '../seed/text/serverTexts.ts'
import { pageOf, pageParams } from './contactQueries.ts'
import { invalidFields } from './paging.ts'
import { type AuthContext, checkAuth, http } from './http.ts'
import { isoAt } from '../seed/messages.ts'
import { now } from '../state.ts'

type LoginRecord = components['schemas']['LoginRecord']
type MailLogRecord = components['schemas']['MailLogRecord']
type Kind = LoginLogRecord['kind']

const CLIENTS: Record<string, LoginRecord['client']> = {
  web: 'web',
  mobile: 'app',
  imap: 'imap',
  pop3: 'pop3',
  smtp: 'smtp',
}

const OUTCOMES: Record<
  Exclude<Kind, 'login'>,
  Record<'ok' | 'not', Record<ServerLanguage, string>>
> = {
  send: {
    ok: { 'zh-hans': '发送成功', 'zh-tw': '傳送成功', en: 'Delivered' },
    not: {
      'zh-hans': '退信：收件人地址不存在',
      'zh-tw': '退信：收件者地址不存在',
      en: 'Bounced: no such recipient',
    },
  },
  receive: {
    ok: { 'zh-hans': '已投递到收件箱', 'zh-tw': '已投遞到收件匣', en: 'Delivered to the Inbox' },
    not: { 'zh-hans': '已拦截为垃圾邮件', 'zh-tw': '已攔截為垃圾郵件', en: 'Held as spam' },
  },
  delete: {
    ok: { 'zh-hans': '移至已删除', 'zh-tw': '移至刪除郵件', en: 'Moved to Deleted' },
    not: { 'zh-hans': '彻底删除', 'zh-tw': '永久刪除', en: 'Deleted permanently' },
  },
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

interface QueryLike {
  get(name: string): string | null
}

/** The records of `kind` within the query's dates, or the 400 naming a bad parameter. */
function recordsOf(auth: AuthContext, kind: Kind, query: QueryLike) {
  const paging = pageParams(auth, query)
  if (paging instanceof Response) return paging
  const start = query.get('start') ?? ''
  const end = query.get('end') ?? ''
  const bad = [
    start !== '' && !DATE.test(start) && 'start',
    end !== '' && !DATE.test(end) && 'end',
  ].filter((name): name is string => Boolean(name))
  if (bad.length > 0) return invalidFields(auth, bad)
  const rows = db.loginLogs
    .findMany((q) => q.where({ username: auth.user.username, kind }))
    .filter((log) => {
      const day = log.ct2.slice(0, 10)
      return (start === '' || day >= start) && (end === '' || day <= end)
    })
    .sort((a, b) => b.ct2.localeCompare(a.ct2) || b.id - a.id)
  return { rows, paging }
}

const matches = (search: string, fields: readonly string[]) =>
  search === '' || fields.some((field) => field.toLowerCase().includes(search))

export function loginRecordOf(log: LoginLogRecord, lang: ServerLanguage): LoginRecord {
  return {
    id: log.id,
    ip1: log.ip1,
    ip2: serverText(log.ip2, lang),
    ct2: log.ct2,
    client: CLIENTS[log.detail.toLowerCase()] ?? 'web',
    result: log.success ? 'success' : 'fail',
  }
}

function mailRecordOf(log: LoginLogRecord, own: string, lang: ServerLanguage): MailLogRecord {
  const kind = log.kind as Exclude<Kind, 'login'>
  const peer = log.peer ?? ''
  return {
    id: log.id,
    datetime: log.ct2,
    subject: log.subject ?? '',
    sender: kind === 'send' ? own : peer,
    recipient: kind === 'send' ? peer : own,
    status: OUTCOMES[kind][log.success ? 'ok' : 'not'][lang],
    ip: log.ip1,
    ...(log.folder ? { folder: serverText(log.folder, lang) } : {}),
  }
}

/** One page of send, receive or delete records, or the answer refusing the request. */
async function mailLogs(
  kind: Exclude<Kind, 'login'>,
  {
    request,
    cookies,
    query,
  }: { request: Request; cookies: Record<string, string>; query: QueryLike },
) {
  const auth = await checkAuth(request, cookies)
  if (auth instanceof Response) return auth
  const found = recordsOf(auth, kind, query)
  if (found instanceof Response) return found
  const records = found.rows
    .map((log) => mailRecordOf(log, auth.user.email, auth.lang))
    .filter((r) =>
      matches(found.paging.search, [r.subject, r.sender, r.recipient, r.ip ?? '', r.status]),
    )
  return pageOf(records, found.paging)
}

/**
 * A mail just sent, one send record per recipient (decisions.md #297), so the send records show
 * it at once; `delivered` is false for a recipient the send answer listed as failed.
 */
export async function recordSent(
  username: string,
  subject: string,
  recipients: readonly { address: string; delivered: boolean }[],
): Promise<void> {
  let id = db.loginLogs.all().reduce((max, log) => Math.max(max, log.id), 0)
  for (const { address, delivered } of recipients) {
    id += 1
    await db.loginLogs.create({
      username,
      id,
      kind: 'send',
      ip1: '127.0.0.1',
      ip2: '本机（演示环境）',
      ct2: isoAt(now()),
      detail: 'Web',
      success: delivered,
      subject,
      peer: address,
    })
  }
}

export const selfQueryHandlers = [
  http.get('/api/logs/login/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const found = recordsOf(auth, 'login', query)
    if (found instanceof Response) return response.untyped(found)
    const records = found.rows
      .map((log) => loginRecordOf(log, auth.lang))
      .filter((r) => matches(found.paging.search, [r.ip1, r.ip2, r.client]))
    return response(200).json(pageOf(records, found.paging))
  }),
  http.get('/api/logs/send/', async ({ response, ...call }) => {
    const page = await mailLogs('send', call)
    return page instanceof Response ? response.untyped(page) : response(200).json(page)
  }),
  http.get('/api/logs/receive/', async ({ response, ...call }) => {
    const page = await mailLogs('receive', call)
    return page instanceof Response ? response.untyped(page) : response(200).json(page)
  }),
  http.get('/api/logs/delete/', async ({ response, ...call }) => {
    const page = await mailLogs('delete', call)
    return page instanceof Response ? response.untyped(page) : response(200).json(page)
  }),
]
