import { beforeAll, describe, expect, test } from 'vitest'
import { DEMO_USER, apiFetch, encryptForServer, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

type Json = Record<string, unknown>
const json = async (response: Response) => (await response.json()) as Json

async function solvedTicket(
  type: 'slider' | 'click' | 'text' | 'arith' = 'slider',
): Promise<string> {
  const challenge = await json(await apiFetch('/api/login/captcha/', { query: { type } }))
  const answer = mockControl.peekCaptchaAnswer(String(challenge.captcha_id))
  const verified = await apiFetch('/api/login/captcha/verify/', {
    json: { captcha_id: challenge.captcha_id, ...answer },
  })
  expect(verified.status).toBe(200)
  return String((await json(verified)).ticket)
}

function login(body: Json, headers?: HeadersInit) {
  return apiFetch('/api/login/', { json: { login_type: 'email', ...body }, headers })
}

describe('no-token operations', () => {
  test('getPublicKey gives the PEM the password is encrypted with', async () => {
    const body = await json(await apiFetch('/api/core/pubkey/'))
    expect(body.public_key).toMatch(/^-----BEGIN PUBLIC KEY-----/)
  })

  test('getLoginConfig follows the captcha override', async () => {
    expect((await json(await apiFetch('/api/login/config/'))).captcha_type).toBe('slider')
    mockControl.setCaptchaType('click')
    expect((await json(await apiFetch('/api/login/config/'))).captcha_type).toBe('click')
  })
})

describe('captcha', () => {
  test.each(['slider', 'click', 'text', 'arith'] as const)(
    '%s: image is an SVG data URL and the right answer earns a ticket',
    async (type) => {
      const challenge = await json(await apiFetch('/api/login/captcha/', { query: { type } }))
      expect(challenge.type).toBe(type)
      expect(String(challenge.image)).toMatch(/^data:image\/svg\+xml/)
      if (type === 'click') expect((challenge.chars as string[]).length).toBeGreaterThanOrEqual(3)
      if (type === 'slider') expect(String(challenge.piece_image)).toMatch(/^data:image\/svg\+xml/)
      if (type === 'arith') expect(challenge.question).toMatch(/= \?$/)
      const answer = mockControl.peekCaptchaAnswer(String(challenge.captcha_id))
      const verified = await apiFetch('/api/login/captcha/verify/', {
        json: { captcha_id: challenge.captcha_id, ...answer },
      })
      expect(verified.status).toBe(200)
      expect((await json(verified)).ticket).toEqual(expect.any(String))
    },
  )

  test('a slider 6 px off fails, and the challenge cannot be retried', async () => {
    const challenge = await json(
      await apiFetch('/api/login/captcha/', { query: { type: 'slider' } }),
    )
    const { x } = mockControl.peekCaptchaAnswer(String(challenge.captcha_id)) as { x: number }
    const wrong = await apiFetch('/api/login/captcha/verify/', {
      json: { captcha_id: challenge.captcha_id, x: x + 6 },
    })
    expect(wrong.status).toBe(400)
    expect((await json(wrong)).non_field_errors).toEqual(['验证失败，请重试'])
    const retry = await apiFetch('/api/login/captcha/verify/', {
      json: { captcha_id: challenge.captcha_id, x },
    })
    expect(retry.status).toBe(400)
  })

  test('a slider 5 px off passes (tolerance is inclusive)', async () => {
    const challenge = await json(
      await apiFetch('/api/login/captcha/', { query: { type: 'slider' } }),
    )
    const { x } = mockControl.peekCaptchaAnswer(String(challenge.captcha_id)) as { x: number }
    const ok = await apiFetch('/api/login/captcha/verify/', {
      json: { captcha_id: challenge.captcha_id, x: x - 5 },
    })
    expect(ok.status).toBe(200)
  })

  test('clicks in the wrong order fail', async () => {
    const challenge = await json(
      await apiFetch('/api/login/captcha/', { query: { type: 'click' } }),
    )
    const { points } = mockControl.peekCaptchaAnswer(String(challenge.captcha_id)) as {
      points: unknown[]
    }
    const wrong = await apiFetch('/api/login/captcha/verify/', {
      json: { captcha_id: challenge.captcha_id, points: [...points].reverse() },
    })
    expect(wrong.status).toBe(400)
  })

  test('type none is not a challenge', async () => {
    expect((await apiFetch('/api/login/captcha/', { query: { type: 'none' } })).status).toBe(400)
  })
})

describe('login', () => {
  test('by address with a solved captcha', async () => {
    const response = await login({
      username: DEMO_USER.email,
      password: encryptForServer(DEMO_USER.password),
      captcha_ticket: await solvedTicket(),
    })
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body).toMatchObject({ need_twofactor: false, twofactor_types: [] })
    const me = await json(await apiFetch('/api/core/userinfo/', { token: String(body.token) }))
    expect(me.username).toBe('demo')
  })

  test('by employee number', async () => {
    mockControl.setCaptchaType('none')
    const response = await login({
      username: DEMO_USER.job_number,
      password: encryptForServer(DEMO_USER.password),
      login_type: 'job_number',
    })
    expect(response.status).toBe(200)
  })

  test('wrong password and unknown user give the same 400, in the language asked for', async () => {
    mockControl.setCaptchaType('none')
    const wrong = await login({ username: 'demo', password: encryptForServer('Nope@2468') })
    expect(wrong.status).toBe(400)
    expect((await json(wrong)).non_field_errors).toEqual(['用户名或密码错误'])
    const unknown = await login(
      { username: 'nobody', password: encryptForServer('x') },
      { 'Accept-Language': 'en-GB,en;q=0.8' },
    )
    expect((await json(unknown)).non_field_errors).toEqual(['Incorrect username or password.'])
    const tw = await login(
      { username: 'nobody', password: encryptForServer('x') },
      { Cookie: 'language=zh-tw' },
    )
    expect((await json(tw)).non_field_errors).toEqual(['使用者名稱或密碼錯誤'])
  })

  test('a timestamp more than 300 s old is refused before the password is checked', async () => {
    mockControl.setCaptchaType('none')
    const stale = Math.floor(mockControl.now() / 1000) - 301
    const response = await login({
      username: 'demo',
      password: encryptForServer(DEMO_USER.password, stale),
    })
    expect(response.status).toBe(400)
    expect((await json(response)).non_field_errors).toEqual(['请求已过期，请检查本机时间后重试'])
    const fresh = Math.floor(mockControl.now() / 1000) - 299
    expect(
      (await login({ username: 'demo', password: encryptForServer(DEMO_USER.password, fresh) }))
        .status,
    ).toBe(200)
  })

  test('garbage instead of a cipher is a 400', async () => {
    mockControl.setCaptchaType('none')
    expect((await login({ username: 'demo', password: 'not-base64-rsa' })).status).toBe(400)
  })

  test('the captcha is required when configured, and a ticket works once', async () => {
    const password = encryptForServer(DEMO_USER.password)
    const missing = await login({ username: 'demo', password })
    expect((await json(missing)).non_field_errors).toEqual(['请先完成安全验证'])
    const ticket = await solvedTicket('text')
    expect((await login({ username: 'demo', password, captcha_ticket: ticket })).status).toBe(200)
    expect((await login({ username: 'demo', password, captcha_ticket: ticket })).status).toBe(400)
  })
})

