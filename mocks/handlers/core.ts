import { FAKE_SERVER_PUBLIC_KEY_PEM } from '../auth/keys.ts'
import { openSecret } from '../auth/secrets.ts'
import { REFRESHED_TOKEN_SECONDS, closeSession, signToken, verifyToken } from '../auth/tokens.ts'
import { db } from '../db/index.ts'
import { message, type ServerLanguage } from '../i18n.ts'
import { LIVE_TOKEN_SECONDS } from '../live/hub.ts'
import { serverText } from '../seed/text/serverTexts.ts'
import {
  checkAuth,
  departmentName,
  findUser,
  http,
  nonFieldError,
  validationError,
} from './http.ts'

/** The two newest successful logins: this one and the one before, placed in `lang`. */
function recentLogins(username: string, lang: ServerLanguage) {
  const logins = db.loginLogs
    .findMany((q) => q.where({ username, kind: 'login', success: true }))
    .sort((a, b) => b.ct2.localeCompare(a.ct2))
  const asLog = (log: (typeof logins)[number] | undefined) =>
    log ? { ip1: log.ip1, ip2: serverText(log.ip2, lang), ct2: log.ct2 } : null
  return { this_login: asLog(logins[0]), last_login: asLog(logins[1]) }
}

export const coreHandlers = [
  http.get('/api/core/pubkey/', ({ response }) =>
    response(200).json({ public_key: FAKE_SERVER_PUBLIC_KEY_PEM }),
  ),

  http.post('/api/core/logout/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    await closeSession(auth.session.sid)
    return response(204).empty()
  }),

  http.post('/api/core/token/refresh/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const check = await verifyToken(body.token)
    if (!check.ok || check.session.sid !== auth.session.sid) {
      return response.untyped(validationError({ token: [message('tokenInvalid', auth.lang)] }))
    }
    return response(200).json({ token: await signToken(auth.session, REFRESHED_TOKEN_SECONDS) })
  }),

  http.post('/api/core/lockscreen/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const secret = await openSecret((await request.json()).password)
    if (!secret.ok) {
      const key = secret.reason === 'stale' ? 'staleSecret' : 'badSecret'
      return response.untyped(nonFieldError(key, auth.lang))
    }
    if (secret.secret !== auth.user.password) {
      return response.untyped(validationError({ password: [message('badCredentials', auth.lang)] }))
    }
    return response(200).json({ token: await signToken(auth.session, auth.account.expired_left) })
  }),

  // Opens the live channel only (docs/api.md "Live channel"): short-lived, tied to the session.
  http.get('/api/core/live/token/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const token = await signToken(auth.session, LIVE_TOKEN_SECONDS)
    return response(200).json({ token, expires_in: LIVE_TOKEN_SECONDS })
  }),

  http.get('/api/core/login-after/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const info = auth.account.login_after
    const welcome_links = info.welcome_links.map((tab) => ({
      ...tab,
      title: serverText(tab.title, auth.lang),
      links: tab.links.map((link) => ({
        ...link,
        title: serverText(link.title, auth.lang),
        ...(link.desc === undefined ? {} : { desc: serverText(link.desc, auth.lang) }),
      })),
    }))
    return response(200).json({ ...info, welcome_links })
  }),

  http.get('/api/core/userinfo/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    // After a share switch the session is the shared mailbox's ("swaps token and name"): its
    // identity is the mailbox in use, and a shared mailbox is never an administrator.
    const inShared = auth.mailbox !== auth.user.username
    const user = (inShared && findUser(auth.mailbox)) || auth.user
    const isAdmin = user.is_admin && !inShared
    return response(200).json({
      realname: user.realname,
      email: user.email,
      department: departmentName(user.department_id),
      gender: user.gender,
      imgurl: user.imgurl,
      username: user.username,
      name: user.realname,
      job_number: user.job_number,
      is_admin: isAdmin,
      admin_url: isAdmin ? '/backstage/' : '',
    })
  }),

  http.get('/api/core/welcome/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { account } = auth
    return response(200).json({
      capacity_used_mb: account.capacity_used_mb,
      capacity_total_mb: account.capacity_total_mb,
      ...recentLogins(auth.user.username, auth.lang),
      weather: {
        ...account.weather,
        city: serverText(account.weather.city, auth.lang),
        state: serverText(account.weather.state, auth.lang),
        wind: serverText(account.weather.wind, auth.lang),
      },
    })
  }),

  http.get('/api/backlogin/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    if (!auth.user.is_admin || auth.session.mailbox !== auth.session.username) {
      return response.untyped(
        Response.json({ detail: message('notAdmin', auth.lang) }, { status: 403 }),
      )
    }
    // A one-time link; the demo has no backstage, so it points at the demo's placeholder page.
    return response(200).json({ url: `/demo/backstage.html?ticket=${auth.session.sid}` })
  }),
]
