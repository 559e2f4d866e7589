import { HttpResponse } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../../src/api/schema.gen.ts'
import { type TokenClaims, tokenFromRequest, verifyToken } from '../auth/tokens.ts'
import { type AccountRecord, type SessionRecord, type UserRecord, db } from '../db/index.ts'
import { type MessageKey, type ServerLanguage, languageOf, message } from '../i18n.ts'

/**
 * Handlers are typed from the generated contract: a path, parameter or body that drifts from
 * openapi.yaml fails to compile. `*` as the base matches any origin, so the same handlers serve
 * the same-origin browser demo and absolute URLs in Node tests.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' })

export function detail(status: number, text: string): Response {
  return HttpResponse.json({ detail: text }, { status })
}

/** Django REST 400: `{non_field_errors: [...]}` or `{field: [...]}`. */
export function validationError(errors: Record<string, string[]>): Response {
  return HttpResponse.json(errors, { status: 400 })
}

export function nonFieldError(key: MessageKey, lang: ServerLanguage): Response {
  return validationError({ non_field_errors: [message(key, lang)] })
}

export interface AuthContext {
  user: UserRecord
  account: AccountRecord
  session: SessionRecord
  claims: TokenClaims
  /** The mailbox the session acts on (own or shared); every mail query filters by it. */
  mailbox: string
  lang: ServerLanguage
}

const UNAUTHORISED: Record<'missing' | 'invalid' | 'expired', MessageKey> = {
  missing: 'tokenMissing',
  invalid: 'tokenInvalid',
  expired: 'tokenExpired',
}

/** 401 `{detail}` in the user's language, for a missing, bad or expired token. */
export async function checkAuth(
  request: Request,
  cookies?: Record<string, string>,
): Promise<AuthContext | Response> {
  const lang = languageOf(request, cookies)
  const check = await verifyToken(tokenFromRequest(request))
  if (!check.ok) return detail(401, message(UNAUTHORISED[check.reason], lang))
  const user = db.users.findFirst((q) => q.where({ username: check.claims.username }))
  const account = db.accounts.findFirst((q) => q.where({ username: check.claims.username }))
  if (!user || !account || !user.is_active) return detail(401, message('tokenInvalid', lang))
  return {
    user,
    account,
    session: check.session,
    claims: check.claims,
    mailbox: check.session.mailbox,
    lang,
  }
}

export function findUser(username: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ username }))
}

export function departmentName(id: number): string {
  return db.departments.findFirst((q) => q.where({ id }))?.name ?? ''
}
