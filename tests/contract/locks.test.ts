/** Module lock release and the backstage link, through the validating test server. */
import { beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, encryptForServer, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

describe('module locks', () => {
  it('releases the mailbox lock with its password and refuses a wrong one', async () => {
    const token = await tokenFor()
    const state = await apiFetch('/api/core/lock/', { token })
    expect(await state.json()).toMatchObject({ is_lockmailbox: true, is_maibox_rel: false })

    const wrong = await apiFetch('/api/core/lock/release/', {
      token,
      method: 'POST',
      json: { lock_type: 'mailbox', lock_password: encryptForServer('nope') },
    })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).non_field_errors).toHaveLength(1)

    const right = await apiFetch('/api/core/lock/release/', {
      token,
      method: 'POST',
      json: { lock_type: 'mailbox', lock_password: encryptForServer('Lock@2468') },
    })
    expect(right.status).toBe(200)
    expect(await right.json()).toMatchObject({ is_lockmailbox: true, is_maibox_rel: true })
    const after = await apiFetch('/api/core/lock/', { token })
    expect(await after.json()).toMatchObject({ is_maibox_rel: true, is_file_rel: false })
  })
})

const post = (path: string, token: string, json: unknown) =>
  apiFetch(path, { token, method: 'POST', json })

// R-DATA-16 (lock settings)
describe('lock settings: set, verify, edit, cancel', () => {
  it('reads the settings with the password rule and the locked folder range', async () => {
    const token = await tokenFor()
    const res = await apiFetch('/api/core/lock/settings/', { token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      mailbox: { is_set: true, folders: ['Finance'] },
      file: { is_set: false },
      calendar: { is_set: false },
      rule: { min_length: 6, max_length: 16 },
    })
  })

  it('sets a calendar lock only with a password the rule allows, and asks for it again', async () => {
    const token = await tokenFor()
    const short = await post('/api/core/lock/set/', token, {
      lock_type: 'calendar',
      lock_password: encryptForServer('12345'),
    })
    expect(short.status).toBe(400)
    expect((await short.json()).lock_password).toEqual(['锁定密码长度须为 6 到 16 位'])

    const set = await post('/api/core/lock/set/', token, {
      lock_type: 'calendar',
      lock_password: encryptForServer('Cal@2468'),
    })
    expect(set.status).toBe(200)
    expect((await set.json()).calendar).toEqual({ is_set: true })
    const again = await post('/api/core/lock/set/', token, {
      lock_type: 'calendar',
      lock_password: encryptForServer('Cal@2468'),
    })
    expect(again.status).toBe(400)

    const state = await (await apiFetch('/api/core/lock/', { token })).json()
    expect(state).toMatchObject({ is_lockcalendar: true, is_calendar_rel: false })
    const wrong = await post('/api/core/lock/verify/', token, {
      lock_type: 'calendar',
      lock_password: encryptForServer('nope-nope'),
    })
    expect(wrong.status).toBe(400)
    const right = await post('/api/core/lock/verify/', token, {
      lock_type: 'calendar',
      lock_password: encryptForServer('Cal@2468'),
    })
    expect(await right.json()).toEqual({ success: true })
    // Verifying does not release.
    expect(await (await apiFetch('/api/core/lock/', { token })).json()).toMatchObject({
      is_calendar_rel: false,
    })
  })

  it('refuses a plain (unencrypted) password', async () => {
    const token = await tokenFor()
    const plain = await post('/api/core/lock/set/', token, {
      lock_type: 'file',
      lock_password: 'File@2468',
    })
    expect(plain.status).toBe(400)
    expect((await plain.json()).non_field_errors).toHaveLength(1)
  })

  it('edits the mailbox lock with the old password and a new folder range', async () => {
    const token = await tokenFor()
    const wrongOld = await post('/api/core/lock/edit/', token, {
      lock_type: 'mailbox',
      old_lock_password: encryptForServer('wrong-old'),
      lock_password: encryptForServer('Lock@1357'),
    })
    expect(wrongOld.status).toBe(400)
    expect((await wrongOld.json()).old_lock_password).toEqual(['锁定密码错误'])

    const badFolder = await post('/api/core/lock/edit/', token, {
      lock_type: 'mailbox',
      old_lock_password: encryptForServer('Lock@2468'),
      lock_password: encryptForServer('Lock@1357'),
      folders: ['INBOX'],
    })
    expect(badFolder.status).toBe(400)

    const edited = await post('/api/core/lock/edit/', token, {
      lock_type: 'mailbox',
      old_lock_password: encryptForServer('Lock@2468'),
      lock_password: encryptForServer('Lock@1357'),
      folders: ['Finance', 'Clients'],
    })
    expect(edited.status).toBe(200)
    expect((await edited.json()).mailbox).toEqual({ is_set: true, folders: ['Clients', 'Finance'] })
    const folders = (await (await apiFetch('/api/mail/folders/', { token })).json()) as {
      raw_name: string
      is_lock: boolean
    }[]
    expect(folders.filter((f) => f.is_lock).map((f) => f.raw_name)).toEqual(['Clients', 'Finance'])
    const released = await post('/api/core/lock/release/', token, {
      lock_type: 'mailbox',
      lock_password: encryptForServer('Lock@1357'),
    })
    expect(await released.json()).toMatchObject({ is_maibox_rel: true })
  })

  it('cancels a lock with its password: folders unlocked, releases taken back', async () => {
    // Each test starts from the seed (tests/support/server.ts resets after each).
    const token = await tokenFor()
    await post('/api/core/lock/release/', token, {
      lock_type: 'mailbox',
      lock_password: encryptForServer('Lock@2468'),
    })
    const wrong = await post('/api/core/lock/cancel/', token, {
      lock_type: 'mailbox',
      lock_password: encryptForServer('Lock@1357'),
    })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).non_field_errors).toEqual(['锁定密码错误'])
    const cancelled = await post('/api/core/lock/cancel/', token, {
      lock_type: 'mailbox',
      lock_password: encryptForServer('Lock@2468'),
    })
    expect(cancelled.status).toBe(200)
    expect((await cancelled.json()).mailbox).toEqual({ is_set: false, folders: [] })
    expect(await (await apiFetch('/api/core/lock/', { token })).json()).toMatchObject({
      is_lockmailbox: false,
      is_maibox_rel: false,
    })
    const notSet = await post('/api/core/lock/cancel/', token, {
      lock_type: 'mailbox',
      lock_password: encryptForServer('Lock@2468'),
    })
    expect(notSet.status).toBe(400)
  })
})

