import { describe, expect, test } from 'vitest'
import { collectionNames, validateRecord } from '../../../mocks/db/index.ts'
import { DEMO_USER, SPECIAL_USERNAMES } from '../../../mocks/seed/org.ts'
import { type SeedData, buildSeed } from '../../../mocks/seed/scenarios.ts'

const ANCHOR = Date.UTC(2024, 5, 3, 2, 0)
const seed: SeedData = buildSeed('default', ANCHOR)
const demoMail = seed.messages.filter((m) => m.owner === DEMO_USER.username)

// Characters that exist only in one of the two scripts, to tell the languages apart.
const SIMPLIFIED_ONLY = /[们这说对发报销时间会议请门开关张刘陈杨赵黄吴邮箱]/
const TRADITIONAL_ONLY = /[們這說對發報銷時間會議請門開關張劉陳楊趙黃吳郵箱週]/
const LATIN_NAME = /^[A-Z][a-z]+ [A-Z][a-z]+$/

describe('the default seed', () => {
  test('is deterministic: the same seed and anchor give identical data', () => {
    expect(JSON.stringify(buildSeed('default', ANCHOR))).toBe(JSON.stringify(seed))
  })

  test('moves with the anchor date but keeps its content', () => {
    const later = buildSeed('default', ANCHOR + 86_400_000)
    expect(later.messages.map((m) => m.subject)).toEqual(seed.messages.map((m) => m.subject))
    expect(later.messages[0]!.date).not.toBe(seed.messages[0]!.date)
  })

  test('every mail is dated over a minute before the anchor, so mail delivered after the seed is the newest', () => {
    // A delivery is dated its arrival - 30 s (mocks/mail/addMessage.ts) and the demo's anchor is
    // the seed's minute, floored: a seed mail dated within the anchor's last half minute sorted
    // above a mail delivered in the first seconds of the next one (shortcuts.spec, 1 run in 20).
    const latest = Math.max(...seed.messages.map((m) => Date.parse(m.date)))
    expect(latest).toBeLessThanOrEqual(ANCHOR - 60_000)
  })

  test('has an organisation of at least 6 departments in a tree and 60 users', () => {
    expect(seed.departments.length).toBeGreaterThanOrEqual(6)
    const ids = new Set(seed.departments.map((d) => d.id))
    expect(seed.departments.filter((d) => d.pid === 0)).toHaveLength(1)
    expect(seed.departments.every((d) => d.pid === 0 || ids.has(d.pid))).toBe(true)
    expect(
      seed.departments.some(
        (d) => d.pid !== 0 && seed.departments.find((p) => p.id === d.pid)!.pid !== 0,
      ),
    ).toBe(true)
    expect(seed.users.length).toBeGreaterThanOrEqual(60)
    expect(new Set(seed.users.map((u) => u.username)).size).toBe(seed.users.length)
    expect(seed.users.every((u) => ids.has(u.department_id))).toBe(true)
  })

  test('names come in simplified Chinese, traditional Chinese and English', () => {
    const names = seed.users.map((u) => u.realname)
    expect(names.filter((n) => SIMPLIFIED_ONLY.test(n)).length).toBeGreaterThanOrEqual(5)
    expect(names.filter((n) => TRADITIONAL_ONLY.test(n)).length).toBeGreaterThanOrEqual(5)
    expect(names.filter((n) => LATIN_NAME.test(n)).length).toBeGreaterThanOrEqual(10)
  })

  test('the demo user has at least 1,500 messages over default and user folders, in three languages', () => {
    expect(demoMail.length).toBeGreaterThanOrEqual(1500)
    const folders = new Set(demoMail.map((m) => m.folder))
    for (const folder of ['INBOX', 'Sent', 'Drafts', 'Trash', 'Spam', 'Projects', 'Finance']) {
      expect(folders.has(folder), folder).toBe(true)
    }
    const languages = new Set(demoMail.map((m) => m.language))
    expect(languages).toEqual(new Set(['zh-hans', 'zh-tw', 'en']))
    expect(demoMail.some((m) => TRADITIONAL_ONLY.test(m.plain_text))).toBe(true)
    expect(demoMail.some((m) => SIMPLIFIED_ONLY.test(m.plain_text))).toBe(true)
    expect(demoMail.some((m) => /\b(the|please)\b/i.test(m.plain_text))).toBe(true)
  })

  test('mail carries html and plain bodies, attachments, tags, colours, remarks, urgency, invitations', () => {
    const some = (predicate: (m: (typeof demoMail)[number]) => boolean) =>
      demoMail.filter(predicate).length
    expect(some((m) => m.is_html && m.html_text.startsWith('<div'))).toBeGreaterThan(100)
    expect(some((m) => !m.is_html && m.html_text === '' && m.plain_text !== '')).toBeGreaterThan(50)
    expect(some((m) => m.attachments.length > 0)).toBeGreaterThan(100)
    expect(some((m) => m.attachments.some((a) => a.size > 10_485_760))).toBeGreaterThan(0)
    expect(
      some((m) => m.tags.length > 0 && m.tags.every((t) => m.flags.includes(t))),
    ).toBeGreaterThan(20)
    expect(
      some((m) =>
        m.flags.some((f) => /^umail-(green|orange|blue|pink|cyan|yellow|purple|gray)$/.test(f)),
      ),
    ).toBeGreaterThan(20)
    expect(some((m) => m.remark !== '')).toBeGreaterThan(10)
    expect(some((m) => m.flags.includes('umail-emergent'))).toBeGreaterThan(5)
    const invitations = demoMail.filter((m) => m.attrs.is_calendar)
    expect(invitations.length).toBeGreaterThan(0)
    const eventIds = new Set(seed.events.map((e) => e.id))
    expect(
      invitations.every(
        (m) => m.attrs.calendar_event_id !== null && eventIds.has(m.attrs.calendar_event_id),
      ),
    ).toBe(true)
  })

  test('has the special accounts the demo needs', () => {
    const account = (username: string) => seed.accounts.find((a) => a.username === username)!
    const user = (username: string) => seed.users.find((u) => u.username === username)!
    expect(account(SPECIAL_USERNAMES.mustChangePassword).change_password).toBe(true)
    expect(user(SPECIAL_USERNAMES.reviewer).is_reviewer).toBe(true)
    expect(seed.reviewItems.filter((r) => r.status === 'wait').length).toBeGreaterThan(0)
    expect(user(SPECIAL_USERNAMES.admin).is_admin).toBe(true)
    const shared = seed.sharedMailboxes.filter((s) => s.grantee === DEMO_USER.username)
    expect(shared).toHaveLength(2)
    expect(shared.every((s) => user(s.owner).is_shared_mailbox)).toBe(true)
    expect(user(DEMO_USER.username)).toMatchObject({
      email: DEMO_USER.email,
      job_number: DEMO_USER.job_number,
    })
  })

  test('the demo home page has links, ads, banners, ICP, weather and a capacity; login logs exist', () => {
    const demo = seed.accounts.find((a) => a.username === DEMO_USER.username)!
    expect(demo.login_after.welcome_links.length).toBeGreaterThan(0)
    expect(demo.login_after.welcome_ads.length).toBeGreaterThan(0)
    expect(demo.login_after.banner_list.length).toBeGreaterThan(0)
    expect(demo.login_after).toMatchObject({ is_icp: true, icp_no: expect.stringMatching(/ICP/) })
    expect(demo.weather.has_weather).toBe(true)
    expect(demo.capacity_total_mb).toBeGreaterThan(demo.capacity_used_mb)
    expect(
      seed.loginLogs.filter((l) => l.username === DEMO_USER.username && l.kind === 'login').length,
    ).toBeGreaterThan(2)
  })

  test('every entity of the product has seed records', () => {
    const empty = Object.entries(seed).filter(
      // Sessions, the large INBOX's overlay, original bytes (imports, deliveries) and the
      // feedback users send the administrator come with use.
      ([name, rows]) =>
        !['sessions', 'mailOverlays', 'rawMessages', 'feedback'].includes(name) &&
        rows.length === 0,
    )
    expect(empty.map(([name]) => name)).toEqual([])
  })
})

