/**
 * Shared mailboxes (R-DATA "Shared mailbox association", R-ROLE, R-STATE-6): the status the
 * switcher and the guards read, and the shares a mailbox grants (/setting/relatelist) — list,
 * share with a colleague at one of the four levels, change the level, stop sharing. A share is
 * `owner` (the mailbox) → `grantee` (who may switch into it); sharelogin.ts and the send / write
 * guards read the same records, so a change holds at the grantee's next call.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type SharedMailboxRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import { nowSeconds } from '../state.ts'
import { type AuthContext, checkAuth, detail, findUser, http, validationError } from './http.ts'
import { durable } from './mailCommon.ts'
import { shareText } from './shareuser.texts.ts'

type SharedMailbox = components['schemas']['SharedMailbox']
type Permission = SharedMailboxRecord['permission']

const PERMISSIONS: readonly Permission[] = ['read', 'write', 'send', 'all']
const isPermission = (value: unknown): value is Permission =>
  PERMISSIONS.includes(value as Permission)

const displayName = (username: string) => findUser(username)?.realname || username

/** A share as its owner sees it: who it is shared with. */
const grantedJson = (s: SharedMailboxRecord): SharedMailbox => ({
  share_id: s.share_id,
  username: s.grantee,
  name: displayName(s.grantee),
  permission: s.permission,
})

/**
 * Changing who may open a mailbox is the owner's, or a full-control grantee's, as for every
 * other change of the mailbox's own settings (decisions.md #282).
 */
function manageRefusal(auth: AuthContext): Response | null {
  if (auth.mailbox === auth.user.username) return null
  const share = db.sharedMailboxes.findFirst((q) =>
    q.where({ owner: auth.mailbox, grantee: auth.user.username }),
  )
  return share?.permission === 'all' ? null : detail(403, message('sharedNoPermission', auth.lang))
}

/** The colleague typed or picked: a username or an address of an active person (no role box). */
function findColleague(typed: string) {
  const wanted = typed.trim().toLowerCase()
  if (wanted === '') return undefined
  return db.users
    .all()
    .find(
      (u) =>
        u.is_active &&
        !u.is_shared_mailbox &&
        (u.username.toLowerCase() === wanted || u.email.toLowerCase() === wanted),
    )
}

const findShare = (owner: string, id: unknown) => {
  const wanted = Number(id)
  return Number.isInteger(wanted)
    ? db.sharedMailboxes.findFirst((q) => q.where({ owner, share_id: wanted }))
    : undefined
}

export const shareuserHandlers = [
  http.get('/api/shareuser/status/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const { user, account, session } = auth
    const inShared = session.mailbox !== session.username
    const share = inShared
      ? db.sharedMailboxes.findFirst((q) =>
          q.where({ owner: session.mailbox, grantee: user.username }),
        )
      : undefined
    // In one's own mailbox every power is held; in a shared one the share's permission decides.
    const permission = inShared ? (share?.permission ?? 'read') : 'all'
    const results = db.sharedMailboxes
      .findMany((q) => q.where({ grantee: user.username }))
      .map((s) => ({
        share_id: s.share_id,
        username: s.owner,
        name: findUser(s.owner)?.realname ?? s.owner,
        permission: s.permission,
      }))
    return response(200).json({
      shareuser_all: permission === 'all',
      shareuser_get: true,
      shareuser_password: permission === 'all',
      shareuser_post: permission === 'all' || permission === 'write',
      shareuser_send: permission === 'all' || permission === 'send',
      // Seconds the presented token has left, so the client's refresh timer matches the server.
      expired_left: Math.max(0, auth.claims.exp - nowSeconds()),
      lock_left: account.lock_left,
      is_shareduser: inShared,
      login_url: '/login',
      is_active: user.is_admin && !inShared,
      change_password: account.change_password,
      is_swtime: account.is_swtime,
      results,
    })
  }),

  http.get('/api/shareuser/shares/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const shares = db.sharedMailboxes
      .findMany((q) => q.where({ owner: auth.mailbox }))
      .sort((a, b) => a.share_id - b.share_id)
    return response(200).json(shares.map(grantedJson))
  }),

  http.post('/api/shareuser/shares/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = manageRefusal(auth)
    if (refused) return response.untyped(refused)
    const body = (await request.json().catch(() => null)) as {
      username?: unknown
      permission?: unknown
    } | null
    const errors: Record<string, string[]> = {}
    const typed = typeof body?.username === 'string' ? body.username : ''
    const colleague = findColleague(typed)
    if (typed.trim() === '') errors.username = [shareText('shareUserRequired', auth.lang)]
    else if (!colleague) errors.username = [shareText('shareUserUnknown', auth.lang)]
    else if (colleague.username === auth.mailbox)
      errors.username = [shareText('shareUserSelf', auth.lang)]
    else if (
      db.sharedMailboxes.findFirst((q) =>
        q.where({ owner: auth.mailbox, grantee: colleague.username }),
      )
    )
      errors.username = [shareText('shareUserTaken', auth.lang)]
    if (!isPermission(body?.permission))
      errors.permission = [shareText('sharePermissionInvalid', auth.lang)]
    if (Object.keys(errors).length > 0 || !colleague || !isPermission(body?.permission))
      return response.untyped(validationError(errors))
    const created = await db.sharedMailboxes.create({
      share_id: Math.max(0, ...db.sharedMailboxes.all().map((s) => s.share_id)) + 1,
      owner: auth.mailbox,
      grantee: colleague.username,
      permission: body.permission,
    })
    await durable()
    return response(200).json(grantedJson(created))
  }),

  http.patch('/api/shareuser/shares/{share_id}/', async (info) => {
    const { request, cookies, params, response } = info
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = manageRefusal(auth)
    if (refused) return response.untyped(refused)
    const share = findShare(auth.mailbox, params.share_id)
    if (!share) return response.untyped(detail(404, shareText('shareNotFound', auth.lang)))
    const body = (await request.json().catch(() => null)) as { permission?: unknown } | null
    const permission = body?.permission
    if (!isPermission(permission))
      return response.untyped(
        validationError({ permission: [shareText('sharePermissionInvalid', auth.lang)] }),
      )
    const updated = await db.sharedMailboxes.update(share, {
      data(draft) {
        draft.permission = permission
      },
    })
    await durable()
    return response(200).json(grantedJson(updated ?? share))
  }),

  http.delete('/api/shareuser/shares/{share_id}/', async (info) => {
    const { request, cookies, params, response } = info
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = manageRefusal(auth)
    if (refused) return response.untyped(refused)
    const share = findShare(auth.mailbox, params.share_id)
    if (!share) return response.untyped(detail(404, shareText('shareNotFound', auth.lang)))
    db.sharedMailboxes.delete(share)
    await durable()
    return response.untyped(new Response(null, { status: 204 }))
  }),
]
