import { describe, expect, test } from 'vitest'
import { setDurableFlush } from '../../mocks/durability.ts'
import {
  DEMO_USER,
  SPECIAL_USERNAMES,
  STAFF_PASSWORD,
  apiFetch,
  encryptForServer,
  loginOverHttp,
  mockControl,
  tokenFor,
} from '../support/server.ts'

type Json = Record<string, unknown>
const getJson = async (path: string, token: string) => {
  const response = await apiFetch(path, { token })
  expect(response.status).toBe(200)
  return (await response.json()) as Json
}

const AUTHENTICATED = [
  ['POST', '/api/core/logout/'],
  ['POST', '/api/core/token/refresh/'],
  ['POST', '/api/core/lockscreen/'],
  ['GET', '/api/core/login-after/'],
  ['GET', '/api/core/userinfo/'],
  ['GET', '/api/core/welcome/'],
  ['GET', '/api/core/lock/'],
  ['GET', '/api/shareuser/status/'],
  ['GET', '/api/setting/password/rules/'],
  ['POST', '/api/setting/password/'],
  ['GET', '/api/mail/folders/'],
  ['GET', '/api/mail/folders/unseen/'],
  ['GET', '/api/mail/messages/'],
  ['GET', '/api/mail/review/show/'],
] as const

describe('every authenticated operation', () => {
  test.each(AUTHENTICATED)(
    '%s %s answers 401 {detail} without a token and with an expired one',
    async (method, path) => {
      const init = method === 'POST' ? { method, json: {} } : { method }
      const missing = await apiFetch(path, init)
      expect(missing.status).toBe(401)
      expect(Object.keys((await missing.json()) as Json)).toEqual(['detail'])
      const token = await tokenFor()
      mockControl.advanceTime(601)
      expect((await apiFetch(path, { ...init, token })).status).toBe(401)
    },
  )
})

describe('session data', () => {
  // R-DATA-13, R-DATA-14, R-DATA-15, R-DATA-16 (user info); shapes checked against openapi.yaml
  test('userinfo, login-after, welcome and lock state of the demo user', async () => {
    const token = await tokenFor()
    expect(await getJson('/api/core/userinfo/', token)).toMatchObject({
      username: 'demo',
      realname: DEMO_USER.realname,
      email: DEMO_USER.email,
      job_number: DEMO_USER.job_number,
      department: '前端组',
      is_admin: false,
    })
    const after = await getJson('/api/core/login-after/', token)
    expect(after.page_limit).toBe(20)
    expect((after.welcome_links as unknown[]).length).toBeGreaterThan(0)
    expect(after.is_icp).toBe(true)
    const welcome = await getJson('/api/core/welcome/', token)
    expect(welcome.capacity_total_mb).toBeGreaterThan(0)
    expect((welcome.weather as Json).has_weather).toBe(true)
    expect(welcome.last_login).not.toBeNull()
    expect(await getJson('/api/core/lock/', token)).toMatchObject({
      is_lockmailbox: true,
      is_maibox_rel: false,
    })
    expect((await getJson('/api/setting/password/rules/', token)).passwd_type).toBe(3)
  })

  // R-DATA-13
  test('shared status: defaults, the two shared mailboxes, forced change and admin', async () => {
    const demo = await getJson('/api/shareuser/status/', await tokenFor())
    expect(demo).toMatchObject({
      lock_left: 600,
      is_shareduser: false,
      change_password: false,
      is_active: false,
    })
    expect(demo.expired_left).toBeGreaterThan(595)
    expect((demo.results as Json[]).map((r) => r.username).sort()).toEqual(['hr', 'service'])
    const newhire = await getJson(
      '/api/shareuser/status/',
      await tokenFor(SPECIAL_USERNAMES.mustChangePassword),
    )
    expect(newhire.change_password).toBe(true)
    const admin = await getJson('/api/shareuser/status/', await tokenFor(SPECIAL_USERNAMES.admin))
    expect(admin.is_active).toBe(true)
    const adminInfo = await getJson('/api/core/userinfo/', await tokenFor(SPECIAL_USERNAMES.admin))
    expect(adminInfo.admin_url).not.toBe('')
  })

  test('review show: the reviewer has pending items, the demo user no review area', async () => {
    const reviewer = await getJson(
      '/api/mail/review/show/',
      await tokenFor(SPECIAL_USERNAMES.reviewer),
    )
    expect(reviewer.review_mail_show).toBe(true)
    expect(reviewer.count).toBeGreaterThan(0)
    expect(await getJson('/api/mail/review/show/', await tokenFor())).toEqual({
      count: 0,
      review_mail_show: false,
    })
  })

  test("a reload right after login still counts that login as this one (the security card's)", async () => {
    // What a reload finds is what the login flushed before answering (mocks/durability.ts): the
    // debounced save after it may never run when the browser navigates away at once.
    let flushed: ReturnType<typeof mockControl.snapshot> | undefined
    setDurableFlush(async () => {
      flushed = structuredClone(mockControl.snapshot())
    })
    try {
      const token = await loginOverHttp(DEMO_USER.username, DEMO_USER.password)
      const before = await getJson('/api/core/welcome/', token)
      expect((before.this_login as Json).ip1).toBe('127.0.0.1')
      expect(flushed).toBeDefined()
      await mockControl.restore(flushed!)
      const after = await getJson('/api/core/welcome/', token)
      expect(after.this_login).toEqual(before.this_login)
      expect(after.last_login).toEqual(before.last_login)
    } finally {
      setDurableFlush(async () => {})
    }
  })

  test('the empty scenario: infinite capacity, no welcome extras, no weather', async () => {
    await mockControl.reset({ scenario: 'empty' })
    const token = await tokenFor()
    const welcome = await getJson('/api/core/welcome/', token)
    expect(welcome.capacity_total_mb).toBe(0)
    expect((welcome.weather as Json).has_weather).toBe(false)
    const after = await getJson('/api/core/login-after/', token)
    expect([after.welcome_links, after.welcome_ads, after.banner_list]).toEqual([[], [], []])
  })
})

