import { describe, expect, it } from 'vitest'
import { cookieString, LANGUAGE_COOKIE, TOKEN_COOKIE } from '../../../src/app/cookies.ts'
import { LANGUAGE_COOKIE_DAYS, TOKEN_COOKIE_DAYS } from '../../../src/domain/constants.ts'

describe('cookies (C-TIME-7)', () => {
  it('keeps the token one day and the language 3650 days', () => {
    expect(TOKEN_COOKIE_DAYS).toBe(1)
    expect(LANGUAGE_COOKIE_DAYS).toBe(3650)
    expect(cookieString(TOKEN_COOKIE, 'a.b.c', TOKEN_COOKIE_DAYS)).toBe(
      'token=a.b.c; path=/; SameSite=Lax; max-age=86400',
    )
    expect(cookieString(LANGUAGE_COOKIE, 'zh-tw', LANGUAGE_COOKIE_DAYS)).toBe(
      'language=zh-tw; path=/; SameSite=Lax; max-age=315360000',
    )
  })

  it('writes session cookies without an expiry, and encodes values', () => {
    expect(cookieString('locked', '1')).toBe('locked=1; path=/; SameSite=Lax')
    expect(cookieString('x', 'a b;c')).toBe('x=a%20b%3Bc; path=/; SameSite=Lax')
  })
})
