/**
 * The cookies the product keeps (R-CALL, C-TIME-7): the JWT `token` (1 day), the
 * `locked` flag of the screen lock, and the `language` choice (3650 days).
 */
import { LANGUAGE_COOKIE_DAYS, TOKEN_COOKIE_DAYS } from '../domain/constants.ts'

export const TOKEN_COOKIE = 'token'
export const LOCKED_COOKIE = 'locked'
export const LANGUAGE_COOKIE = 'language'

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length))
  }
  return undefined
}

/** The Set-Cookie string; `days` undefined = a session cookie. */
export function cookieString(name: string, value: string, days?: number): string {
  const expires = days === undefined ? '' : `; max-age=${Math.round(days * 86400)}`
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${expires}`
}

/**
 * Browsers may shorten long lifetimes (Chromium caps cookies at 400 days), so the 3650-day
 * language cookie lives as long as the browser allows; the request is still 3650 days.
 */
export function writeCookie(name: string, value: string, days?: number): void {
  document.cookie = cookieString(name, value, days)
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`
}

export const tokenCookie = {
  read: () => readCookie(TOKEN_COOKIE) || undefined,
  write: (token: string) => writeCookie(TOKEN_COOKIE, token, TOKEN_COOKIE_DAYS),
  clear: () => deleteCookie(TOKEN_COOKIE),
}

export const lockedCookie = {
  isSet: () => readCookie(LOCKED_COOKIE) === '1',
  set: () => writeCookie(LOCKED_COOKIE, '1'),
  clear: () => deleteCookie(LOCKED_COOKIE),
}

export const languageCookie = {
  read: () => readCookie(LANGUAGE_COOKIE),
  write: (locale: string) => writeCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_DAYS),
}
