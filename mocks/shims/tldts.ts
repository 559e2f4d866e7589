/**
 * `tldts` for the demo bundle only (vite.config.ts aliases it there): msw's cookie store
 * (tough-cookie) asks `getDomain` for the registrable domain of the page's host on every request,
 * and the real package carries the whole Public Suffix List: ≈ 257 KB of the fake backend's
 * 1.35 MB chunk, which the browser parses before the demo can start (issue 11).
 *
 * In the demo that cookie store only ever sees the page's own host, with host-only cookies, so
 * the list's fine detail cannot change what is sent. This answers what tldts answers for the
 * hosts a demo is served from (tests/unit/mocks/tldtsShim.test.ts compares the two): null for an
 * IP address or a single label (localhost), else the last two labels, or three under a country
 * code's usual second level (example.com.cn, b.co.uk). Private suffixes (github.io) are not
 * known here: `x.github.io` gives `github.io`, where tldts gives `x.github.io`.
 */

/** Second levels that country codes sell under, as in example.com.cn or example.co.uk. */
const COUNTRY_SECOND_LEVELS = new Set(['ac', 'co', 'com', 'edu', 'gov', 'net', 'or', 'org'])

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.includes(':') || host.startsWith('[') || IPV4.test(host)) return null
  const labels = host.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return null
  const top = labels[labels.length - 1]!
  const second = labels[labels.length - 2]!
  const underCountry = top.length === 2 && COUNTRY_SECOND_LEVELS.has(second)
  if (underCountry && labels.length < 3) return null
  return labels.slice(underCountry ? -3 : -2).join('.')
}
