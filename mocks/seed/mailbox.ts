import type { FolderRecord, MessageRecord, TagRecord, UserRecord } from '../db/index.ts'
import {
  type Correspondent,
  type MailboxOwner,
  makeMessage,
  splitCorrespondents,
} from './messages.ts'
import { type Rng, deriveRng } from './random.ts'
import { EXTERNAL_PARTIES, type Lang } from './text/names.ts'

/** The folders every mailbox has, in display order, with their zh-hans names. */
export const DEFAULT_FOLDERS: readonly {
  raw_name: string
  name: string
  flags: string[]
  is_can_empty: boolean
}[] = [
  { raw_name: 'INBOX', name: '收件箱', flags: ['\\HasNoChildren'], is_can_empty: false },
  {
    raw_name: 'Drafts',
    name: '草稿箱',
    flags: ['\\HasNoChildren', '\\Drafts'],
    is_can_empty: false,
  },
  { raw_name: 'Sent', name: '已发送', flags: ['\\HasNoChildren', '\\Sent'], is_can_empty: false },
  { raw_name: 'Trash', name: '已删除', flags: ['\\HasNoChildren', '\\Trash'], is_can_empty: true },
  { raw_name: 'Spam', name: '垃圾邮件', flags: ['\\HasNoChildren', '\\Junk'], is_can_empty: true },
  { raw_name: 'Virus', name: '病毒隔离', flags: ['\\HasNoChildren'], is_can_empty: true },
]

/** The demo user's own folders; Finance sits behind the mailbox lock password. */
export const DEMO_USER_FOLDERS = [
  { raw_name: 'Projects', name: '项目资料', is_lock: false },
  { raw_name: 'Clients', name: '客户往来', is_lock: false },
  { raw_name: 'Finance', name: '财务报销', is_lock: true },
  { raw_name: 'Newsletters', name: '订阅邮件', is_lock: false },
] as const

export const DEMO_TAGS: readonly Omit<TagRecord, 'owner'>[] = [
  { tagname: 'tag_important', name: '重要', color: '#D50000' },
  { tagname: 'tag_project', name: '项目', color: '#33B679' },
  { tagname: 'tag_customer', name: '客戶', color: '#039BE5' },
  { tagname: 'tag_travel', name: 'Travel', color: '#F6BF26' },
  { tagname: 'tag_followup', name: '待跟进', color: '#8E24AA' },
]

/** How much mail each seeded mailbox holds per folder, and over how many days it spreads. */
type MailPlan = Record<string, { count: number; spanDays: number }>

export const DEMO_MAIL_PLAN: MailPlan = {
  INBOX: { count: 900, spanDays: 540 },
  Sent: { count: 240, spanDays: 540 },
  Drafts: { count: 24, spanDays: 60 },
  Trash: { count: 90, spanDays: 120 },
  Spam: { count: 70, spanDays: 90 },
  Virus: { count: 6, spanDays: 200 },
  Projects: { count: 80, spanDays: 700 },
  Clients: { count: 60, spanDays: 700 },
  Finance: { count: 40, spanDays: 700 },
  Newsletters: { count: 40, spanDays: 300 },
}

export const OTHER_MAIL_PLANS: Record<string, MailPlan> = {
  newhire: { INBOX: { count: 12, spanDays: 10 }, Sent: { count: 3, spanDays: 10 } },
  reviewer: { INBOX: { count: 30, spanDays: 90 }, Sent: { count: 10, spanDays: 90 } },
  admin: { INBOX: { count: 20, spanDays: 60 } },
  hr: { INBOX: { count: 60, spanDays: 180 }, Sent: { count: 20, spanDays: 180 } },
  service: { INBOX: { count: 80, spanDays: 120 }, Sent: { count: 30, spanDays: 120 } },
}

export function correspondentsOf(users: readonly UserRecord[]): Correspondent[] {
  const internal = users
    .filter((u) => !u.is_shared_mailbox)
    .map((u) => ({ address: u.email, name: u.realname, lang: u.language as Lang, external: false }))
  const external = EXTERNAL_PARTIES.map((p) => ({ ...p, external: true }))
  return [...internal, ...external]
}

export function buildFolders(
  owner: string,
  userFolders: readonly { raw_name: string; name: string; is_lock: boolean }[],
): FolderRecord[] {
  const defaults = DEFAULT_FOLDERS.map((f, order) => ({
    owner,
    id: order + 1,
    raw_name: f.raw_name,
    name: f.name,
    flags: [...f.flags],
    is_default: true,
    is_can_empty: f.is_can_empty,
    is_lock: false,
    lock_password: '',
    order,
  }))
  const own = userFolders.map((f, i) => ({
    owner,
    id: 100 + i,
    raw_name: f.raw_name,
    name: f.name,
    flags: ['\\HasNoChildren'],
    is_default: false,
    is_can_empty: true,
    is_lock: f.is_lock,
    lock_password: '',
    order: defaults.length + i,
  }))
  return [...defaults, ...own]
}

/**
 * Ages are denser towards the present (power curve), so the today / yesterday / earlier groups
 * all have rows while the oldest mail still reaches back `spanDays`. The newest is a minute old at
 * least: the anchor is the seed's minute, floored, and a mail delivered later is dated its arrival
 * - 30 s, so a younger seed mail could sort above it.
 */
export function ageMinutesFor(rng: Rng, index: number, count: number, spanDays: number): number {
  const position = (index + rng()) / count
  return Math.max(1, Math.round(spanDays * 24 * 60 * position ** 1.6))
}

export interface MailboxBuild {
  owner: MailboxOwner
  plan: MailPlan
  anchorMs: number
  correspondents: readonly Correspondent[]
  tagnames: readonly string[]
  seed: number
  /** Folders left empty here because another source provides them (the large scenario's INBOX). */
  skipFolders?: readonly string[]
}

/** Oldest mail gets the lowest uid, as an IMAP server would assign them. */
export function buildMessages(build: MailboxBuild): MessageRecord[] {
  const out: MessageRecord[] = []
  let uid = 1
  const correspondents = splitCorrespondents(build.correspondents)
  for (const [folder, { count, spanDays }] of Object.entries(build.plan)) {
    if (build.skipFolders?.includes(folder)) continue
    const rng = deriveRng(build.seed, `${build.owner.username}/${folder}`)
    const ages = Array.from({ length: count }, (_, i) => ageMinutesFor(rng, i, count, spanDays))
    for (let i = count - 1; i >= 0; i--) {
      out.push(
        makeMessage(rng, {
          owner: build.owner,
          folder,
          uid: uid++,
          ageMinutes: ages[i] ?? 0,
          anchorMs: build.anchorMs,
          correspondents,
          tagnames: build.tagnames,
        }),
      )
    }
  }
  return out
}
