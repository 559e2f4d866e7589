/**
 * Start-up, login (with two-factor), logout and 401 handling of machines/session
 * (R-ROUTE route guard, §7, §8 HTTP 401; docs/api-core.md).
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  selectError,
  selectIsActive,
  selectIsBusy,
  selectIsSignedIn,
  selectNotice,
  selectTwoFactorMethods,
  selectUser,
} from '../../../machines/session/index.ts'
import { credentials, SessionHarness, sessionInfo, settle } from './session.harness.ts'

let harness: SessionHarness | undefined
afterEach(() => harness?.stop())

const loggedOut = () => (harness = new SessionHarness({ token: null, locked: false }))

describe('start-up', () => {
  it('without a token: logged out, nothing loaded', () => {
    const h = loggedOut()
    expect(h.snapshot.value).toBe('loggedOut')
    expect(h.loadSession.list).toHaveLength(0)
  })

  it('with a token: loads the session for it, then active', async () => {
    harness = new SessionHarness({ token: 'token-boot', locked: false })
    expect(harness.snapshot.value).toBe('loadingSession')
    expect(selectIsBusy(harness.snapshot)).toBe(true)
    expect(harness.loadSession.inputs).toEqual([{ token: 'token-boot' }])
    harness.loadSession.last().resolve(sessionInfo())
    await settle()
    expect(selectIsActive(harness.snapshot)).toBe(true)
    expect(selectIsBusy(harness.snapshot)).toBe(false)
    expect(selectUser(harness.snapshot)?.realname).toBe('张三')
  })

  it('a failed session load drops the token', async () => {
    harness = new SessionHarness({ token: 'token-boot', locked: false })
    harness.loadSession.last().reject(new Error('500'))
    await settle()
    expect(harness.snapshot.value).toBe('loggedOut')
    expect(selectError(harness.snapshot)).toEqual({ code: 'sessionLoadFailed' })
    expect(harness.world.tokenCookie).toBeNull()
  })
})

describe('login', () => {
  it('passes the credentials as given, stores the token, loads the session', async () => {
    const h = loggedOut()
    h.send({ type: 'session.login', credentials })
    expect(h.login.inputs).toEqual([credentials])
    h.login.last().resolve({ kind: 'token', token: 'token-login' })
    await settle()
    expect(h.world.tokenCookie).toBe('token-login')
    expect(h.loadSession.inputs).toEqual([{ token: 'token-login' }])
    h.loadSession.last().resolve(sessionInfo())
    await settle()
    expect(selectIsSignedIn(h.snapshot)).toBe(true)
  })

  it.each([
    [
      { non_field_errors: ['用户名或密码错误'] },
      { code: 'loginFailed', message: '用户名或密码错误' },
    ],
    [{ body: { detail: '账号已锁定' } }, { code: 'loginFailed', message: '账号已锁定' }],
    [new Error('network'), { code: 'loginFailed' }],
  ])('a failure %j is kept as %j', async (failure, error) => {
    const h = loggedOut()
    h.send({ type: 'session.login', credentials })
    h.login.last().reject(failure)
    await settle()
    expect(h.snapshot.value).toBe('loggedOut')
    expect(selectError(h.snapshot)).toEqual(error)
    h.send({ type: 'session.login', credentials })
    expect(selectError(h.snapshot)).toBeNull()
  })

  it('two-factor: asks for a code, verifies it with the ticket, lets a wrong code be retried', async () => {
    const h = loggedOut()
    h.send({ type: 'session.login', credentials })
    h.login.last().resolve({ kind: 'twoFactor', ticket: 'tk-1', methods: ['totp', 'sms'] })
    await settle()
    expect(selectTwoFactorMethods(h.snapshot)).toEqual(['totp', 'sms'])
    expect(h.world.tokenCookie).toBeNull()

    h.send({ type: 'session.twofactor', code: '000000', method: 'totp' })
    h.verifyTwoFactor.last().reject({ non_field_errors: ['验证码错误'] })
    await settle()
    expect(selectError(h.snapshot)).toEqual({ code: 'twoFactorFailed', message: '验证码错误' })
    expect(selectTwoFactorMethods(h.snapshot)).toEqual(['totp', 'sms'])

    h.send({ type: 'session.twofactor', code: '123456', method: 'sms' })
    expect(h.verifyTwoFactor.inputs[1]).toEqual({ ticket: 'tk-1', code: '123456', method: 'sms' })
    h.verifyTwoFactor.last().resolve({ token: 'token-2fa' })
    await settle()
    expect(h.snapshot.value).toBe('loadingSession')
    expect(h.world.tokenCookie).toBe('token-2fa')
  })

  it('two-factor can be cancelled back to the login form', async () => {
    const h = loggedOut()
    h.send({ type: 'session.login', credentials })
    h.login.last().resolve({ kind: 'twoFactor', ticket: 'tk-1', methods: ['totp'] })
    await settle()
    h.send({ type: 'session.cancel' })
    expect(h.snapshot.value).toBe('loggedOut')
    expect(selectTwoFactorMethods(h.snapshot)).toBeNull()
  })
})

describe('logout', () => {
  it.each([
    ['succeeds', true],
    ['fails', false],
  ])('ends the session when the call %s', async (_, ok) => {
    const h = (harness = await SessionHarness.signedIn(sessionInfo({}, true)))
    h.send({ type: 'session.logout' })
    expect(h.logout.inputs).toEqual([{ token: 'token-boot' }])
    expect(selectIsBusy(h.snapshot)).toBe(true)
    if (ok) h.logout.last().resolve()
    else h.logout.last().reject(new Error('500'))
    await settle()
    expect(h.snapshot.value).toBe('loggedOut')
    expect(h.world.tokenCookie).toBeNull()
    expect(h.world.liveChannel).toBe('closed')
    expect(selectError(h.snapshot)).toBeNull()
  })
})

describe('401 from the client', () => {
  it('clears token and session and raises the session-expired notice', async () => {
    const h = (harness = await SessionHarness.signedIn(sessionInfo({}, true)))
    h.send({ type: 'session.unauthorized' })
    expect(h.snapshot.value).toBe('loggedOut')
    expect(selectNotice(h.snapshot)).toBe('sessionExpired')
    expect(h.world.tokenCookie).toBeNull()
    expect(selectUser(h.snapshot)).toBeNull()
    expect(h.world.liveChannel).toBe('closed')
    h.send({ type: 'session.dismiss' })
    expect(selectNotice(h.snapshot)).toBeNull()
  })

  it('while the session loads', () => {
    harness = new SessionHarness({ token: 'token-boot', locked: false })
    harness.send({ type: 'session.unauthorized' })
    expect(harness.snapshot.value).toBe('loggedOut')
    expect(selectNotice(harness.snapshot)).toBe('sessionExpired')
  })

  it('is ignored when already logged out (no second notice, nothing cleared again)', () => {
    const h = loggedOut()
    const hooksBefore = [...h.world.log]
    h.send({ type: 'session.unauthorized' })
    expect(selectNotice(h.snapshot)).toBeNull()
    expect(h.world.log).toEqual(hooksBefore)
  })
})