describe('other scenarios', () => {
  test('empty: the demo user has no mail, no welcome extras and infinite capacity', () => {
    const empty = buildSeed('empty', ANCHOR)
    expect(empty.messages.filter((m) => m.owner === DEMO_USER.username)).toEqual([])
    const demo = empty.accounts.find((a) => a.username === DEMO_USER.username)!
    expect(demo.capacity_total_mb).toBe(0)
    expect([
      demo.login_after.welcome_links,
      demo.login_after.welcome_ads,
      demo.login_after.banner_list,
    ]).toEqual([[], [], []])
  })

  test('large: the INBOX is not materialised; the other folders are', () => {
    const large = buildSeed('large', ANCHOR)
    const demo = large.messages.filter((m) => m.owner === DEMO_USER.username)
    expect(demo.filter((m) => m.folder === 'INBOX')).toEqual([])
    expect(demo.filter((m) => m.folder === 'Sent').length).toBeGreaterThan(0)
  })
})

describe('every scenario seed', () => {
  // insertSeed skips @msw/data's validation (mocks/db/index.ts): each record must already be
  // exactly what its schema makes of it (no missing field, no stray key, no transform).
  test.each(['default', 'empty', 'large'] as const)(
    '%s: each record parses to itself',
    async (scenario) => {
      const data = buildSeed(scenario, ANCHOR)
      for (const name of collectionNames) {
        for (const record of data[name]) {
          const result = (await validateRecord(name, record)) as {
            issues?: unknown
            value?: unknown
          }
          expect(result.issues, `${name}: ${JSON.stringify(record).slice(0, 200)}`).toBeUndefined()
          expect(result.value).toStrictEqual(record)
        }
      }
    },
  )
})
