import { SignJWT, errors, jwtVerify } from 'jose'
import { flushDurably } from '../durability.ts'
import { type SessionRecord, db } from '../db/index.ts'
import { now, nowSeconds, runtime } from '../state.ts'
import { FAKE_JWT_SECRET } from './keys.ts'

const key = new TextEncoder().encode(FAKE_JWT_SECRET)

/** Lifetime of a refreshed token: the client resets expired_left to 1800 after a refresh. */
export const REFRESHED_TOKEN_SECONDS = 1800

export interface TokenClaims {
  sid: string
  username: string
  exp: number
}

export async function signToken(session: SessionRecord, lifetimeSeconds: number): Promise<string> {
  const issuedAt = nowSeconds()
  return new SignJWT({ sid: session.sid, username: session.username, gen: runtime.tokenGeneration })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .setJti(crypto.randomUUID())
    .sign(key)
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims; session: SessionRecord }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

/** Signature, expiry (against the fake clock) and a live session: all three or 401. */
export async function verifyToken(token: string | null | undefined): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'missing' }
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: new Date(now()),
    })
    const sid = typeof payload.sid === 'string' ? payload.sid : ''
    const session = db.sessions.findFirst((q) => q.where({ sid }))
    if (!session || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' }
    // `expireTokens` (control): every token signed before it now reads as expired.
    if ((payload.gen ?? 0) !== runtime.tokenGeneration) return { ok: false, reason: 'expired' }
    return { ok: true, claims: { sid, username: session.username, exp: payload.exp }, session }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
    return { ok: false, reason: 'invalid' }
  }
}

/** `Authorization: JWT <token>` (Bearer is tolerated, as djangorestframework-jwt does not). */
export function tokenFromRequest(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header.trim())
  return match?.[1] ?? null
}

/** A session of `username` acting on `mailbox`: their own, or a shared one after a switch. */
export async function openSession(
  username: string,
  mailbox: string = username,
): Promise<SessionRecord> {
  const session = await db.sessions.create({
    sid: crypto.randomUUID(),
    username,
    mailbox,
    created_ms: now(),
    released: { mailbox: false, file: false, calendar: false },
  })
  await flushDurably()
  return session
}

export async function closeSession(sid: string): Promise<void> {
  db.sessions.delete((q) => q.where({ sid }))
  await flushDurably()
}

export async function closeAllSessions(username: string): Promise<void> {
  db.sessions.deleteMany((q) => q.where({ username }))
  await flushDurably()
}
