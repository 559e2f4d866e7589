import { isValidSender } from '../../src/domain/settings/senderList.ts'
import { type AddressListEntryRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import { checkAuth, http, validationError } from './http.ts'
import { senderFilterText } from './senderFilter.texts.ts'
import { checkWriteAuth, durable } from './mailCommon.ts'
import { positiveInt } from './mail.ts'

type Kind = AddressListEntryRecord['kind']

/**
 * Puts an address on the white or black list, taking it off the other one (a sender cannot be
 * both trusted and refused). Idempotent: an existing entry is returned as it is.
 */
export async function putOnSenderList(
  owner: string,
  value: string,
  kind: Kind,
): Promise<AddressListEntryRecord> {
  // '@example.com' and 'example.com' are the same domain: stored without the '@'.
  const normalised = value.trim().toLowerCase().replace(/^@/, '')
  const other: Kind = kind === 'white' ? 'black' : 'white'
  db.addressLists.deleteMany((q) => q.where({ owner, kind: other, value: normalised }))
  const existing = db.addressLists.findFirst((q) => q.where({ owner, kind, value: normalised }))
  if (existing) return existing
  const id = Math.max(0, ...db.addressLists.all().map((e) => e.id)) + 1
  return db.addressLists.create({ owner, id, kind, value: normalised })
}

export const senderListHandlers = [
  http.get('/api/setting/senderlist/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const kind = query.get('action')
    const page = positiveInt(query.get('page'), 1, Number.MAX_SAFE_INTEGER)
    const pageSize = positiveInt(query.get('page_size'), 20, 500)
    if ((kind !== 'white' && kind !== 'black') || page === null || pageSize === null) {
      return response.untyped(
        validationError({ non_field_errors: [message('invalidValue', auth.lang)] }),
      )
    }
    const search = (query.get('search') ?? '').trim().toLowerCase()
    const entries = db.addressLists
      .findMany((q) => q.where({ owner: auth.mailbox, kind }))
      .filter((e) => e.value.includes(search))
      .sort((a, b) => b.id - a.id)
    return response(200).json({
      count: entries.length,
      results: entries
        .slice((page - 1) * pageSize, page * pageSize)
        .map((e) => ({ id: e.id, email: e.value, action: e.kind })),
    })
  }),

  http.post('/api/setting/senderlist/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const errors: Record<string, string[]> = {}
    if (typeof body.email !== 'string' || !isValidSender(body.email)) {
      errors.email = [senderFilterText('senderInvalid', auth.lang)]
    }
    if (body.action !== 'white' && body.action !== 'black') {
      errors.action = [message('invalidValue', auth.lang)]
    }
    if (Object.keys(errors).length > 0) return response.untyped(validationError(errors))
    const entry = await putOnSenderList(auth.mailbox, body.email, body.action)
    await durable()
    return response(200).json({ id: entry.id, email: entry.value, action: entry.kind })
  }),

  http.post('/api/setting/senderlist/delete/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const ids = Array.isArray(body.ids) ? body.ids : []
    if (ids.length === 0 || !ids.every((id) => Number.isInteger(id))) {
      return response.untyped(validationError({ ids: [message('invalidValue', auth.lang)] }))
    }
    const owned = db.addressLists.findMany((q) => q.where({ owner: auth.mailbox }))
    const gone = owned.filter((e) => ids.includes(e.id))
    // Someone else's ids, or ones already deleted in another tab: nothing is deleted.
    if (gone.length !== new Set(ids).size) {
      return response.untyped(
        validationError({ non_field_errors: [senderFilterText('entriesMissing', auth.lang)] }),
      )
    }
    for (const entry of gone) db.addressLists.delete(entry)
    await durable()
    return response.untyped(new Response(null, { status: 204 }))
  }),
]
