/**
 * The SMTP relay, /setting/transfer (issue 16; R-DATA-16, R-VALID-23, C-TIME-14): read, saved
 * and verified per mailbox. The fake world's relays (mocks/mail/smtpWorld.ts) decide what a
 * verification finds; a verification takes 3 to 10 s (runtime.smtpVerifyMs overrides it). The
 * password is never sent back. "Need verify" on makes a save verify first (decisions.md #291).
 */
import type { components } from '../../src/api/schema.gen.ts'
import { validateSmtpRelay, type SmtpRelayValues } from '../../src/domain/settings/smtpRelay.ts'
import { openSecret } from '../auth/secrets.ts'
import { type RelayRecord, db } from '../db/index.ts'
import { flushDurably } from '../durability.ts'
import type { ServerLanguage } from '../i18n.ts'
import { relayVerdict, verifyDelayMs } from '../mail/smtpWorld.ts'
import { runtime } from '../state.ts'
import { checkAuth, http, validationError } from './http.ts'
import { checkWriteAuth } from './mailCommon.ts'
import { smtpRelayText, type SmtpRelayTextKey } from './smtpRelay.texts.ts'

type SmtpRelay = components['schemas']['SmtpRelay']
type SmtpRelayInput = components['schemas']['SmtpRelayInput']

const recordOf = (owner: string): RelayRecord =>
  db.relays.findFirst((q) => q.where({ owner })) ?? {
    owner,
    is_active: false,
    server: '',
    port: 25,
    account: '',
    password: '',
    ssl: false,
    auth: true,
    need_verify: false,
  }

/** The stored failure (a verdict of mocks/mail/smtpWorld.ts) in the reader's language. */
const failureText = (r: RelayRecord, lang: ServerLanguage) =>
  r.last_error === 'unreachable' || r.last_error === 'authFailed'
    ? smtpRelayText(r.last_error, lang, { server: r.server, port: r.port })
    : ''

const relayJson = (r: RelayRecord, lang: ServerLanguage): SmtpRelay => ({
  is_enabled: r.is_active,
  server: r.server,
  port: r.port,
  account: r.account,
  is_ssl: r.ssl,
  is_auth: r.auth,
  need_verify: r.need_verify,
  ...(failureText(r, lang) ? { last_error: failureText(r, lang) } : {}),
  last_error_time: r.last_error_time ?? null,
})

type Read = { ok: true; values: SmtpRelayValues; port: number } | { ok: false; refusal: Response }

/** The body as the page's rule reads it, the password opened like every password field. */
async function readBody(
  body: Partial<SmtpRelayInput>,
  lang: ServerLanguage,
  forVerify: boolean,
): Promise<Read> {
  let password = ''
  if (typeof body.password === 'string' && body.password !== '') {
    const opened = await openSecret(body.password)
    if (!opened.ok) {
      const key = opened.reason === 'stale' ? 'passwordStale' : 'relayPasswordRequired'
      return { ok: false, refusal: validationError({ password: [smtpRelayText(key, lang)] }) }
    }
    password = opened.secret
  }
  const values: SmtpRelayValues = {
    is_enabled: body.is_enabled === true,
    server: typeof body.server === 'string' ? body.server.trim() : '',
    port: typeof body.port === 'number' ? String(body.port) : '25',
    account: typeof body.account === 'string' ? body.account.trim() : '',
    password,
    is_ssl: body.is_ssl === true,
    is_auth: body.is_auth !== false,
    need_verify: body.need_verify === true,
  }
  const errors = Object.entries(validateSmtpRelay(values, { forVerify }))
  if (errors.length > 0) {
    return {
      ok: false,
      refusal: validationError(
        Object.fromEntries(errors.map(([field, code]) => [field, [smtpRelayText(code, lang)]])),
      ),
    }
  }
  return { ok: true, values, port: Number(values.port) }
}

async function verify(values: SmtpRelayValues, port: number, lang: ServerLanguage) {
  await new Promise((done) =>
    setTimeout(done, runtime.smtpVerifyMs ?? verifyDelayMs(values.server)),
  )
  const verdict = relayVerdict({ ...values, port })
  const text = (key: SmtpRelayTextKey) => smtpRelayText(key, lang, { server: values.server, port })
  return verdict === 'ok'
    ? { success: true, message: text('verified') }
    : { success: false, message: text(verdict) }
}

export const smtpRelayHandlers = [
  http.get('/api/setting/smtp-relay/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(relayJson(recordOf(auth.mailbox), auth.lang))
  }),

  http.put('/api/setting/smtp-relay/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const read = await readBody((await request.json()) as Partial<SmtpRelayInput>, auth.lang, false)
    if (!read.ok) return response.untyped(read.refusal)
    const { values, port } = read
    const stored = recordOf(auth.mailbox)
    if (values.is_enabled && values.need_verify) {
      const result = await verify(values, port, auth.lang)
      if (!result.success) {
        const reason = smtpRelayText('notVerified', auth.lang, { reason: result.message })
        return response.untyped(validationError({ non_field_errors: [reason] }))
      }
    }
    const record: RelayRecord = {
      owner: auth.mailbox,
      is_active: values.is_enabled,
      // Off with blank fields keeps what was stored (decisions.md #290).
      server: values.server || stored.server,
      port,
      account: values.account || stored.account,
      password: values.password || stored.password,
      ssl: values.is_ssl,
      auth: values.is_auth,
      need_verify: values.need_verify,
      // A new setting starts with a clean slate: the old failure was about the old one.
      last_error: '',
      last_error_time: null,
    }
    await db.relays.delete((q) => q.where({ owner: auth.mailbox }))
    await db.relays.create(record)
    await flushDurably()
    return response(200).json(relayJson(record, auth.lang))
  }),

  http.post('/api/setting/smtp-relay/verify/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const read = await readBody((await request.json()) as Partial<SmtpRelayInput>, auth.lang, true)
    if (!read.ok) return response.untyped(read.refusal)
    return response(200).json(await verify(read.values, read.port, auth.lang))
  }),
]
