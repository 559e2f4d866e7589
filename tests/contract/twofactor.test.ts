/**
 * The two-factor family of the fake backend (R-LOGIN /twofactor_login, §4 "Two-factor",
 * §6 "Administrator"), every answer checked against openapi.yaml by tests/support/server.ts:
 * a bound account gets a ticket instead of a token, finishes with a TOTP code (real TOTP on the
 * server clock) or an SMS code; binding, unbinding and the administrator's clear.
 */
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { totpCode } from '../../mocks/handlers/twofactor.store.ts'
import { TWOFACTOR_USER } from '../../mocks/seed/org.ts'
import {
  apiFetch,
  DEMO_USER,
  encryptForServer,
  mockControl,
  SPECIAL_USERNAMES,
  tokenFor,
} from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'

type LoginResponse = components['schemas']['LoginResponse']
type TwofactorStatus = components['schemas']['TwofactorStatus']
type TotpSetup = components['schemas']['TotpSetup']

beforeAll(() => mockControl.reset(), WARM_UP_MS)
beforeEach(() => mockControl.setCaptchaType('none'))

const T0 = Date.UTC(2030, 0, 15, 8, 0, 0)

async function passwordLogin(username: string, password: string): Promise<LoginResponse> {
  const response = await apiFetch('/api/login/', {
    json: { username, password: encryptForServer(password), login_type: 'email' },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as LoginResponse
}

const secureLogin = () => passwordLogin(TWOFACTOR_USER.username, TWOFACTOR_USER.password)

const finish = (ticket: string, type: 'totp' | 'sms', code: string, lang = ZH) =>
  apiFetch('/api/twofactor/login/', {
    json: { twofactor_ticket: ticket, type, code },
    ...lang,
  })

describe('login with a second factor', () => {
  test('an account without two-factor gets its token at once', async () => {
    const answer = await passwordLogin(DEMO_USER.username, DEMO_USER.password)
    expect(answer.need_twofactor).toBe(false)
    expect(answer.token).not.toBe('')
  })

  test('a bound account gets a ticket, no token, and its bound methods', async () => {
    const answer = await secureLogin()
    expect(answer).toMatchObject({
      token: '',
      need_twofactor: true,
      twofactor_types: ['totp', 'sms'],
    })
    expect(answer.twofactor_ticket).toBeTruthy()
  })

  test('the current authenticator code gives a token that opens the mailbox', async () => {
    mockControl.setNow(T0)
    const { twofactor_ticket } = await secureLogin()
    const response = await finish(
      twofactor_ticket!,
      'totp',
      totpCode(TWOFACTOR_USER.totpSecret, T0),
    )
    expect(response.status).toBe(200)
    const { token } = (await response.json()) as { token: string }
    const info = await apiFetch('/api/core/userinfo/', { token })
    expect(info.status).toBe(200)
    // The ticket is spent.
    const again = await finish(
      twofactor_ticket!,
      'totp',
      totpCode(TWOFACTOR_USER.totpSecret, T0),
      EN,
    )
    expect(await errorOf(again)).toEqual({
      non_field_errors: ['The login has expired. Please log in again.'],
    })
  })

  test('a code of two minutes ago or a malformed one is refused in the user language', async () => {
    mockControl.setNow(T0)
    const { twofactor_ticket } = await secureLogin()
    const old = await finish(
      twofactor_ticket!,
      'totp',
      totpCode(TWOFACTOR_USER.totpSecret, T0 - 120_000),
      EN,
    )
    expect(old.status).toBe(400)
    expect(await errorOf(old)).toEqual({
      non_field_errors: ['Wrong authenticator code. Please try again.'],
    })
    const short = await finish(twofactor_ticket!, 'totp', '12345')
    expect(await errorOf(short)).toEqual({ code: ['请输入 6 位数字验证码'] })
  })

  test('five wrong codes end the ticket', async () => {
    mockControl.setNow(T0)
    const { twofactor_ticket } = await secureLogin()
    const right = totpCode(TWOFACTOR_USER.totpSecret, T0)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++)
      expect((await finish(twofactor_ticket!, 'totp', wrong)).status).toBe(400)
    const fifth = await finish(twofactor_ticket!, 'totp', wrong, EN)
    expect(await errorOf(fifth)).toEqual({
      non_field_errors: ['Too many wrong codes. Please log in again.'],
    })
    expect((await finish(twofactor_ticket!, 'totp', right)).status).toBe(400)
  })

  test('the SMS code goes to the bound phone (masked), waits 60 s to resend, and logs in', async () => {
    mockControl.setNow(T0)
    const { twofactor_ticket } = await secureLogin()
    const sent = await apiFetch('/api/twofactor/login/sms/', { json: { twofactor_ticket } })
    expect(await sent.json()).toEqual({ phone: '139****9000', resend_seconds: 60 })
    const sms = mockControl.peekLastSms()!
    expect(sms).toMatchObject({ phone: TWOFACTOR_USER.phone, purpose: 'login' })
    const soon = await apiFetch('/api/twofactor/login/sms/', { json: { twofactor_ticket }, ...EN })
    expect(await errorOf(soon)).toEqual({
      non_field_errors: ['Codes are being requested too often. Please wait and try again.'],
    })
    const wrong = await finish(
      twofactor_ticket!,
      'sms',
      sms.code === '000000' ? '111111' : '000000',
      EN,
    )
    expect(await errorOf(wrong)).toEqual({
      non_field_errors: ['The SMS code is wrong or has expired.'],
    })
    const ok = await finish(twofactor_ticket!, 'sms', sms.code)
    expect(ok.status).toBe(200)
  })

  test('an expired ticket asks to log in again', async () => {
    mockControl.setNow(T0)
    const { twofactor_ticket } = await secureLogin()
    mockControl.advanceTime(301)
    const late = await finish(
      twofactor_ticket!,
      'totp',
      totpCode(TWOFACTOR_USER.totpSecret, mockControl.now()),
    )
    expect(await errorOf(late)).toEqual({ non_field_errors: ['登录已失效，请重新登录'] })
  })
})

describe('binding the authenticator', () => {
  test('setup, bind with a current code, then unbind with one', async () => {
    mockControl.setNow(T0)
    const token = await tokenFor()
    const status = await apiFetch('/api/twofactor/', { token })
    expect(await status.json()).toEqual({ totp_bound: false, sms_bound: false, phone: '' })

    const setup = (await (
      await apiFetch('/api/twofactor/totp/setup/', { token, method: 'POST' })
    ).json()) as TotpSetup
    expect(setup.secret).toMatch(/^[A-Z2-7]{16}$/)
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`)
    expect(setup.qrcode).toMatch(/^data:image\/svg\+xml;base64,/)

    const wrong = await apiFetch('/api/twofactor/totp/bind/', {
      token,
      json: { secret: setup.secret, code: totpCode(setup.secret, T0 - 300_000) },
      ...EN,
    })
    expect(await errorOf(wrong)).toEqual({ code: ['Wrong authenticator code. Please try again.'] })
    const bound = await apiFetch('/api/twofactor/totp/bind/', {
      token,
      json: { secret: setup.secret, code: totpCode(setup.secret, T0) },
    })
    expect(await bound.json()).toEqual({ totp_bound: true, sms_bound: false, phone: '' })

    // Now the password login of demo asks for the authenticator.
    mockControl.setCaptchaType('none')
    const login = await passwordLogin(DEMO_USER.username, DEMO_USER.password)
    expect(login.twofactor_types).toEqual(['totp'])

    const unbound = await apiFetch('/api/twofactor/totp/unbind/', {
      token,
      json: { code: totpCode(setup.secret, T0) },
    })
    expect(await unbound.json()).toEqual({ totp_bound: false, sms_bound: false, phone: '' })
  })

  test('bind needs the secret of the setup in progress', async () => {
    const token = await tokenFor()
    const response = await apiFetch('/api/twofactor/totp/bind/', {
      token,
      json: { secret: 'AAAAAAAAAAAAAAAA', code: '123456' },
      ...EN,
    })
    expect(await errorOf(response)).toEqual({
      non_field_errors: ['The binding has expired. Please start again.'],
    })
  })
})

describe('binding the phone', () => {
  test('a code sent to the new phone binds it; a code to the bound phone unbinds it', async () => {
    mockControl.setNow(T0)
    const token = await tokenFor()
    const bad = await apiFetch('/api/twofactor/sms/code/', {
      token,
      json: { purpose: 'bind', phone: '12345' },
      ...EN,
    })
    expect(await errorOf(bad)).toEqual({ phone: ['Enter a valid mobile number.'] })
    const sent = await apiFetch('/api/twofactor/sms/code/', {
      token,
      json: { purpose: 'bind', phone: '137 0013 7000' },
    })
    expect(await sent.json()).toEqual({ phone: '137****7000', resend_seconds: 60 })
    const { code } = mockControl.peekLastSms()!
    const bound = await apiFetch('/api/twofactor/sms/bind/', {
      token,
      json: { phone: '13700137000', code },
    })
    expect(await bound.json()).toEqual({ totp_bound: false, sms_bound: true, phone: '137****7000' })

    mockControl.advanceTime(61)
    await apiFetch('/api/twofactor/sms/code/', { token, json: { purpose: 'unbind' } })
    const unbindCode = mockControl.peekLastSms()!
    expect(unbindCode).toMatchObject({ phone: '13700137000', purpose: 'unbind' })
    const unbound = await apiFetch('/api/twofactor/sms/unbind/', {
      token,
      json: { code: unbindCode.code },
    })
    expect(await unbound.json()).toEqual({ totp_bound: false, sms_bound: false, phone: '' })
  })
})

describe('the administrator clears a binding', () => {
  test('only an administrator, only a bound user', async () => {
    const demo = await tokenFor()
    const refused = await apiFetch('/api/twofactor/totp/clear/', {
      token: demo,
      json: { username: TWOFACTOR_USER.username },
      ...EN,
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      detail: "Only an administrator can clear another user's authenticator binding.",
    })

    const admin = await tokenFor(SPECIAL_USERNAMES.admin)
    const unknown = await apiFetch('/api/twofactor/totp/clear/', {
      token: admin,
      json: { username: 'nobody@huayu.example.com' },
      ...EN,
    })
    expect(await errorOf(unknown)).toEqual({ username: ['No such user.'] })
    const cleared = await apiFetch('/api/twofactor/totp/clear/', {
      token: admin,
      json: { username: `${TWOFACTOR_USER.username}@huayu.example.com` },
    })
    expect(await cleared.json()).toEqual({
      success: true,
      message: '已清除 secure@huayu.example.com 的身份验证器绑定',
    })
    const again = await apiFetch('/api/twofactor/totp/clear/', {
      token: admin,
      json: { username: TWOFACTOR_USER.username },
      ...EN,
    })
    expect(await errorOf(again)).toEqual({ username: ['This user has no authenticator bound.'] })
    // SMS is still bound, so the login offers only SMS now.
    mockControl.setCaptchaType('none')
    expect((await secureLogin()).twofactor_types).toEqual(['sms'])
  })
})

describe('status', () => {
  test('is 401 without a token', async () => {
    expect((await apiFetch('/api/twofactor/')).status).toBe(401)
  })
  test('shows the bound phone masked', async () => {
    const token = await tokenFor(TWOFACTOR_USER.username)
    expect(
      (await (await apiFetch('/api/twofactor/', { token })).json()) as TwofactorStatus,
    ).toEqual({
      totp_bound: true,
      sms_bound: true,
      phone: '139****9000',
    })
  })
})
