import { type TagRecord, db } from '../db/index.ts'
import { type MessageKey, message } from '../i18n.ts'
import { changeMessage, taggedUids } from '../mail/store.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { checkWriteAuth, durable } from './mailCommon.ts'

const TAG_NAME_MAX = 20
const COLOUR = /^#[0-9A-Fa-f]{6}$/

type StoredTag = ReturnType<typeof db.tags.all>[number]

const tagJson = (t: TagRecord) => ({ tagname: t.tagname, name: t.name, color: t.color })

/** Field errors of a tag form: name trimmed 1–20 and unique, colour required (#RRGGBB). */
function tagErrors(auth: AuthContext, body: { name?: unknown; color?: unknown }, self?: TagRecord) {
  const errors: Record<string, string[]> = {}
  const say = (field: string, key: MessageKey) => (errors[field] = [message(key, auth.lang)])
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  if (name === '') say('name', 'tagNameRequired')
  else if ([...name].length > TAG_NAME_MAX) say('name', 'tagNameTooLong')
  else {
    const lower = name.toLowerCase()
    const taken = db.tags
      .findMany((q) => q.where({ owner: auth.mailbox }))
      .some((t) => t.tagname !== self?.tagname && t.name.toLowerCase() === lower)
    if (taken) say('name', 'tagNameTaken')
  }
  if (typeof body.color !== 'string' || !COLOUR.test(body.color)) say('color', 'tagColourRequired')
  return Object.keys(errors).length > 0 ? validationError(errors) : null
}

function findTag(owner: string, tagname: string): StoredTag | undefined {
  return db.tags.findFirst((q) => q.where({ owner, tagname }))
}

export const tagHandlers = [
  http.get('/api/mail/tags/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(
      db.tags.findMany((q) => q.where({ owner: auth.mailbox })).map(tagJson),
    )
  }),

  http.post('/api/mail/tags/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const errors = tagErrors(auth, body)
    if (errors) return response.untyped(errors)
    const existing = new Set(db.tags.all().map((t) => t.tagname))
    let n = existing.size + 1
    while (existing.has(`tag_${n}`)) n++
    const created = await db.tags.create({
      owner: auth.mailbox,
      tagname: `tag_${n}`,
      name: body.name.trim(),
      color: body.color.toUpperCase(),
    })
    await durable()
    return response(200).json(tagJson(created))
  }),

  http.patch('/api/mail/tags/{tagname}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const tag = findTag(auth.mailbox, String(params.tagname))
    if (!tag) return response.untyped(detail(404, message('tagNotFound', auth.lang)))
    const body = await request.json()
    const errors = tagErrors(auth, body, tag)
    if (errors) return response.untyped(errors)
    const updated = await db.tags.update(tag, {
      data(draft) {
        draft.name = body.name.trim()
        draft.color = body.color.toUpperCase()
      },
    })
    await durable()
    return response(200).json(tagJson(updated ?? tag))
  }),

  http.delete('/api/mail/tags/{tagname}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const tag = findTag(auth.mailbox, String(params.tagname))
    if (!tag) return response.untyped(detail(404, message('tagNotFound', auth.lang)))
    for (const uid of taggedUids(auth.mailbox, tag.tagname)) {
      await changeMessage(auth.mailbox, uid, (draft) => {
        draft.tags = draft.tags.filter((t) => t !== tag.tagname)
        draft.flags = draft.flags.filter((f) => f !== tag.tagname)
      })
    }
    db.tags.delete(tag)
    await durable()
    return response.untyped(new Response(null, { status: 204 }))
  }),
]