describe("clearing a user's lock passwords", () => {
  it('is refused to a non-admin, refuses an unknown user, and clears every lock', async () => {
    const demo = await tokenFor()
    const refused = await post('/api/core/lock/clear/', demo, { username: 'demo' })
    expect(refused.status).toBe(403)

    const admin = await tokenFor('admin')
    const unknown = await post('/api/core/lock/clear/', admin, { username: 'nobody@nowhere' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toHaveProperty('username')

    const cleared = await post('/api/core/lock/clear/', admin, {
      username: 'demo@huayu.example.com',
    })
    expect(await cleared.json()).toEqual({ success: true })
    const settings = await (await apiFetch('/api/core/lock/settings/', { token: demo })).json()
    expect(settings).toMatchObject({
      mailbox: { is_set: false },
      calendar: { is_set: false },
      file: { is_set: false },
    })
  })
})

describe('backstage link', () => {
  it('is refused to a non-admin and given to an admin', async () => {
    const demo = await tokenFor()
    expect((await apiFetch('/api/backlogin/', { token: demo })).status).toBe(403)
    const admin = await tokenFor('admin')
    const link = await apiFetch('/api/backlogin/', { token: admin })
    expect(link.status).toBe(200)
    expect((await link.json()).url).toMatch(/ticket=/)
  })
})
