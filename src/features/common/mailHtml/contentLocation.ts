/**
 * References by Content-Location (RFC 2557, MHTML): the html body points at a part by a URL,
 * `src="image1"`, `src="http://example.com/a.png"` or a path relative to the mail's Content-Base,
 * and the part names the same URL in its Content-Location. Both sides are resolved the same way
 * and compared as whole URLs; nothing is ever fetched by such a URL: a match is shown from the
 * part's own bytes, anything else stays what it was (remote and blocked, or dropped).
 */
import { normaliseUrl } from './urlPolicy.ts'

/**
 * A scheme of our own for mails that name no absolute base, so that `image1` and `./image1`
 * resolve alike without ever meaning a path on the app's origin.
 */
const PART_ROOT = 'x-mail-part:/'

/** References that are never a Content-Location match. */
const NOT_A_LOCATION = /^(?:#|cid:|data:|mailto:|tel:|javascript:|vbscript:|blob:|about:)/i

function tryUrl(value: string, base: string | URL): URL | null {
  try {
    return new URL(value, base)
  } catch {
    return null
  }
}

/** The base to resolve against: the mail's Content-Base (itself resolved), else our root. */
export function locationBase(contentBase: string | undefined): URL {
  const root = new URL(PART_ROOT)
  if (!contentBase) return root
  return tryUrl(normaliseUrl(contentBase), root) ?? root
}

/** The comparable form of a reference or a part's Content-Location, or null if it cannot be one. */
export function locationKey(reference: string, base: URL): string | null {
  const value = normaliseUrl(reference)
  if (value === '' || NOT_A_LOCATION.test(value)) return null
  const url = tryUrl(value, base)
  if (!url) return null
  url.hash = ''
  return url.href
}

/** URL-bearing spots of the markup: src / background attributes and CSS url(). */
const ATTRIBUTE_REFERENCE = /\b(?:src|background)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi
const CSS_REFERENCE = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi

/** The keys of every reference in the markup that could name a part by its location. */
export function referencedLocations(html: string, base: URL): Set<string> {
  const keys = new Set<string>()
  for (const pattern of [ATTRIBUTE_REFERENCE, CSS_REFERENCE]) {
    for (const match of html.matchAll(pattern)) {
      const raw = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '')
      const key = locationKey(raw, base)
      if (key !== null) keys.add(key)
    }
  }
  return keys
}

/** Attribute values in the raw markup may carry entities (`&amp;` in a query string). */
function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/gi, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
}
