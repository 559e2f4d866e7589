/**
 * Where to go after the login when the user arrived with a link (issue 10: deep links such as
 * /mailbox/innerbox/INBOX?init=composeMail&to=… survive the detour through /login). Only a path
 * of this app on this origin is ever accepted — never an open redirect: anything that a browser
 * could read as another origin (`//host`, `/\host`, `https:`, `javascript:`, the same hidden by
 * percent-encoding, tabs or newlines) gives null, and so does a path outside the signed-in areas.
 */

/** The query parameter of /login and /twofactor_login that carries the return path. */
export const RETURN_PARAM = 'redirect'

/** First path segments of the signed-in app; entry pages (login, lock screen) are not here. */
const APP_SECTIONS = new Set([
  'mailbox',
  'file',
  'calendar',
  'contact',
  'setting',
  'search',
  'appcenter',
  'messageInfo',
])

const MAX_LENGTH = 2000
const PROBE_ORIGIN = 'https://return-path.invalid'

/** Control characters (and, when asked, the space) anywhere in the text. */
function hasControl(text: string, spaceToo: boolean): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || code === 0x7f || (spaceToo && code === 0x20)) return true
  }
  return false
}

/** Percent-decoding, repeated so double-encoded tricks show too; undefined when malformed. */
function fullyDecoded(text: string): string | undefined {
  let current = text
  for (let round = 0; round < 4; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return undefined
    }
    if (next === current) return current
    current = next
  }
  return current
}

/**
 * The path to return to (pathname + search + hash, normalised), or null when `raw` is not
 * unmistakably one of this app's signed-in pages.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null
  const decoded = fullyDecoded(raw)
  if (decoded === undefined) return null
  // As given: no backslash, space or control character anywhere (browsers drop tabs and
  // newlines, so "/\t/evil.com" is "//evil.com"; they read "\" as "/").
  if (raw.includes('\\') || hasControl(raw, true)) return null
  // As given and decoded: one leading slash, then no second slash or backslash.
  for (const text of [raw, decoded]) {
    if (!text.startsWith('/') || text[1] === '/' || text[1] === '\\') return null
  }
  // The path decoded: no backslash or control character hidden by the encoding.
  const decodedPath = decoded.split(/[?#]/)[0] ?? ''
  if (decodedPath.includes('\\') || hasControl(decodedPath, false)) return null
  let url: URL
  try {
    url = new URL(raw, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN) return null
  const section = url.pathname.split('/')[1] ?? ''
  if (!APP_SECTIONS.has(section)) return null
  return `${url.pathname}${url.search}${url.hash}`
}
