import { db } from '../db/index.ts'
import { nowSeconds } from '../state.ts'
import { checkAuth, findUser, http } from './http.ts'

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
]
