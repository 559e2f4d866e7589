/**
 * The self-query centre's records (/search, issue 16) for the demo user over the last 90 days:
 * logins from the few places a person signs in from (office, home, phone, a trip) with the odd
 * refused attempt from abroad, and send, receive and delete records of mail from their own
 * mailbox (subjects in all three languages, as the seeded mail has them). This session's login
 * is added by the login handler (mocks/handlers/login.ts `recordLogin`), so it is always newest.
 */
import type { LoginLogRecord, MessageRecord, UserRecord } from '../db/index.ts'
import { isoAt } from './messages.ts'
import { type Rng, chance, int, pick } from './random.ts'

const SPAN_DAYS = 90

/** Where the user signs in from: [IP, place (serverTexts row), weight]. */
const USUAL_PLACES: readonly [string, string, number][] = [
  ['114.247.50.21', '北京市 电信', 6],
  ['123.118.74.9', '北京市 联通', 3],
  ['117.136.38.142', '北京市 移动', 3],
  ['101.86.213.50', '上海市 电信', 1],
  ['1.162.45.77', '台北市 中华电信', 1],
]
/** Refused attempts with a guessed password, from addresses the user never used. */
const FOREIGN_PLACES: readonly [string, string][] = [
  ['45.146.165.37', '荷兰 阿姆斯特丹'],
  ['185.220.101.4', '德国 法兰克福'],
  ['203.0.113.77', '新加坡 新电信'],
]
/** The login's client as the server logs it; the API answers it as the contract's enum. */
const CLIENTS: readonly [string, number][] = [
  ['Web', 10],
  ['Mobile', 4],
  ['IMAP', 3],
  ['SMTP', 2],
  ['POP3', 1],
]
/** Mail servers of the outside senders, for receive records. */
const MAIL_SERVERS = ['52.82.14.201', '220.181.12.18', '106.11.248.142', '40.107.255.92']

const COUNTS = { login: 70, send: 45, receive: 90, delete: 30 } as const

/** Subjects used when the scenario gives the user no mail of that kind (`empty`). */
const FALLBACK_SUBJECTS = [
  '季度预算复核',
  '週會紀要（第 12 週）',
  'Contract renewal — final draft',
  '培训报名确认',
  'Travel request approved',
]

function weighted<T>(rng: Rng, items: readonly (readonly [...unknown[]])[]): T {
  const total = items.reduce((sum, item) => sum + (item[item.length - 1] as number), 0)
  let roll = rng() * total
  for (const item of items) {
    roll -= item[item.length - 1] as number
    if (roll < 0) return item as T
  }
  return items[items.length - 1] as T
}

/** Times spread over the last 90 days, newest first, none in the last hour. */
function times(rng: Rng, count: number, anchorMs: number): number[] {
  return Array.from({ length: count }, () => anchorMs - int(rng, 1, SPAN_DAYS * 24 - 1) * 3_600_000)
    .map((ms) => ms - int(rng, 0, 3_599) * 1000)
    .sort((a, b) => b - a)
}

export function buildSelfQueryLogs(
  rng: Rng,
  user: Pick<UserRecord, 'username' | 'email'>,
  messages: readonly MessageRecord[],
  anchorMs: number,
): LoginLogRecord[] {
  const { username } = user
  const own = messages.filter((m) => m.owner === username)
  const inFolder = (folder: string) => own.filter((m) => m.folder === folder)
  const sent = inFolder('Sent')
  const received = inFolder('INBOX')
  const binned = [...inFolder('Trash'), ...received]
  const logs: LoginLogRecord[] = []
  const add = (record: Omit<LoginLogRecord, 'username' | 'id'>) =>
    logs.push({ username, id: logs.length + 1, ...record })
  const usual = () => weighted<readonly [string, string, number]>(rng, USUAL_PLACES)
  const subjectOf = (mails: readonly MessageRecord[]) =>
    mails.length > 0 ? pick(rng, mails) : undefined

  for (const ms of times(rng, COUNTS.login, anchorMs)) {
    const refused = chance(rng, 0.08)
    const [ip, place] = refused && chance(rng, 0.6) ? pick(rng, FOREIGN_PLACES) : usual()
    const [client] = weighted<readonly [string, number]>(rng, CLIENTS)
    add({ kind: 'login', ip1: ip, ip2: place, ct2: isoAt(ms), detail: client, success: !refused })
  }
  for (const ms of times(rng, COUNTS.send, anchorMs)) {
    const mail = subjectOf(sent)
    add({
      kind: 'send',
      ip1: usual()[0],
      ip2: '',
      ct2: isoAt(ms),
      detail: '',
      // A few bounce: a mistyped or departed outside address.
      success: !chance(rng, 0.07),
      subject: mail?.subject ?? pick(rng, FALLBACK_SUBJECTS),
      peer: mail?.to[0]?.[0] ?? 'partner@example.com',
    })
  }
  for (const ms of times(rng, COUNTS.receive, anchorMs)) {
    const mail = subjectOf(received)
    add({
      kind: 'receive',
      ip1: pick(rng, MAIL_SERVERS),
      ip2: '',
      ct2: isoAt(ms),
      detail: '',
      // Some are held as spam by the server's filter.
      success: !chance(rng, 0.1),
      subject: mail?.subject ?? pick(rng, FALLBACK_SUBJECTS),
      peer: mail?.mfrom[0] ?? 'newsletter@example.com',
    })
  }
  for (const ms of times(rng, COUNTS.delete, anchorMs)) {
    const mail = subjectOf(binned)
    const fromTrash = mail?.folder === 'Trash'
    add({
      kind: 'delete',
      ip1: usual()[0],
      ip2: '',
      ct2: isoAt(ms),
      detail: '',
      // Deleted from the trash is gone for good; elsewhere it moves to the trash.
      success: !fromTrash,
      subject: mail?.subject ?? pick(rng, FALLBACK_SUBJECTS),
      peer: mail?.mfrom[0] ?? 'partner@example.com',
      folder: fromTrash ? '已删除' : '收件箱',
    })
  }
  return logs
}
