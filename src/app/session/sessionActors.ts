/**
 * The real I/O of machines/session and machines/lock: API calls through the client, cookies,
 * passwords encrypted here (one place) before they leave. Provided with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type {
  LoginCredentials,
  LoginResult,
  SessionInfo,
  SwitchAccountInput,
  SwitchAccountOutput,
  TokenInput,
  TokenOutput,
  TwoFactorInput,
} from '../../../machines/session/index.ts'
import type { UnlockInput, UnlockOutput } from '../../../machines/lock/index.ts'
import { ownErrors } from '../../api/client.ts'
import { api } from '../services.ts'
import { encryptForServer } from './publicKey.ts'
import { askSession, takeStartedSession } from '../startRequests.ts'

/** A failed call rejects with the server's error body so the machine keeps its message. */
function fail(error: unknown): never {
  throw error ?? new Error('request failed')
}

export const realSessionActors = {
  login: fromPromise<LoginResult, LoginCredentials>(async ({ input }) => {
    const { data, error } = await api().POST('/api/login/', {
      body: {
        username: input.username.trim(),
        password: await encryptForServer(input.password),
        login_type: input.loginType,
        ...(input.captchaTicket ? { captcha_ticket: input.captchaTicket } : {}),
      },
    })
    if (!data) fail(error)
    if (data.need_twofactor) {
      return {
        kind: 'twoFactor',
        ticket: data.twofactor_ticket ?? '',
        methods: data.twofactor_types,
      }
    }
    return { kind: 'token', token: data.token }
  }),

  verifyTwoFactor: fromPromise<TokenOutput, TwoFactorInput>(async ({ input }) => {
    const { data, error } = await api().POST('/api/twofactor/login/', {
      body: { twofactor_ticket: input.ticket, type: input.method, code: input.code },
      // The two-factor page shows the refusal under the code; a toast would repeat it.
      middleware: [ownErrors],
    })
    if (!data) fail(error)
    return { token: data.token }
  }),

  loadSession: fromPromise<SessionInfo, TokenInput>(async () => {
    let results
    try {
      // The first check was sent by the entry while the chunks loaded (startRequests.ts).
      results = await (takeStartedSession() ?? askSession())
    } catch {
      // No verdict from the server (offline, or the page is unloading): not a reason to sign out.
      throw { unreachable: true }
    }
    const [shared, loginAfter, user] = results
    if (results.some((result) => result.response.status >= 500)) throw { unreachable: true }
    if (!shared.data || !loginAfter.data || !user.data)
      fail(shared.error ?? loginAfter.error ?? user.error)
    return { shared: shared.data, loginAfter: loginAfter.data, user: user.data }
  }),

  refreshToken: fromPromise<TokenOutput, TokenInput>(async ({ input }) => {
    const { data, error } = await api().POST('/api/core/token/refresh/', {
      body: { token: input.token },
    })
    if (!data) fail(error)
    return { token: data.token }
  }),

  logout: fromPromise<void, TokenInput>(async ({ input }) => {
    // First, and whatever the server says: the user's mail leaves this browser (issue 17).
    await import('../offline/clientCache.ts')
      .then(({ clientCache, userOfToken }) => {
        const user = userOfToken(input.token)
        return user ? clientCache()?.clearUser(user) : undefined
      })
      .catch(() => undefined)
    await api().POST('/api/core/logout/')
  }),

  switchAccount: fromPromise<SwitchAccountOutput, SwitchAccountInput>(async ({ input }) => {
    const { data, error } =
      // The session notice shows the failure (decision 14); the catalogue's toast would repeat it.
      input.kind === 'shared'
        ? await api().POST('/api/sharelogin/', {
            body: { share_id: input.shareId },
            middleware: [ownErrors],
          })
        : await api().POST('/api/sharelogin/back/', { middleware: [ownErrors] })
    if (!data) fail(error)
    return { token: data.token, name: data.name }
  }),

  unlock: fromPromise<UnlockOutput, UnlockInput>(async ({ input }) => {
    const { data, error } = await api().POST('/api/core/lockscreen/', {
      body: { password: await encryptForServer(input.password) },
      // The lock screen says 'wrong password' itself; a toast would repeat it.
      middleware: [ownErrors],
    })
    if (!data) fail(error)
    return { token: data.token }
  }),
}