describe('tokens', () => {
  test('expire after expired_left seconds (600) on the server clock', async () => {
    const token = await tokenFor()
    mockControl.advanceTime(599)
    expect((await apiFetch('/api/core/userinfo/', { token })).status).toBe(200)
    mockControl.advanceTime(2)
    const expired = await apiFetch('/api/core/userinfo/', { token })
    expect(expired.status).toBe(401)
    expect((await json(expired)).detail).toBe('登录已过期，请重新登录')
  })

  test('a missing or forged token is a 401 with detail', async () => {
    const missing = await apiFetch('/api/core/userinfo/')
    expect(missing.status).toBe(401)
    expect((await json(missing)).detail).toEqual(expect.any(String))
    const token = await tokenFor()
    const forged = `${token.slice(0, -4)}AAAA`
    expect((await apiFetch('/api/core/userinfo/', { token: forged })).status).toBe(401)
  })

  test('refreshToken gives a token that outlives the old one', async () => {
    const token = await tokenFor()
    const refreshed = await apiFetch('/api/core/token/refresh/', { token, json: { token } })
    expect(refreshed.status).toBe(200)
    const fresh = String((await json(refreshed)).token)
    mockControl.advanceTime(1000)
    expect((await apiFetch('/api/core/userinfo/', { token })).status).toBe(401)
    expect((await apiFetch('/api/core/userinfo/', { token: fresh })).status).toBe(200)
  })

  test('logout kills the session', async () => {
    const token = await tokenFor()
    expect((await apiFetch('/api/core/logout/', { token, method: 'POST' })).status).toBe(204)
    expect((await apiFetch('/api/core/userinfo/', { token })).status).toBe(401)
  })

  test('lockScreen: the account password unlocks, a wrong one does not', async () => {
    const token = await tokenFor()
    const wrong = await apiFetch('/api/core/lockscreen/', {
      token,
      json: { password: encryptForServer('Wrong@1357') },
    })
    expect(wrong.status).toBe(400)
    const right = await apiFetch('/api/core/lockscreen/', {
      token,
      json: { password: encryptForServer(DEMO_USER.password) },
    })
    expect(right.status).toBe(200)
    expect((await json(right)).token).toEqual(expect.any(String))
  })
})
