/* global document -- the function given to page.evaluate runs in the page */
// The logins of `npm run bench:race` (scripts/bench-race-measure.mjs), before the measured page
// and part of no figure but login_ms, like measure.mjs's HTTP-only Roundcube login. Each returns
// the subject the server lists first in INBOX and in Sent, which the row checks look for.
import { constants, publicEncrypt } from 'node:crypto'

export const DEMO_USER = { username: 'demo', password: 'Webmail@2468' }

/** The client's side of the real login: "<password>|<unix seconds>", RSA PKCS#1 v1.5, base64. */
export function encryptPassword(
  publicKeyPem,
  password,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const plain = Buffer.from(`${password}|${nowSeconds}`, 'utf8')
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, plain).toString(
    'base64',
  )
}

async function firstSubjects(request, baseUrl, token) {
  const subjects = {}
  for (const folder of ['INBOX', 'Sent']) {
    const response = await request.get(
      `${baseUrl}/api/mail/messages/?folder=${folder}&page=1&page_size=20`,
      { headers: { Authorization: `JWT ${token}` } },
    )
    subjects[folder] = (await response.json()).results?.[0]?.subject ?? ''
  }
  return subjects
}

/** Real bundle: the HTTP login; returns the first subjects (for the row checks). */
export async function loginReal(ctx, baseUrl) {
  const { public_key } = await (await ctx.request.get(`${baseUrl}/api/core/pubkey/`)).json()
  const response = await ctx.request.post(`${baseUrl}/api/login/`, {
    data: {
      username: DEMO_USER.username,
      password: encryptPassword(public_key, DEMO_USER.password),
      login_type: 'email',
    },
  })
  const body = await response.json()
  if (!response.ok() || !body.token) throw new Error(`login failed: HTTP ${response.status()}`)
  await ctx.addCookies([{ name: 'token', value: body.token, url: baseUrl }])
  return firstSubjects(ctx.request, baseUrl, body.token)
}

/** Demo bundle: the log-in form in a page of its own, then a cold HTTP cache. */
export async function loginDemo(ctx, baseUrl, loginInPage) {
  const page = await ctx.newPage()
  await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' })
  await loginInPage(page)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 })
  const subjects = await page.evaluate(async () => {
    const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '')
    const out = {}
    for (const folder of ['INBOX', 'Sent']) {
      const response = await fetch(`/api/mail/messages/?folder=${folder}&page=1&page_size=20`, {
        headers: { Authorization: `JWT ${token}` },
      })
      out[folder] = (await response.json()).results?.[0]?.subject ?? ''
    }
    return out
  })
  // Let the fake backend save its session (IndexedDB: debounced, and on pagehide) before the
  // measured page starts it again from there.
  await page.waitForTimeout(1500)
  await page.close({ runBeforeUnload: true })
  const cdp = await ctx.newCDPSession(await ctx.newPage())
  await cdp.send('Network.clearBrowserCache')
  return subjects
}
