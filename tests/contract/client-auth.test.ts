/**
 * The client authorization code (getClientAuthCode / setClientAuthCode; R-STATE-6): off at
 * first; turning it on issues a 16-letter code given once (later reads say only "on, since");
 * asking again while on issues a new one and the old stops working; turning it off forgets it;
 * a shared-mailbox session may read but not change it.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { clientAuthCodeWorks } from '../../mocks/handlers/clientAuth.ts'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

type Json = Record<string, unknown>
const PATH = '/api/setting/client-auth/'

async function json(response: Response, status = 200): Promise<Json> {
  expect(response.status).toBe(status)
  return (await response.json()) as Json
}
const read = async (token: string) => json(await apiFetch(PATH, { token }))
const put = (token: string, body: Json, lang = {}) =>
  apiFetch(PATH, { token, json: body, method: 'PUT', ...lang })

describe('client authorization code', () => {
  test('on gives a code once; regenerate replaces it; off forgets it', async () => {
    const demo = await tokenFor()
    expect(await read(demo)).toEqual({ is_enabled: false, code: null, created: null })

    const on = await json(await put(demo, { is_enabled: true }))
    expect(on).toEqual({
      is_enabled: true,
      code: expect.stringMatching(/^[a-z]{16}$/),
      created: expect.any(String),
    })
    const first = on.code as string
    expect(clientAuthCodeWorks('demo', first)).toBe(true)
    expect(await read(demo)).toEqual({ is_enabled: true, code: null, created: on.created })
    // Saying "on" again is no new code.
    expect(await json(await put(demo, { is_enabled: true }))).toMatchObject({ code: null })

    const again = await json(await put(demo, { is_enabled: true, regenerate: true }))
    const second = again.code as string
    expect(second).toMatch(/^[a-z]{16}$/)
    expect(second).not.toBe(first)
    expect(clientAuthCodeWorks('demo', first)).toBe(false)
    expect(clientAuthCodeWorks('demo', second)).toBe(true)

    expect(await json(await put(demo, { is_enabled: false, regenerate: true }))).toEqual({
      is_enabled: false,
      code: null,
      created: null,
    })
    expect(clientAuthCodeWorks('demo', second)).toBe(false)
    expect(db.accounts.findFirst((q) => q.where({ username: 'demo' }))?.client_auth_code).toBeNull()
  })

  test('a body without is_enabled is a field error; no token is 401', async () => {
    const demo = await tokenFor()
    expect(await json(await put(demo, { regenerate: true }, EN), 400)).toEqual({
      is_enabled: ['This field may not be blank.'],
    })
    expect((await apiFetch(PATH)).status).toBe(401)
    expect((await put('', { is_enabled: true })).status).toBe(401)
  })

  test('inside a shared mailbox it reads but does not change', async () => {
    const own = await tokenFor()
    const share = db.sharedMailboxes.all().find((s) => s.grantee === 'demo' && s.owner === 'hr')!
    const switched = await json(
      await apiFetch('/api/sharelogin/', { token: own, json: { share_id: share.share_id } }),
    )
    const hr = switched.token as string
    expect((await read(hr)).is_enabled).toBe(false)
    expect(await json(await put(hr, { is_enabled: true }, EN), 403)).toEqual({
      detail: 'No permission to do this for the shared mailbox you are logged into.',
    })
  })
})
