/** The fake server's TOTP check (mocks/handlers/twofactor.store.ts) against the otpauth library. */
import { Secret, TOTP } from 'otpauth'
import { describe, expect, test } from 'vitest'
import { newTotpSecret, totpCode, verifyTotp } from '../../../mocks/handlers/twofactor.store.ts'
import { TWOFACTOR_USER } from '../../../mocks/seed/org.ts'

const SECRET = TWOFACTOR_USER.totpSecret
const AT = Date.UTC(2030, 5, 1, 12, 0, 10)
/** An authenticator app: the library used independently of the fake server's helper. */
const app = new TOTP({
  secret: Secret.fromBase32(SECRET),
  digits: 6,
  period: 30,
  algorithm: 'SHA1',
})

describe('verifyTotp', () => {
  test('the code an authenticator shows at that time passes', () => {
    expect(verifyTotp(SECRET, app.generate({ timestamp: AT }), AT)).toBe(true)
  })
  test('one step either side is tolerated (clock drift), two are not', () => {
    expect(verifyTotp(SECRET, app.generate({ timestamp: AT - 30_000 }), AT)).toBe(true)
    expect(verifyTotp(SECRET, app.generate({ timestamp: AT + 30_000 }), AT)).toBe(true)
    expect(verifyTotp(SECRET, app.generate({ timestamp: AT - 90_000 }), AT)).toBe(false)
  })
  test('an old code fails', () => {
    expect(verifyTotp(SECRET, app.generate({ timestamp: AT - 10 * 60_000 }), AT)).toBe(false)
  })
  test('the code of another secret, or not six digits, fails', () => {
    const other = new TOTP({ secret: Secret.fromBase32('AAAAAAAAAAAAAAAA') })
    const code = other.generate({ timestamp: AT })
    expect(verifyTotp(SECRET, code, AT)).toBe(code === app.generate({ timestamp: AT }))
    expect(verifyTotp(SECRET, '12345', AT)).toBe(false)
    expect(verifyTotp(SECRET, 'abcdef', AT)).toBe(false)
    expect(verifyTotp('', app.generate({ timestamp: AT }), AT)).toBe(false)
  })
  test('totpCode gives what the app shows', () => {
    expect(totpCode(SECRET, AT)).toBe(app.generate({ timestamp: AT }))
  })
})

describe('newTotpSecret', () => {
  test('16 base32 characters in an otpauth URI an app can read back', () => {
    const { secret, uri } = newTotpSecret('demo@huayu.example.com')
    expect(secret).toMatch(/^[A-Z2-7]{16}$/)
    expect(uri).toMatch(/^otpauth:\/\/totp\//)
    const parsed = new URL(uri)
    expect(parsed.searchParams.get('secret')).toBe(secret)
    expect(parsed.searchParams.get('digits')).toBe('6')
    expect(parsed.searchParams.get('period')).toBe('30')
  })
})
