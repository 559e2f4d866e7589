/**
 * /setting/skin in the fake backend (issue 12), every answer checked against openapi.yaml by
 * tests/support/server.ts: getSkin reads the login-after info's skin_name, setSkin stores one of
 * the 15 skins there (so the next login, in any browser, starts in it) and refuses any other.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

describe('getSkin / setSkin', () => {
  test('reads the default, saves a skin that the next login-after info carries', async () => {
    const token = await tokenFor()
    const read = await apiFetch('/api/setting/skin/', { token })
    expect(await read.json()).toEqual({ skin_name: 'classic-blue', appearance: 'system' })

    const saved = await apiFetch('/api/setting/skin/', {
      token,
      method: 'PUT',
      json: { skin_name: 'jade' },
      ...ZH,
    })
    expect(saved.status).toBe(200)
    // A save without the appearance keeps it (the top bar's skin menu sends the skin only).
    expect(await saved.json()).toEqual({ skin_name: 'jade', appearance: 'system' })

    // A new session (another browser) gets it.
    const next = await tokenFor()
    expect(await (await apiFetch('/api/setting/skin/', { token: next })).json()).toEqual({
      skin_name: 'jade',
      appearance: 'system',
    })
    const after = await (await apiFetch('/api/core/login-after/', { token: next })).json()
    expect(after.skin_name).toBe('jade')
  })

  test('refuses a skin that is not one of the 15, in the user language', async () => {
    const token = await tokenFor()
    const refused = await apiFetch('/api/setting/skin/', {
      token,
      method: 'PUT',
      json: { skin_name: 'neon' },
      ...EN,
    })
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toEqual({ skin_name: ['There is no such skin.'] })
    expect(await (await apiFetch('/api/setting/skin/', { token })).json()).toEqual({
      skin_name: 'classic-blue',
      appearance: 'system',
    })
  })
})
