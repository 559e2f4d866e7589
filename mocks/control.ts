import { boundMethods, loginAnswer } from './handlers/login.ts'
import { decideProfileAudit } from './handlers/profile.ts'
import { decideAccountCancel } from './handlers/accountCancel.ts'
import { decideMailboxMove } from './handlers/mailboxMove.tasks.ts'
import { decideRegistration } from './handlers/register.ts'
import { dropUploadAfter, resetUploads, slowUploads, uploadChunkWrites } from './handlers/upload.ts'
import { resetSendState, sweepOutbox } from './outbox/lifecycle.ts'
import { type ReviewRule, decideReview, setReviewRules } from './outbox/review.ts'
import { entries as outboxEntries, outbox } from './outbox/store.ts'
import { openSession, signToken } from './auth/tokens.ts'
import { peekAnswer, resetCaptchas } from './captcha/store.ts'
import { type DemoSms, peekLastSms, resetTwofactorStore } from './handlers/twofactor.store.ts'
import {
  type ScanStep,
  demoScan,
  peekLastScene,
  resetWechatStore,
} from './handlers/wechat.store.ts'
import type { CaptchaAnswerInput } from './captcha/store.ts'
import {
  type CollectionName,
  type DbSnapshot,
  clearDb,
  collectionNames,
  db,
  onDbChange,
  restoreDb,
  trusted,
  snapshotDb,
  withoutChangeEvents,
} from './db/index.ts'
import { resetMailStore, seedClock, warmMailStore } from './mail/store.ts'
import {
  type RuleMail,
  deliverIncoming,
  resetRuleMail,
  ruleMailSent,
} from './mail/deliveryRules.ts'
import {
  dropConnections,
  liveConnectionCount,
  refuseConnections,
  resetLiveHub,
} from './live/hub.ts'
import type { DiskPermissionRecord, Party } from './db/index.ts'
import { flushDurably } from './durability.ts'
import { benchWeekEvents, benchWeekStart } from './calendar/bench.ts'
import { DEMO_USER } from './seed/org.ts'
import {
  type ScenarioName,
  type SeedData,
  buildSeed,
  insertSeed,
  isScenarioName,
} from './seed/scenarios.ts'
import { type CaptchaType, now, resetRuntime, runtime, selfCall } from './state.ts'

const dirty = new Set<CollectionName>()
onDbChange((name) => dirty.add(name))

/** Built seeds by scenario and anchor: switching scenarios back and forth rebuilds nothing. */
const builds = new Map<string, SeedData>()
/** The seed the database was last filled from; null after a restore or before the first seed. */
let current: { scenario: ScenarioName; anchorMs: number } | null = null
let seeding: Promise<void> | null = null

/** Whole minutes, so resets within one test run rebuild nothing and compare equal. */
const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000

function seedFor(scenario: ScenarioName, anchorMs: number): SeedData {
  const key = `${scenario}@${anchorMs}`
  let data = builds.get(key)
  if (!data) {
    data = buildSeed(scenario, anchorMs)
    builds.set(key, data)
  }
  return data
}

/** Records holding contract blobs are shared with the cached seed; copies keep it pristine. */
function pristine(name: CollectionName, data: SeedData): SeedData {
  if (name !== 'accounts' && name !== 'domain') return data
  return { ...data, [name]: structuredClone(data[name]) }
}

/**
 * The records right after the last full seed, as JSON multisets. Reverting a touched collection
 * then re-creates only the records that changed: re-creating all 1,800 messages through
 * @msw/data costs about a second, comparing them a few milliseconds. Counted from the seed the
 * database was filled from (its records go in as they are, same keys in the same order), when a
 * collection is first reverted: most demo pages never reset, and counting every collection at
 * each start cost ≈ 40 ms (issue 11).
 */
const pristineRecords = new Map<CollectionName, Map<string, number>>()
let seededFrom: SeedData | null = null

