/**
 * The live channel's address (docs/api.md "Live channel"): `/ws/mail/` next to `/api` on the
 * configured API base (src/app/config.ts), ws:// for http and wss:// for https, the live token
 * in the search parameter. An empty base means the page's own origin.
 */
export function liveChannelUrl(apiBaseUrl: string, pageOrigin: string, token: string): string {
  const url = new URL(`${apiBaseUrl.replace(/\/+$/, '')}/ws/mail/`, `${pageOrigin}/`)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.searchParams.set('token', token)
  return url.toString()
}
