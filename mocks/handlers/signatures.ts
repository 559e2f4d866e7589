/**
 * Signatures (R-DATA "Signature (id, caption/title, content; default for new mail and for
 * reply/forward)"): the list with the two defaults, create, update, delete and choosing the
 * defaults. They belong to the mailbox the session acts on; a read-only share may list them only.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type SignatureRecord, db } from '../db/index.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { captionErrors } from './composeSettings.rules.ts'
import { composeSettingsText } from './composeSettings.texts.ts'
import { checkWriteAuth, durable } from './mailCommon.ts'

type Signature = components['schemas']['Signature']
type SignatureDefaults = components['schemas']['SignatureDefaults']

const signatureJson = (s: SignatureRecord): Signature => ({
  id: s.id,
  caption: s.caption,
  content: s.content,
})

const signaturesOf = (owner: string) =>
  db.signatures.findMany((q) => q.where({ owner })).sort((a, b) => a.id - b.id)

function defaultsOf(owner: string): SignatureDefaults {
  const list = signaturesOf(owner)
  return {
    default_new: list.find((s) => s.is_default_new)?.id ?? null,
    default_reply: list.find((s) => s.is_default_reply)?.id ?? null,
  }
}

type StoredSignature = ReturnType<typeof db.signatures.all>[number]

function findSignature(owner: string, id: unknown): StoredSignature | undefined {
  const wanted = Number(id)
  if (!Number.isInteger(wanted)) return undefined
  return db.signatures.findFirst((q) => q.where({ owner, id: wanted }))
}

function signatureErrors(
  auth: AuthContext,
  body: { caption?: unknown; content?: unknown },
  exceptId: number | null = null,
) {
  const others = signaturesOf(auth.mailbox).filter((item) => item.id !== exceptId)
  return captionErrors(
    auth.lang,
    body,
    {
      captionRequired: 'signatureCaptionRequired',
      contentRequired: 'signatureContentRequired',
      captionTaken: 'signatureCaptionTaken',
    },
    others.map((item) => item.caption),
  )
}

/** A default must be null or one of the mailbox's own signatures. */
function defaultErrors(auth: AuthContext, body: Partial<SignatureDefaults>) {
  const errors: Record<string, string[]> = {}
  for (const field of ['default_new', 'default_reply'] as const) {
    const value = body[field]
    if (value === null) continue
    if (value === undefined || !findSignature(auth.mailbox, value))
      errors[field] = [composeSettingsText('signatureNotFound', auth.lang)]
  }
  return Object.keys(errors).length > 0 ? validationError(errors) : null
}

export const signatureHandlers = [
  http.get('/api/setting/signatures/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json({
      ...defaultsOf(auth.mailbox),
      results: signaturesOf(auth.mailbox).map(signatureJson),
    })
  }),

  http.post('/api/setting/signatures/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const errors = signatureErrors(auth, body)
    if (errors) return response.untyped(errors)
    const id = Math.max(0, ...db.signatures.all().map((s) => s.id)) + 1
    const created = await db.signatures.create({
      owner: auth.mailbox,
      id,
      caption: body.caption.trim(),
      content: body.content,
      is_default_new: false,
      is_default_reply: false,
    })
    await durable()
    return response(200).json(signatureJson(created))
  }),

  // Before the {id} routes: msw would read 'default' as an id.
  http.put('/api/setting/signatures/default/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const errors = defaultErrors(auth, body)
    if (errors) return response.untyped(errors)
    for (const signature of signaturesOf(auth.mailbox)) {
      const isNew = signature.id === body.default_new
      const isReply = signature.id === body.default_reply
      if (signature.is_default_new === isNew && signature.is_default_reply === isReply) continue
      await db.signatures.update(signature, {
        data(draft) {
          draft.is_default_new = isNew
          draft.is_default_reply = isReply
        },
      })
    }
    await durable()
    return response(200).json(defaultsOf(auth.mailbox))
  }),
  http.put('/api/setting/signatures/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const signature = findSignature(auth.mailbox, params.id)
    if (!signature)
      return response.untyped(detail(404, composeSettingsText('signatureNotFound', auth.lang)))
    const body = await request.json()
    const errors = signatureErrors(auth, body, signature.id)
    if (errors) return response.untyped(errors)
    const updated = await db.signatures.update(signature, {
      data(draft) {
        draft.caption = body.caption.trim()
        draft.content = body.content
      },
    })
    await durable()
    return response(200).json(signatureJson(updated ?? signature))
  }),

  http.delete('/api/setting/signatures/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const signature = findSignature(auth.mailbox, params.id)
    if (!signature)
      return response.untyped(detail(404, composeSettingsText('signatureNotFound', auth.lang)))
    // A default that is deleted is no default any more (the flags go with the record).
    db.signatures.delete(signature)
    await durable()
    return response.untyped(new Response(null, { status: 204 }))
  }),
]