function pristineOf(name: CollectionName): Map<string, number> {
  let counts = pristineRecords.get(name)
  if (!counts) {
    counts = new Map<string, number>()
    for (const record of (seededFrom?.[name] ?? []) as unknown[]) {
      const key = JSON.stringify(record)
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    pristineRecords.set(name, counts)
  }
  return counts
}

async function revert(name: CollectionName): Promise<void> {
  const missing = new Map(pristineOf(name))
  const collection = db[name] as unknown as {
    all(): object[]
    delete(record: object): unknown
    create(values: unknown): Promise<unknown>
  }
  const changed = collection.all().filter((record) => {
    const key = JSON.stringify(record)
    const left = missing.get(key) ?? 0
    if (left > 0) missing.set(key, left - 1)
    return left === 0
  })
  for (const record of changed) collection.delete(record)
  // The pristine records went in unvalidated (insertSeed): back the same way, same key order.
  await trusted(() =>
    withoutChangeEvents(async () => {
      for (const [key, count] of missing) {
        for (let i = 0; i < count; i++) await collection.create(JSON.parse(key))
      }
    }),
  )
}

async function reseed(scenario: ScenarioName, anchorMs: number, onlyDirty: boolean): Promise<void> {
  const sameSeed = current?.scenario === scenario && current.anchorMs === anchorMs
  runtime.scenario = scenario
  seedClock.anchorMs = anchorMs
  resetMailStore()
  resetUploads()
  resetSendState()
  if (onlyDirty && sameSeed) {
    for (const name of [...dirty]) await revert(name)
  } else {
    clearDb()
    let copy = seedFor(scenario, anchorMs)
    for (const name of ['accounts', 'domain'] as const) copy = pristine(name, copy)
    await insertSeed(copy)
    seededFrom = copy
    pristineRecords.clear()
  }
  dirty.clear()
  current = { scenario, anchorMs }
  warmMailStore()
}

/** Every handler waits for this, so the first request never sees an empty database. */
export function ensureSeeded(): Promise<void> {
  seeding ??= reseed(runtime.scenario, minuteOf(now()), false)
  return seeding
}

/** What `deliverMessage` takes: a mail arriving for the demo user. */
export interface DeliverInput {
  /** Folder raw_name; default INBOX. */
  folder?: string
  subject: string
  html_text?: string
  plain_text?: string
  /** Default: whether html_text was given. */
  is_html?: boolean
  /** [address, name]; default an external sender. */
  mfrom?: Party
  /** `content` is text (stored as UTF-8); size defaults to its length. */
  attachments?: { name: string; size: number; content?: string }[]
}

/** What `sendMailAs` takes: a plain-text mail to these addresses. */
export interface SendAsInput {
  to: string[]
  subject: string
  /** Plain-text body; default the subject. */
  text?: string
}

export interface ResetOptions {
  scenario?: ScenarioName
  /** Date the seed is built around; default: the anchor already in use, else now. */
  anchorMs?: number
}

/**
 * The test/demo control surface: never part of the real-backend bundle. Node tests import it;
 * the browser demo exposes it as `window.__mock`.
 */
export const mockControl = {
  /** Back to the pristine seed of the scenario; also clears faults, captcha override, clock. */
  async reset(options: ResetOptions = {}): Promise<void> {
    await seeding?.catch(() => undefined)
    resetRuntime()
    resetCaptchas()
    resetTwofactorStore()
    resetWechatStore()
    resetLiveHub()
    resetRuleMail()
    const scenario = options.scenario ?? runtime.scenario
    const anchorMs = options.anchorMs ?? current?.anchorMs ?? seedClock.anchorMs
    seeding = reseed(scenario, anchorMs, true)
    await seeding
  },
  get scenario(): ScenarioName {
    return runtime.scenario
  },
  async setScenario(name: string): Promise<void> {
    if (!isScenarioName(name)) throw new Error(`Unknown scenario "${name}"`)
    await mockControl.reset({ scenario: name })
  },
  /** Overrides the login config's captcha type until reset; null restores the seeded one. */
  setCaptchaType(type: CaptchaType | null): void {
    runtime.captchaType = type
  },
  /** The answer of a live challenge, in the body shape verifyCaptcha takes (minus captcha_id). */
  peekCaptchaAnswer(captchaId: string): CaptchaAnswerInput | null {
    return peekAnswer(captchaId)
  },
  /** Makes `operationId` answer `status` (e.g. 500, 503) until cleared; null clears it. */
  setFault(operationId: string, status: number | null): void {
    if (status === null) runtime.faults.delete(operationId)
    else runtime.faults.set(operationId, status)
  },
  clearFaults(): void {
    runtime.faults.clear()
  },
  /** `operationId` answers `ms` later until cleared (null or 0) or reset: a slow server. */
  /** How long an SMTP relay verification takes (ms); null: 3 to 10 s by server (C-TIME-14). */
  setSmtpVerifyMs(ms: number | null): void {
    runtime.smtpVerifyMs = ms
  },
  setLatency(operationId: string, ms: number | null): void {
    if (!ms) runtime.latencyMs.delete(operationId)
    else runtime.latencyMs.set(operationId, ms)
  },
  /**
   * Drops the big-upload connection after `chunks` more chunks are stored: every
   * /api/netdisk/uploadnew/ request then fails as a network error until called with null (or a
   * reset). The chunks already stored stay, so a resume sends only the rest.
   */
  dropUploadAfter(chunks: number | null): void {
    dropUploadAfter(chunks)
  },
  /** Every big-upload chunk takes `ms` longer to be stored (0 = full speed again). */
  slowUploads(ms: number): void {
    slowUploads(ms)
  },
  /**
   * Big-upload chunks the server stored since the last reset, and how many of them it already
   * held: a resume sends only what is missing, so `again` stays 0.
   */
  uploadChunkWrites(): { stored: number; again: number } {
    return uploadChunkWrites()
  },
  /** The fake server's clock (ms): tokens, secrets' timestamps and captchas use it. */
  now(): number {
    return now()
  },
  /** Freezes the server clock at `ms`; null returns to the real clock. */
  setNow(ms: number | null): void {
    runtime.fixedNowMs = ms
  },
  /** Moves the server clock forward, e.g. past a token's expiry. */
  advanceTime(seconds: number): void {
    if (runtime.fixedNowMs !== null) runtime.fixedNowMs += seconds * 1000
    else runtime.clockOffsetMs += seconds * 1000
  },
  /** Every token issued so far now reads as expired (401), as after a long absence. */
  expireTokens(): void {
    runtime.tokenGeneration += 1
  },
  /** A valid token for `username` without the login dance, for tests of other features. */
  async issueToken(username: string, lifetimeSeconds = 600): Promise<string> {
    await ensureSeeded()
    return signToken(await openSession(username), lifetimeSeconds)
  },
  /**
   * Signs `username` in as a successful password login would (the login recorded, the account's
   * token lifetime) and returns the token: journeys that are not about the login start signed in
   * without the form (tests/e2e/fixtures.ts `signedInAs`). Accounts with a second factor refuse.
   */
  async signIn(username: string): Promise<string> {
    await ensureSeeded()
    const account = db.accounts.findFirst((q) => q.where({ username }))
    if (!account) throw new Error(`No account "${username}"`)
    if (boundMethods(account).length > 0) throw new Error(`"${username}" needs a second factor`)
    return (await loginAnswer(username)).token
  },
  /** Delivers a mail to the demo user (unread, arrived now) and returns its uid. */
  async deliverMessage(input: DeliverInput): Promise<number> {
    await ensureSeeded()
    // Through the demo user's rules (auto-reply, auto-forward …), as any delivery.
    const record = await deliverIncoming(
      DEMO_USER.username,
      {
        subject: input.subject,
        html_text: input.html_text,
        plain_text: input.plain_text,
        is_html: input.is_html,
        mfrom: input.mfrom ?? ['news@mailer.example.net', 'Example Mailer'],
        attachments: input.attachments,
      },
      { folder: input.folder ?? 'INBOX' },
    )
    return record?.uid ?? 0
  },
  /**
   * What the delivery rules sent (auto-replies, auto-forwards), oldest first: kind, from
   * (username), to (address), subject and, for a colleague, the copy in their mailbox.
   */
  peekRuleMail(): RuleMail[] {
    return [...ruleMailSent()]
  },
  /**
   * The server drops every live-channel connection (the client reconnects 2 s later); returns
   * how many there were.
   */
  dropLiveChannel(): number {
    return dropConnections()
  },
  /**
   * For `seconds` of server time, new live-channel connections are refused with an error of
   * status 503 and closed (the client then waits 30 s); 0 accepts them again. To make the
   * token call itself answer 5xx, use `setFault('getLiveToken', 503)`.
   */
  refuseLiveChannel(seconds: number): void {
    refuseConnections(seconds)
  },
  /**
   * `username` sends a mail through the real send call (POST /api/mail/messages/send/ with a
   * token of their own), as another signed-in user would: delivery, review rules and the live
   * push all apply. Returns the send result's message_id; throws on a refusal.
   */
  async sendMailAs(username: string, input: SendAsInput): Promise<string> {
    const token = await mockControl.issueToken(username)
    const user = db.users.findFirst((q) => q.where({ username }))
    if (!user) throw new Error(`sendMailAs: no user "${username}"`)
    const origin =
      typeof location !== 'undefined' && location.origin.startsWith('http')
        ? location.origin
        : 'http://localhost'
    // The send call wants some content: the subject stands in for a body not given.
    const text = input.text ?? input.subject
    const request = new Request(new URL('/api/mail/messages/send/', origin), {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        mfrom: [user.email, user.realname],
        to: input.to.map((address) => [address, '']),
        cc: [],
        bcc: [],
        subject: input.subject,
        is_html: false,
        html_text: '',
        plain_text: text,
        is_cc: true,
        is_bcc: false,
        is_save_sent: true,
        is_confirm_read: false,
        action: 'sent',
      }),
    })
    const response = await selfCall.fetch(request)
    const body = (await response.json()) as { message_id?: string }
    if (!response.ok) throw new Error(`sendMailAs: ${response.status} ${JSON.stringify(body)}`)
    return body.message_id ?? ''
  },
  /**
   * The calendar bench's week: `count` (default 500) events in the demo user's default calendar
   * across the current week (Monday 00:00 Asia/Shanghai); returns that week's range.
   */
  /**
   * The disk bench: a folder `name` at the root of the demo user's personal disk (made when
   * missing) filled with `count` small files named 0001.txt …; returns the folder's id.
   */
  async fillDiskFolder(name = 'bench-5000', count = 5000): Promise<{ folderId: number }> {
    await ensureSeeded()
    const owner = DEMO_USER.username
    const firstId = db.diskEntries.all().reduce((max, e) => Math.max(max, e.id), 0) + 1
    const existing = db.diskEntries.findFirst((q) =>
      q.where({ disk: 'pfile', owner, parent_id: 0, name }),
    )
    const folderId = existing?.id ?? firstId
    const created = new Date(now()).toISOString()
    const width = String(count).length
    await trusted(async () => {
      const base = { disk: 'pfile' as const, owner, content_type: 'text/plain', expires: null }
      if (!existing) {
        await db.diskEntries.create({
          ...base,
          id: folderId,
          parent_id: 0,
          name,
          is_folder: true,
          size: 0,
          created,
        })
      }
      for (let i = 1; i <= count; i += 1) {
        await db.diskEntries.create({
          ...base,
          id: firstId + i,
          parent_id: folderId,
          name: `${String(i).padStart(width, '0')}.txt`,
          is_folder: false,
          size: 1024 + ((i * 7919) % 900_000),
          created,
        })
      }
    })
    await flushDurably()
    return { folderId }
  },
  /**
   * A member's own grant on a company folder (found by name), as the disk administrator would set
   * it: the e2e of an upload-only member. Replaces that member's grants on the folder.
   */
  async grantCompanyFolder(
    folderName: string,
    username: string,
    permission: DiskPermissionRecord['permission'],
  ): Promise<{ folderId: number }> {
    await ensureSeeded()
    const folder = db.diskEntries.findFirst((q) =>
      q.where({ disk: 'cfile', name: folderName, is_folder: true }),
    )
    if (!folder) throw new Error(`grantCompanyFolder: no company folder "${folderName}"`)
    await db.diskPermissions.deleteMany((q) =>
      q.where({ folder_id: folder.id, target_type: 'member', target: username }),
    )
    await db.diskPermissions.create({
      id: db.diskPermissions.all().reduce((max, g) => Math.max(max, g.id), 0) + 1,
      folder_id: folder.id,
      target_type: 'member',
      target: username,
      permission,
    })
    await flushDurably()
    return { folderId: folder.id }
  },
  async seedCalendarWeek(count = 500): Promise<{ start: string; end: string; created: number }> {
    await ensureSeeded()
    const demo = db.users.findFirst((q) => q.where({ username: DEMO_USER.username }))!
    const calendar = db.calendars.findFirst((q) =>
      q.where({ owner: demo.username, is_default: true }),
    )!
    const weekStart = benchWeekStart(now())
    const firstId = db.events.all().reduce((max, e) => Math.max(max, e.id), 0) + 1
    const records = benchWeekEvents(count, weekStart, firstId, calendar.id, [
      demo.email,
      demo.realname,
    ])
    await trusted(async () => {
      for (const record of records) await db.events.create(record)
    })
    await flushDurably()
    return {
      start: new Date(weekStart).toISOString(),
      end: new Date(weekStart + 7 * 86_400_000).toISOString(),
      created: records.length,
    }
  },
  /**
   * Switches the new-mail reminder (login-after `sw_new_mail_remind`) of `username`; the app
   * reads it at sign-in. Off: no live channel, no new-mail card.
   */
  async setNewMailRemind(on: boolean, username: string = DEMO_USER.username): Promise<void> {
    await ensureSeeded()
    await db.accounts.update((q) => q.where({ username }), {
      data(draft) {
        draft.login_after.sw_new_mail_remind = on
      },
    })
    // Saved before the call returns: a test that reloads the page next keeps the setting.
    await flushDurably()
  },
  /** Open live-channel connections (of `username`'s mailbox, or all). */
  liveConnections(username?: string): number {
    return liveConnectionCount(username)
  },
  snapshot(): { scenario: ScenarioName; anchorMs: number; data: DbSnapshot } {
    return { scenario: runtime.scenario, anchorMs: seedClock.anchorMs, data: snapshotDb() }
  },
  /** Loads a snapshot taken with `snapshot()` (persistence across page reloads). */
  async restore(saved: {
    scenario: ScenarioName
    anchorMs: number
    data: DbSnapshot
  }): Promise<void> {
    await seeding?.catch(() => undefined)
    runtime.scenario = saved.scenario
    seedClock.anchorMs = saved.anchorMs
    resetMailStore()
    current = null
    // Anything restored may differ from the pristine seed until the next reset.
    seeding = restoreDb(saved.data).then(() => {
      collectionNames.forEach((name) => dirty.add(name))
      warmMailStore()
    })
    try {
      await seeding
    } catch (error) {
      seeding = null
      throw error
    }
  },
  /** True when the database differs from the pristine seed (there is something to persist). */
  isDirty(): boolean {
    return dirty.size > 0
  },
  /**
   * The next `times` send calls (sendMail, quickReply) fail: 400 `{non_field_errors}`, 500
   * `{detail}` or a dropped connection (`'network'`), so tests can prove nothing typed is lost.
   */
  failNextSend(kind: 400 | 500 | 'network', times = 1): void {
    for (let i = 0; i < times; i++) {
      outbox.nextSendFaults.push(
        kind === 'network' ? { kind: 'network' } : { kind: 'status', status: kind },
      )
    }
  },
  /** Review items (db.reviewItems ids) of sent mail the review rules are holding right now. */
  heldReviewIds(): number[] {
    return outboxEntries().flatMap((e) => (e.reviewId === null ? [] : [e.reviewId]))
  },
  /** Lets a held mail go (as the reviewer's "pass" would); it is delivered at once. */
  async permitReview(reviewId: number): Promise<boolean> {
    const done = await decideReview(reviewId, 'permit')
    await sweepOutbox()
    return done
  },
  /** Rejects a held mail with a reason; its recipients show deliver_fail. */
  async rejectReview(reviewId: number, reason: string): Promise<boolean> {
    const done = await decideReview(reviewId, 'reject', reason)
    await sweepOutbox()
    return done
  },
  /** Replaces the review rules until reset (null: the seeded ones, see mocks/outbox/review.ts). */
  setReviewRules(rules: ReviewRule[] | null): void {
    setReviewRules(rules)
  },
  /** The feedback users sent the administrator (/setting/feedback), oldest first. */
  feedback(): { username: string; content: string; contact: string }[] {
    return [...db.feedback.all()]
      .sort((a, b) => a.id - b.id)
      .map((f) => ({ username: f.owner, content: f.content, contact: f.contact }))
  },
  /** The last SMS the fake server sent (two-factor login, phone bind / unbind), or null. */
  peekLastSms(): DemoSms | null {
    return peekLastSms()
  },
  /** The newest WeChat QR code (login or binding) issued, or null. */
  peekLastWechatScene(): string | null {
    return peekLastScene()
  },
  /** The demo phone scans (`scan`) or confirms (`confirm`) a WeChat QR code, in every tab. */
  wechatScan(scene: string, step: ScanStep): void {
    demoScan(scene, step)
  },
  /**
   * The administrator's audit of a profile edit (R-LOGIN-4): `approved` makes the waiting edit
   * the user's profile, `rejected` drops it. False when nothing was waiting.
   */
  async decideProfileAudit(
    decision: 'approved' | 'rejected',
    username: string = DEMO_USER.username,
  ): Promise<boolean> {
    await ensureSeeded()
    return decideProfileAudit(username, decision)
  },
  /**
   * The review of an account-cancellation request (issue 16): `approved` deactivates the account,
   * `rejected` keeps it with the reviewer's reason. False when no request was waiting.
   */
  async decideAccountCancel(
    decision: 'approved' | 'rejected',
    reviewReason = '',
    username: string = DEMO_USER.username,
  ): Promise<boolean> {
    await ensureSeeded()
    return decideAccountCancel(username, decision, reviewReason)
  },
  /**
   * Ends a mailbox-move task in flight at once (issue 16): `done` brings the old mail over,
   * `failed` stops it with a reason. False when no task of that id is waiting or running.
   */
  async decideMailboxMove(id: number, outcome: 'done' | 'failed'): Promise<boolean> {
    await ensureSeeded()
    return decideMailboxMove(id, outcome)
  },
  /**
   * The administrator's decision on a self-registration (R-LOGIN-4): `approved` lets the account
   * sign in, `rejected` keeps it out. False when no registration of that name waits.
   */
  async decideRegistration(
    username: string,
    decision: 'approved' | 'rejected' = 'approved',
  ): Promise<boolean> {
    await ensureSeeded()
    return decideRegistration(username, decision)
  },
  /** Delivers due scheduled mail and applies review decisions now (every API call does this too). */
  async runOutbox(): Promise<void> {
    await ensureSeeded()
    await sweepOutbox()
  },
}

export type MockControl = typeof mockControl
