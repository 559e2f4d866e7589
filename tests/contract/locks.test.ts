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