describe('changePassword', () => {
  const change = (token: string, password: string, next: string, confirm = next) =>
    apiFetch('/api/setting/password/', {
      token,
      json: {
        password: encryptForServer(password),
        new_password: encryptForServer(next),
        confirm_password: encryptForServer(confirm),
      },
    })

  test('clears the forced dialog, returns the only valid token and the new password logs in', async () => {
    const token = await tokenFor(SPECIAL_USERNAMES.mustChangePassword)
    const response = await change(token, STAFF_PASSWORD, 'Fresh#9753xy')
    expect(response.status).toBe(200)
    const fresh = String(((await response.json()) as Json).token)
    expect((await apiFetch('/api/core/userinfo/', { token })).status).toBe(401)
    expect((await getJson('/api/shareuser/status/', fresh)).change_password).toBe(false)
    mockControl.setCaptchaType('none')
    const login = await apiFetch('/api/login/', {
      json: {
        username: 'newhire',
        password: encryptForServer('Fresh#9753xy'),
        login_type: 'email',
      },
    })
    expect(login.status).toBe(200)
  })

  // M-ERR-17
  test('field errors: wrong old password, weak new password, mismatch', async () => {
    const token = await tokenFor()
    const wrongOld = await change(token, 'Wrong#1357', 'Fresh#9753xy')
    expect(Object.keys((await wrongOld.json()) as Json)).toEqual(['password'])
    const weak = await change(token, DEMO_USER.password, 'abcdefgh')
    expect(weak.status).toBe(400)
    expect(Object.keys((await weak.json()) as Json)).toEqual(['new_password'])
    const mismatch = await change(token, DEMO_USER.password, 'Fresh#9753xy', 'Fresh#9753xz')
    expect((await mismatch.json()) as Json).toEqual({ confirm_password: ['两次输入的密码不一致'] })
  })

  test('a stale timestamp is refused', async () => {
    const token = await tokenFor()
    const stale = Math.floor(mockControl.now() / 1000) - 400
    const response = await apiFetch('/api/setting/password/', {
      token,
      json: {
        password: encryptForServer(DEMO_USER.password, stale),
        new_password: encryptForServer('Fresh#9753xy', stale),
        confirm_password: encryptForServer('Fresh#9753xy', stale),
      },
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Json).non_field_errors).toHaveLength(1)
  })
})
