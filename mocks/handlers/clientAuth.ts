/**
 * The client authorization code (R-STATE-6 "client authorization code login: enabled or
 * disabled"; openapi.yaml getClientAuthCode / setClientAuthCode): mail clients log in with it
 * instead of the password. Turning it on, or asking for a new one, issues a code that the answer
 * carries ONCE; every later answer says only whether it is on and since when (decisions.md #284).
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type AccountRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import { now } from '../state.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { durable } from './mailCommon.ts'

type ClientAuthCode = components['schemas']['ClientAuthCode']

/** 16 lowercase letters, as the big Chinese mail services issue them (no 0/O, 1/l to misread). */
export const CLIENT_CODE_LENGTH = 16
const CLIENT_CODE_LETTERS = 'abcdefghijkmnpqrstuvwxyz'

function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CLIENT_CODE_LENGTH))
  return Array.from(bytes, (b) => CLIENT_CODE_LETTERS[b % CLIENT_CODE_LETTERS.length]).join('')
}

const stateOf = (account: AccountRecord, code: string | null = null): ClientAuthCode => ({
  is_enabled: account.client_auth_code_enabled,
  code,
  created: account.client_auth_code_enabled ? (account.client_auth_code?.created ?? null) : null,
})

/** Whether a mail client presenting `code` for `username` would be let in (tests). */
export function clientAuthCodeWorks(username: string, code: string): boolean {
  const account = db.accounts.findFirst((q) => q.where({ username }))
  return Boolean(
    account?.client_auth_code_enabled && code !== '' && account.client_auth_code?.code === code,
  )
}

/** It is the signed-in person's own credential: not to be changed from inside a shared mailbox. */
const sharedRefusal = (auth: AuthContext) =>
  auth.mailbox === auth.user.username ? null : detail(403, message('sharedNoPermission', auth.lang))

export const clientAuthHandlers = [
  http.get('/api/setting/client-auth/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(stateOf(auth.account))
  }),

  http.put('/api/setting/client-auth/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const refused = sharedRefusal(auth)
    if (refused) return response.untyped(refused)
    const body = (await request.json().catch(() => null)) as {
      is_enabled?: unknown
      regenerate?: unknown
    } | null
    if (typeof body?.is_enabled !== 'boolean')
      return response.untyped(validationError({ is_enabled: [message('required', auth.lang)] }))
    const enable = body.is_enabled
    // A new code when it is turned on, or on request while on; turning it off forgets the code.
    const issue = enable && (!auth.account.client_auth_code_enabled || body.regenerate === true)
    const code = issue ? newCode() : null
    const updated = await db.accounts.update((q) => q.where({ username: auth.user.username }), {
      data(draft) {
        draft.client_auth_code_enabled = enable
        if (!enable) draft.client_auth_code = null
        else if (code) draft.client_auth_code = { code, created: new Date(now()).toISOString() }
      },
    })
    await durable()
    return response(200).json(stateOf(updated ?? auth.account, code))
  }),
]
