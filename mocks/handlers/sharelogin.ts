import { openSession, signToken } from '../auth/tokens.ts'
import { db } from '../db/index.ts'
import { type AuthContext, checkAuth, findUser, http, nonFieldError } from './http.ts'

/**
 * A switch opens a new session for the same user (the session's `username`, which is what
 * `back` returns to) whose `mailbox` is the shared one, and signs a token for it. The session the
 * user leaves stays valid until its token expires, so requests still in flight do not turn into
 * 401s. Switching from one shared mailbox straight into another is allowed: the shares are looked
 * up for the real user, never for the mailbox in use.
 */
async function tokenActingOn(auth: AuthContext, mailbox: string): Promise<string> {
  const session = await openSession(auth.user.username, mailbox)
  return signToken(session, auth.account.expired_left)
}

const displayName = (username: string) => findUser(username)?.realname || username

export const shareloginHandlers = [
  http.post('/api/sharelogin/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = (await request.json().catch(() => null)) as { share_id?: unknown } | null
    const shareId = body?.share_id
    const share = Number.isInteger(shareId)
      ? db.sharedMailboxes.findFirst((q) =>
          q.where({ share_id: shareId as number, grantee: auth.user.username }),
        )
      : undefined
    const owner = share && findUser(share.owner)
    if (!share || !owner?.is_active)
      return response.untyped(nonFieldError('shareNotYours', auth.lang))
    return response(200).json({
      token: await tokenActingOn(auth, share.owner),
      name: displayName(share.owner),
    })
  }),

  http.post('/api/sharelogin/back/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    // Already in one's own mailbox: a fresh own token all the same (nothing to refuse).
    return response(200).json({
      token: await tokenActingOn(auth, auth.user.username),
      name: displayName(auth.user.username),
    })
  }),
]
