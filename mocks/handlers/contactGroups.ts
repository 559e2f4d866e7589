/**
 * Personal contact groups (pab): list with member counts, create, rename, delete. Deleting a
 * group keeps its contacts; they just leave the group (and may land in "no group", id 0).
 */
import { type ContactGroupRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { checkWriteAuth, durable } from './mailCommon.ts'

const MAX_GROUP_NAME = 50

function groupJson(group: ContactGroupRecord, owner: string) {
  const count = db.contacts
    .findMany((q) => q.where({ owner }))
    .filter((c) => c.groups_selected.includes(group.id)).length
  return { id: group.id, groupname: group.groupname, count }
}

/** The trimmed name, or the 400 the form shows under the field. */
function groupName(auth: AuthContext, body: unknown, self?: ContactGroupRecord): string | Response {
  const raw = (body as { groupname?: unknown } | null)?.groupname
  const name = typeof raw === 'string' ? raw.trim() : ''
  const fail = (key: Parameters<typeof message>[0]) =>
    validationError({ groupname: [message(key, auth.lang)] })
  if (name === '') return fail('required')
  if ([...name].length > MAX_GROUP_NAME) return fail('contactGroupTooLong')
  const taken = db.contactGroups
    .findMany((q) => q.where({ owner: auth.mailbox }))
    .some((g) => g.id !== self?.id && g.groupname === name)
  return taken ? fail('contactGroupExists') : name
}

function ownGroup(auth: AuthContext, id: string | readonly string[] | undefined) {
  const groupId = Number(Array.isArray(id) ? id[0] : id)
  return db.contactGroups.findFirst((q) => q.where({ owner: auth.mailbox, id: groupId }))
}

export const contactGroupHandlers = [
  http.get('/api/contact/groups/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response(200).json(
      db.contactGroups
        .findMany((q) => q.where({ owner: auth.mailbox }))
        .sort((a, b) => a.id - b.id)
        .map((g) => groupJson(g, auth.mailbox)),
    )
  }),

  http.post('/api/contact/groups/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const name = groupName(auth, await request.json().catch(() => null))
    if (name instanceof Response) return response.untyped(name)
    const created = await db.contactGroups.create({
      owner: auth.mailbox,
      // Ids are unique over every mailbox, as database keys are.
      id: Math.max(0, ...db.contactGroups.all().map((g) => g.id)) + 1,
      groupname: name,
    })
    await durable()
    return response(200).json(groupJson(created, auth.mailbox))
  }),

  http.put('/api/contact/groups/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const group = ownGroup(auth, params.id)
    if (!group) return response.untyped(detail(404, message('contactGroupNotFound', auth.lang)))
    const name = groupName(auth, await request.json().catch(() => null), group)
    if (name instanceof Response) return response.untyped(name)
    const updated = await db.contactGroups.update(group, {
      data(draft) {
        draft.groupname = name
      },
    })
    await durable()
    return response(200).json(groupJson(updated ?? group, auth.mailbox))
  }),

  http.delete('/api/contact/groups/{id}/', async ({ request, cookies, params, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const group = ownGroup(auth, params.id)
    if (!group) return response.untyped(detail(404, message('contactGroupNotFound', auth.lang)))
    await db.contacts.updateMany(
      (q) => q.where({ owner: auth.mailbox, groups_selected: (ids) => ids.includes(group.id) }),
      {
        data(draft) {
          draft.groups_selected = draft.groups_selected.filter((id) => id !== group.id)
        },
      },
    )
    db.contactGroups.delete(group)
    await durable()
    return response(204).empty()
  }),
]
