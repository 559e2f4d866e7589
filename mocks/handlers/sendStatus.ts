/**
 * After sending: the delivery table, recall of the whole mail or one recipient, and the compose
 * prefill of reply / forward / edit. Also the two pass-through handlers the outbox needs: the
 * sweep before every API call (schedule, review decisions, burn dates) and the burn-view count
 * before the reader's getMessage.
 */
import { http as mswHttp } from 'msw'
import { findMessage } from '../mail/store.ts'
import { countBurnView, sweepOutbox } from '../outbox/lifecycle.ts'
import { type ComposeView, composePrefill } from '../outbox/prefill.ts'
import {
  entryFor,
  entryOfSentCopy,
  recallAll,
  recallRecipient,
  statusRows,
} from '../outbox/status.ts'
import { sendText } from '../outbox/texts.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { durable, missingFolder, notFound } from './mailCommon.ts'
import { senderOf, sendRefusal } from './sendCommon.ts'

const recallFails = (auth: AuthContext) =>
  validationError({ non_field_errors: [sendText('recallFailed', auth.lang)] })

async function prepare(request: Request, cookies: Record<string, string>) {
  const auth = await checkAuth(request, cookies)
  if (auth instanceof Response) return auth
  return sendRefusal(auth) ?? auth
}

const VIEWS: readonly ComposeView[] = [3, 4, 5, 6, 7]

export const sendStatusHandlers = [
  http.get('/api/mail/messages/status/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const entry = await entryFor(auth.mailbox, query.get('message_id') ?? '')
    if (!entry) return response.untyped(detail(400, sendText('messageUnknown', auth.lang)))
    return response(200).json({ results: statusRows(entry, auth.lang) })
  }),

  http.post('/api/mail/messages/recall/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const found = await entryOfSentCopy(auth.mailbox, body.uid, body.folder)
    if (!found || !found.copy.attrs.is_canrecall) return response.untyped(recallFails(auth))
    const { ok, failed } = await recallAll(found.entry)
    await durable()
    if (ok === 0) return response.untyped(recallFails(auth))
    const inform = sendText('recallSummary', auth.lang, { ok, failed })
    return response(200).json({ results: statusRows(found.entry, auth.lang, inform) })
  }),

  http.post('/api/mail/messages/recall/single/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const entry = await entryFor(auth.mailbox, body.message_id)
    if (!entry) return response.untyped(recallFails(auth))
    const done = await recallRecipient(entry, body.recipient)
    await durable()
    if (!done) return response.untyped(recallFails(auth))
    return response(200).json({
      results: statusRows(entry, auth.lang, sendText('recalled', auth.lang)),
    })
  }),

  http.get('/api/mail/messages/{uid}/compose/', async (info) => {
    const { request, cookies, params, query, response } = info
    const auth = await prepare(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const view = Number(query.get('view')) as ComposeView
    const uid = Number(params.uid)
    if (!VIEWS.includes(view) || !Number.isInteger(uid)) {
      return response.untyped(validationError({ view: [sendText('badAddress', auth.lang)] }))
    }
    const folder = query.get('folder')
    const gone = missingFolder(auth, folder)
    if (gone) return response.untyped(gone)
    const source = findMessage(auth.mailbox, uid, folder!)
    if (!source) return response.untyped(notFound(auth))
    if ((view === 5 || view === 6) && !auth.account.login_after.is_fwmail) {
      return response.untyped(detail(403, sendText('noForwardPower', auth.lang)))
    }
    return response(200).json(composePrefill(source, view, senderOf(auth), auth.lang))
  }),
]

/**
 * Before every family handler: moves held mail on by the server clock. Not tied to one operation,
 * so it is registered beside the guard rather than among the family handlers.
 */
export const outboxSweepHandler = mswHttp.all('*/api/*', async () => {
  if (await sweepOutbox()) await durable()
  return undefined
})

/** Before the reader's getMessage: counts a burn mail's view, or destroys it (then 404). */
export const burnViewHandler = http.get(
  '/api/mail/messages/{uid}/',
  async ({ request, cookies, params, query, response }) => {
    const raw = params.uid
    if (typeof raw !== 'string' || !/^\d+$/.test(raw)) return undefined
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return undefined
    const folder = query.get('folder')
    if (!folder || !findMessage(auth.mailbox, Number(raw), folder)) return undefined
    const outcome = await countBurnView(auth.mailbox, Number(raw))
    if (outcome === 'none') return undefined
    await durable()
    return outcome === 'destroyed' ? response.untyped(notFound(auth)) : undefined
  },
)
