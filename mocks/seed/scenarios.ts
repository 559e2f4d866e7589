import {
  type AttachmentIndexRecord,
  type Db,
  type DbSnapshot,
  type MessageRecord,
  insertTrusted,
} from '../db/index.ts'
import { buildAccount, buildDomain } from './account.ts'
import {
  buildMailingLists,
  buildPersonalBook,
  buildPublicCategories,
  buildPublicContacts,
  buildSharedMailboxes,
} from './contacts.ts'
import {
  DEMO_MAIL_PLAN,
  DEMO_TAGS,
  DEMO_USER_FOLDERS,
  OTHER_MAIL_PLANS,
  buildFolders,
  buildMessages,
  correspondentsOf,
} from './mailbox.ts'
import {
  DEMO_USER,
  SPECIAL_USERNAMES,
  buildDepartments,
  buildExtraUsers,
  buildUsers,
} from './org.ts'
import { SEED, deriveRng } from './random.ts'
import { buildReaderFixtures } from './readerFixtures.ts'
import { buildRecallLogs } from './recallLogs.ts'
import { buildReviewItems } from './review.ts'
import { buildPersonalSettings, buildStationery } from './settings.ts'
import { buildCalendars } from './calendar.ts'
import { buildSelfQueryLogs } from './selfQueryLogs.ts'
import { buildDisk } from './workspace.ts'

export const SCENARIOS = ['default', 'empty', 'large', 'race'] as const
export type ScenarioName = (typeof SCENARIOS)[number]

/** The demo user's stored mail in the `race` scenario (its INBOX is computed: seed/race.ts). */
const RACE_MAIL_PLAN = { Sent: { count: 40, spanDays: 365 } }

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value)
}

type InputOf<K extends keyof Db> = Parameters<Db[K]['create']>[0]
/** Plain records per collection, ready to insert. */
export type SeedData = { [K in keyof Db]: InputOf<K>[] }

function attachmentIndex(messages: readonly MessageRecord[]): AttachmentIndexRecord[] {
  const out: AttachmentIndexRecord[] = []
  for (const m of messages) {
    if (m.folder === 'Trash' || m.folder === 'Spam' || m.folder === 'Virus') continue
    for (const a of m.attachments) {
      out.push({
        owner: m.owner,
        id: a.id,
        uid: m.uid,
        folder: m.folder,
        sid: a.sid,
        did: null,
        name: a.name,
        size: a.size,
        subject: m.subject,
        mfrom: m.mfrom,
        date: m.date,
        attach_level: a.attach_level,
        is_company: false,
        nettype: 'file',
      })
    }
  }
  return out
}

/**
 * Everything a scenario holds, as plain data. Pure: the same scenario and anchor always give the
 * same data (`anchorMs` only shifts dates, so "today" in the seed is today in the demo).
 */
export function buildSeed(scenario: ScenarioName, anchorMs: number): SeedData {
  const users = buildUsers(deriveRng(SEED, 'users'))
  // Extra accounts sign in and have folders, but take no part in the generated mail and books.
  const extraUsers = buildExtraUsers()
  const correspondents = correspondentsOf(users)
  const demo = users.find((u) => u.username === DEMO_USER.username)!
  const empty = scenario === 'empty'

  const folders = [...users, ...extraUsers].flatMap((u) =>
    buildFolders(u.username, u.username === demo.username ? DEMO_USER_FOLDERS : []),
  )
  for (const folder of folders) {
    if (folder.owner === demo.username && folder.is_lock) folder.lock_password = 'Lock@2468'
  }
  const tags = DEMO_TAGS.map((t) => ({ ...t, owner: demo.username }))

  const owners = new Map(
    users.map((u) => [u.username, { username: u.username, email: u.email, realname: u.realname }]),
  )
  const race = scenario === 'race'
  // The race's mailbox is Roundcube's (fill-mailbox.py): a computed INBOX and 40 sent mails.
  const demoPlan = race ? RACE_MAIL_PLAN : DEMO_MAIL_PLAN
  const plans: [string, Record<string, { count: number; spanDays: number }>][] = [
    ...(empty ? [] : [[demo.username, demoPlan] as [string, typeof DEMO_MAIL_PLAN]]),
    ...Object.entries(OTHER_MAIL_PLANS),
  ]
  const messages = plans.flatMap(([username, plan]) =>
    buildMessages({
      owner: owners.get(username)!,
      plan,
      anchorMs,
      correspondents,
      tagnames: username === demo.username ? tags.map((t) => t.tagname) : [],
      seed: SEED,
      skipFolders: (scenario === 'large' || race) && username === demo.username ? ['INBOX'] : [],
    }),
  )

  if (!empty && !race) {
    const demoUids = messages.filter((m) => m.owner === demo.username).map((m) => m.uid)
    messages.push(
      ...buildReaderFixtures({
        owner: owners.get(demo.username)!,
        correspondents,
        anchorMs,
        firstUid: Math.max(0, ...demoUids) + 1,
        skipFolders: scenario === 'large' ? ['INBOX'] : [],
      }),
    )
  }

  const invitations = messages.filter((m) => m.owner === demo.username && m.attrs.is_calendar)
  const calendars = buildCalendars(deriveRng(SEED, 'calendar'), demo, users, anchorMs, invitations)
  const disk = buildDisk(deriveRng(SEED, 'disk'), demo.username, anchorMs)
  const book = buildPersonalBook(deriveRng(SEED, 'contacts'), demo.username, users)
  const personal = buildPersonalSettings(demo.username, demo.realname)
  const senders = users
    .filter((u) => !u.is_shared_mailbox && !u.is_admin)
    .slice(6, 30)
    .map((u) => owners.get(u.username)!)

  return {
    domain: [buildDomain()],
    departments: buildDepartments(),
    users: [...users, ...extraUsers],
    accounts: [...users, ...extraUsers].map((u) => buildAccount(u, { bare: empty })),
    folders,
    messages,
    tags,
    attachments: attachmentIndex(messages),
    reviewItems: buildReviewItems(
      deriveRng(SEED, 'review'),
      SPECIAL_USERNAMES.reviewer,
      senders,
      correspondents,
      anchorMs,
    ),
    contacts: book.contacts,
    contactGroups: book.groups,
    publicCategories: buildPublicCategories(),
    publicContacts: buildPublicContacts(),
    mailingLists: buildMailingLists(users),
    sharedMailboxes: buildSharedMailboxes(),
    signatures: personal.signatures,
    templates: personal.templates,
    stationery: buildStationery(),
    filters: personal.filters,
    autoReplies: personal.autoReplies,
    autoForwards: personal.autoForwards,
    addressLists: personal.addressLists,
    mailboxMoves: empty ? [] : personal.mailboxMoves,
    relays: personal.relays,
    calendars: calendars.calendars,
    events: calendars.events,
    calendarSettings: calendars.settings,
    diskEntries: disk.entries,
    diskPermissions: disk.permissions,
    fileShares: disk.shares,
    loginLogs: buildSelfQueryLogs(deriveRng(SEED, 'logs'), demo, messages, anchorMs),
    sessions: [],
    mailOverlays: [],
    rawMessages: [],
    feedback: [],
    recallLogs: buildRecallLogs(demo.username, messages),
  }
}

/**
 * Inserts seed data into the (already cleared) collections without reporting changes, and
 * without validating each record again (tests/unit/mocks/seed.test.ts checks the seed fits).
 */
export async function insertSeed(data: SeedData): Promise<void> {
  await insertTrusted(data as DbSnapshot)
}
