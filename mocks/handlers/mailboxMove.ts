/**
 * Mailbox move, /setting/mailboxmove (issue 16; R-DATA, R-STATE): the accounts whose old mail
 * is fetched into this mailbox, their activation and the migration's status. The password comes
 * RSA-encrypted like every password field and never goes back; blank on an edit keeps it
 * (decisions.md #300). The task's life is in mailboxMove.tasks.ts.
 */
import type { components } from '../../src/api/schema.gen.ts'
import {
  type MailboxMoveValues,
  validateMailboxMove,
} from '../../src/domain/settings/mailboxMove.ts'
import { openSecret } from '../auth/secrets.ts'
import { type MailboxMoveRecord, db } from '../db/index.ts'
import { flushDurably } from '../durability.ts'
import type { ServerLanguage } from '../i18n.ts'
import { checkAuth, detail, http, validationError } from './http.ts'
import { checkWriteAuth } from './mailCommon.ts'
import { activateMailboxMove, isActive, portOf, settleMailboxMoves } from './mailboxMove.tasks.ts'
import { isMailboxMoveTextKey, mailboxMoveText } from './mailboxMove.texts.ts'

type MailboxMoveAccount = components['schemas']['MailboxMoveAccount']
type MailboxMoveInput = components['schemas']['MailboxMoveInput']

function accountJson(r: MailboxMoveRecord, lang: ServerLanguage): MailboxMoveAccount {
  const status = r.status === 'disabled' ? 'idle' : r.status
  const reason =
    status === 'failed' && r.last_error && isMailboxMoveTextKey(r.last_error)
      ? mailboxMoveText(r.last_error, lang, { server: r.server, port: portOf(r) })
      : ''
  return {
    id: r.id,
    server: r.server,
    port: portOf(r),
    protocol: r.protocol,
    email: r.email,
    is_ssl: r.ssl,
    scope: r.scope,
    is_active: isActive(r),
    status,
    last_receive_time: r.last_receive,
    ...(reason ? { last_error: reason } : {}),
  }
}

type Read =
  | { ok: true; values: MailboxMoveValues; port: number | undefined }
  | { ok: false; refusal: Response }

async function readBody(
  body: Partial<MailboxMoveInput>,
  lang: ServerLanguage,
  isNew: boolean,
): Promise<Read> {
  let password = ''
  if (typeof body.password === 'string' && body.password !== '') {
    const opened = await openSecret(body.password)
    if (!opened.ok) {
      const key = opened.reason === 'stale' ? 'passwordStale' : 'movePasswordRequired'
      return { ok: false, refusal: validationError({ password: [mailboxMoveText(key, lang)] }) }
    }
    password = opened.secret
  }
  const values: MailboxMoveValues = {
    server: typeof body.server === 'string' ? body.server.trim() : '',
    port: typeof body.port === 'number' ? String(body.port) : '',
    protocol: body.protocol === 'pop3' ? 'pop3' : 'imap',
    email: typeof body.email === 'string' ? body.email.trim() : '',
    password,
    is_ssl: body.is_ssl === true,
    scope: body.scope === 'inbox' ? 'inbox' : 'all',
  }
  const errors = Object.entries(validateMailboxMove(values, { isNew }))
  if (errors.length > 0) {
    return {
      ok: false,
      refusal: validationError(
        Object.fromEntries(errors.map(([field, code]) => [field, [mailboxMoveText(code, lang)]])),
      ),
    }
  }
  return { ok: true, values, port: values.port === '' ? undefined : Number(values.port) }
}

const ownMoves = (owner: string) =>
  db.mailboxMoves.findMany((q) => q.where({ owner })).sort((a, b) => a.id - b.id)

const findMove = (owner: string, id: number | string) =>
  db.mailboxMoves.findFirst((q) => q.where({ owner, id: Number(id) }))

const duplicate = (owner: string, email: string, exceptId: number | null) =>
  ownMoves(owner).some((r) => r.email.toLowerCase() === email.toLowerCase() && r.id !== exceptId)

const notFound = (lang: ServerLanguage) => detail(404, mailboxMoveText('moveNotFound', lang))

export const mailboxMoveHandlers = [
  http.get('/api/setting/mailboxmove/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    await settleMailboxMoves(auth.mailbox)
    return response(200).json(ownMoves(auth.mailbox).map((r) => accountJson(r, auth.lang)))
  }),

  http.post('/api/setting/mailboxmove/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const read = await readBody(
      (await request.json()) as Partial<MailboxMoveInput>,
      auth.lang,
      true,
    )
    if (!read.ok) return response.untyped(read.refusal)
    const { values, port } = read
    if (duplicate(auth.mailbox, values.email, null)) {
      const said = mailboxMoveText('moveDuplicate', auth.lang)
      return response.untyped(validationError({ email: [said] }))
    }
    const nextId = Math.max(0, ...db.mailboxMoves.findMany().map((r) => r.id)) + 1
    const record = await db.mailboxMoves.create({
      owner: auth.mailbox,
      id: nextId,
      server: values.server,
      ...(port !== undefined ? { port } : {}),
      protocol: values.protocol,
      email: values.email,
      password: values.password,
      ssl: values.is_ssl,
      scope: values.scope,
      is_active: false,
      status: 'idle',
      last_receive: null,
      started_at: null,
      decided: null,
      last_error: '',
    })
    await flushDurably()
    return response(200).json(accountJson(record, auth.lang))
  }),

  http.put('/api/setting/mailboxmove/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const stored = findMove(auth.mailbox, params.id)
    if (!stored) return response.untyped(notFound(auth.lang))
    const read = await readBody(
      (await request.json()) as Partial<MailboxMoveInput>,
      auth.lang,
      false,
    )
    if (!read.ok) return response.untyped(read.refusal)
    const { values, port } = read
    if (duplicate(auth.mailbox, values.email, stored.id)) {
      const said = mailboxMoveText('moveDuplicate', auth.lang)
      return response.untyped(validationError({ email: [said] }))
    }
    // The edit applies to the next run; a task in flight goes on (decisions.md #300).
    const updated = await db.mailboxMoves.update(
      (q) => q.where({ owner: auth.mailbox, id: stored.id }),
      {
        data(draft) {
          draft.server = values.server
          draft.port = port
          draft.protocol = values.protocol
          draft.email = values.email
          if (values.password) draft.password = values.password
          draft.ssl = values.is_ssl
          draft.scope = values.scope
        },
      },
    )
    await flushDurably()
    return response(200).json(accountJson(updated ?? stored, auth.lang))
  }),

  http.delete('/api/setting/mailboxmove/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const stored = findMove(auth.mailbox, params.id)
    if (!stored) return response.untyped(notFound(auth.lang))
    await db.mailboxMoves.delete((q) => q.where({ owner: auth.mailbox, id: stored.id }))
    await flushDurably()
    return response.untyped(new Response(null, { status: 204 }))
  }),

  http.post(
    '/api/setting/mailboxmove/{id}/activate/',
    async ({ request, cookies, params, response }) => {
      const auth = await checkWriteAuth(request, cookies)
      if (auth instanceof Response) return response.untyped(auth)
      const body = (await request.json()) as { is_active?: unknown }
      if (typeof body.is_active !== 'boolean') {
        return response.untyped(validationError({ is_active: ['is_active: true or false'] }))
      }
      const updated = await activateMailboxMove(auth.mailbox, Number(params.id), body.is_active)
      if (!updated) return response.untyped(notFound(auth.lang))
      return response(200).json(accountJson(updated, auth.lang))
    },
  ),
]
