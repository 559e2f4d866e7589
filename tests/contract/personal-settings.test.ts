/**
 * The personal settings of the fake backend (issue 12), every answer checked against openapi.yaml
 * by tests/support/server.ts: the profile whose edits wait for audit until the control surface
 * passes or refuses them, the avatar, the reading and session preferences (which the next
 * login-after info and shared status carry), and the three security questions.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { DEMO_USER } from '../../mocks/seed/org.ts'
import {
  absoluteUrl,
  apiFetch,
  encryptForServer,
  mockControl,
  tokenFor,
} from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const put = (token: string, path: string, json: unknown, lang = ZH) =>
  apiFetch(path, { token, json, method: 'PUT', ...lang })

const PROFILE = {
  name: '张伟明',
  english_name: 'Weiming Zhang',
  job_number: 'E19999',
  phone: '010-8888 6666',
  homepage: 'https://example.com/~zhang',
}

describe('profile', () => {
  test('an edit waits for audit, shows as submitted, and the audit applies it', async () => {
    const token = await tokenFor()
    const before = await (await apiFetch('/api/setting/user/', { token })).json()
    expect(before).toMatchObject({ name: DEMO_USER.realname, audit_status: 'none' })

    const saved = await put(token, '/api/setting/user/', { ...PROFILE, name: ' 张伟明 ' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ ...PROFILE, audit_status: 'pending' })
    // The user info is untouched until the audit passes.
    const info = await (await apiFetch('/api/core/userinfo/', { token })).json()
    expect(info.realname).toBe(DEMO_USER.realname)

    expect(await mockControl.decideProfileAudit('approved')).toBe(true)
    const after = await (await apiFetch('/api/setting/user/', { token })).json()
    expect(after).toMatchObject({ ...PROFILE, audit_status: 'approved' })
    const infoAfter = await (await apiFetch('/api/core/userinfo/', { token })).json()
    expect(infoAfter.realname).toBe('张伟明')
    expect(await mockControl.decideProfileAudit('approved')).toBe(false)
  })

  test('a refused audit drops the edit', async () => {
    const token = await tokenFor()
    await put(token, '/api/setting/user/', PROFILE)
    expect(await mockControl.decideProfileAudit('rejected')).toBe(true)
    const after = await (await apiFetch('/api/setting/user/', { token })).json()
    expect(after).toMatchObject({ name: DEMO_USER.realname, audit_status: 'rejected' })
  })

  test('refuses a blank or long name and a colleague’s job number, field by field', async () => {
    const token = await tokenFor()
    const blank = await put(token, '/api/setting/user/', { ...PROFILE, name: '  ' }, EN)
    expect(blank.status).toBe(400)
    expect(await errorOf(blank)).toEqual({ name: ['Please enter your name.'] })
    const long = await put(token, '/api/setting/user/', { ...PROFILE, name: '张'.repeat(36) })
    expect(await errorOf(long)).toEqual({ name: ['姓名长度为 1 到 35 个字符'] })
    const taken = await put(token, '/api/setting/user/', { ...PROFILE, job_number: 'E10002' })
    expect(await errorOf(taken)).toEqual({ job_number: ['该工号已被其他员工使用'] })
    // One's own job number is fine.
    const own = await put(token, '/api/setting/user/', {
      ...PROFILE,
      job_number: DEMO_USER.job_number,
    })
    expect(own.status).toBe(200)
  })

  test('the avatar is checked, stored and applied at once', async () => {
    const token = await tokenFor()
    const upload = (name: string, bytes: number) => {
      const form = new FormData()
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
      // apiFetch sends JSON bodies only; a multipart body goes through fetch itself.
      return fetch(absoluteUrl('/api/setting/user/avatar/'), {
        method: 'POST',
        body: form,
        headers: { Authorization: `JWT ${token}`, Cookie: 'language=en' },
      })
    }
    const wrong = await upload('me.txt', 10)
    expect(await errorOf(wrong)).toEqual({
      file: ['The avatar must be a JPG, GIF, PNG or BMP image.'],
    })
    const ok = await upload('me.png', 64)
    expect(ok.status).toBe(200)
    const { url } = await ok.json()
    expect(url).toMatch(/^data:image\/png;base64,/)
    const info = await (await apiFetch('/api/core/userinfo/', { token })).json()
    expect(info.imgurl).toBe(url)
  })
})

describe('param', () => {
  test('reads the defaults and saves what the next login starts with', async () => {
    const token = await tokenFor()
    const read = await (await apiFetch('/api/setting/param/', { token })).json()
    expect(read).toEqual({
      page_limit: 20,
      is_text_view: false,
      draft_auto_save_minute: 5,
      sw_new_mail_remind: true,
      session_timeout: 10,
      is_save_sent: true,
      is_confirm_read: true,
      // Keyboard shortcuts: on by default (decision 308).
      sw_keyboard_shortcuts: true,
    })
    const next = {
      ...read,
      page_limit: 50,
      is_text_view: true,
      draft_auto_save_minute: 3,
      sw_new_mail_remind: false,
      session_timeout: 120,
      sw_keyboard_shortcuts: false,
    }
    const saved = await put(token, '/api/setting/param/', next)
    expect(await saved.json()).toEqual(next)
    const after = await (await apiFetch('/api/core/login-after/', { token })).json()
    expect(after).toMatchObject({
      page_limit: 50,
      sw_new_mail_remind: false,
      draft_auto_save_minute: 3,
      sw_keyboard_shortcuts: false,
    })
    const shared = await (await apiFetch('/api/shareuser/status/', { token })).json()
    expect(shared.lock_left).toBe(7200)
  })

  test('refuses an auto-save interval out of 1–60 minutes', async () => {
    const token = await tokenFor()
    const read = await (await apiFetch('/api/setting/param/', { token })).json()
    const refused = await put(
      token,
      '/api/setting/param/',
      { ...read, draft_auto_save_minute: 90 },
      EN,
    )
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toEqual({
      draft_auto_save_minute: ['The draft auto-save interval is 1 to 60 minutes.'],
    })
  })
})

describe('security questions', () => {
  const items = [
    { question: '我的工号？', answer: 'E10001' },
    { question: '我的生日？', answer: '0101' },
    { question: '我的母校？', answer: '浙大' },
  ]

  test('lists the questions without answers; setting them needs the login password', async () => {
    const token = await tokenFor()
    const read = await (await apiFetch('/api/setting/secret/', { token })).json()
    expect(read.questions).toHaveLength(3)
    expect(JSON.stringify(read)).not.toContain('旺财')

    const wrong = await put(token, '/api/setting/secret/', {
      items,
      password: encryptForServer('not-it'),
    })
    expect(await errorOf(wrong)).toEqual({ password: ['登录密码错误'] })
    const repeated = await put(token, '/api/setting/secret/', {
      items: [items[0], items[0], items[2]],
      password: encryptForServer(DEMO_USER.password),
    })
    expect(await errorOf(repeated)).toEqual({ items: ['三个密保问题不能重复'] })

    const saved = await put(token, '/api/setting/secret/', {
      items,
      password: encryptForServer(DEMO_USER.password),
    })
    expect(await saved.json()).toEqual({ questions: items.map((item) => item.question) })
  })
})
