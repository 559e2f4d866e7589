/** Personal contacts one by one: the sender hover card, get, create, update, delete. */
import type { components } from '../../src/api/schema.gen.ts'
import { contactMobileError } from '../../src/domain/contacts/contactForm.ts'
import { type ContactRecord, db } from '../db/index.ts'
import { message } from '../i18n.ts'
import {
  type AuthContext,
  checkAuth,
  departmentName,
  detail,
  http,
  validationError,
} from './http.ts'
import { contactJson } from './contactQueries.ts'
import { checkWriteAuth, durable } from './mailCommon.ts'

type ContactInput = components['schemas']['ContactInput']
type StoredContact = ReturnType<typeof db.contacts.all>[number]

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Fields kept from a contact form; unknown ones are dropped, missing ones default to ''. */
const TEXT_FIELDS = [
  'mobile',
  'birthday',
  'company',
  'department',
  'position',
  'work_number',
  'extension',
  'group_number',
  'home_phone',
  'work_address',
  'home_address',
  'homepage',
  'im_qq',
  'im_msn',
  'gender',
  'fax',
  'country',
  'province',
  'city',
  'zip',
  'remark',
] as const

function contactErrors(auth: AuthContext, body: ContactInput, self?: ContactRecord) {
  const errors: Record<string, string[]> = {}
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!EMAIL.test(email)) errors.email = [message('invalidEmail', auth.lang)]
  else if (
    db.contacts
      .findMany((q) => q.where({ owner: auth.mailbox }))
      .some((c) => c.contact_id !== self?.contact_id && c.email.toLowerCase() === email)
  ) {
    errors.email = [message('contactExists', auth.lang)]
  }
  if (typeof body.fullname !== 'string') errors.fullname = [message('required', auth.lang)]
  // The form's rule (src/domain/contacts/contactForm.ts); required only by compose's SMS step.
  if (typeof body.mobile === 'string' && contactMobileError(body.mobile, false)) {
    errors.mobile = [message('contactMobileFormat', auth.lang)]
  }
  return Object.keys(errors).length > 0 ? validationError(errors) : null
}

function fieldsOf(body: ContactInput) {
  const groupIds = new Set(db.contactGroups.all().map((g) => g.id))
  return {
    email: body.email.trim(),
    fullname: body.fullname.trim(),
    groups_selected: (body.groups_selected ?? []).filter((id) => groupIds.has(id)),
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, typeof body[f] === 'string' ? body[f] : ''])),
  } as Omit<ContactRecord, 'owner' | 'contact_id'>
}

export const contactHandlers = [
  http.get('/api/contact/card/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const email = (query.get('email') ?? '').trim()
    if (!EMAIL.test(email)) {
      return response.untyped(validationError({ email: [message('invalidEmail', auth.lang)] }))
    }
    const lower = email.toLowerCase()
    const user = db.users.all().find((u) => u.email.toLowerCase() === lower)
    const personal = db.contacts
      .findMany((q) => q.where({ owner: auth.mailbox }))
      .find((c) => c.email.toLowerCase() === lower)
    const known = db.publicContacts.all().find((c) => c.email.toLowerCase() === lower)
    const own = db.users.findFirst((q) => q.where({ username: auth.mailbox }))
    return response(200).json({
      email,
      name: user?.realname || personal?.fullname || known?.fullname || email.split('@')[0]!,
      department: user
        ? departmentName(user.department_id)
        : personal?.department || known?.company || '',
      avatar: user?.imgurl ?? '',
      contact_id: personal?.contact_id ?? null,
      is_self: own?.email.toLowerCase() === lower,
    })
  }),

  http.post('/api/contact/contacts/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const errors = contactErrors(auth, body)
    if (errors) return response.untyped(errors)
    const created = await db.contacts.create({
      owner: auth.mailbox,
      contact_id: Math.max(0, ...db.contacts.all().map((c) => c.contact_id)) + 1,
      ...fieldsOf(body),
    })
    await durable()
    return response(200).json(contactJson(created))
  }),

  http.put('/api/contact/contacts/{contact_id}/', async (info) => {
    const { request, cookies, params, response } = info
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const id = Number(params.contact_id)
    const contact: StoredContact | undefined = db.contacts.findFirst((q) =>
      q.where({ owner: auth.mailbox, contact_id: id }),
    )
    if (!contact) return response.untyped(detail(404, message('contactNotFound', auth.lang)))
    const body = await request.json()
    const errors = contactErrors(auth, body, contact)
    if (errors) return response.untyped(errors)
    const updated = await db.contacts.update(contact, {
      data(draft) {
        Object.assign(draft, fieldsOf(body))
      },
    })
    await durable()
    return response(200).json(contactJson(updated ?? contact))
  }),

  http.get('/api/contact/contacts/{contact_id}/', async (info) => {
    const { request, cookies, params, response } = info
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    // `{contact_id}` also matches literal siblings such as /contacts/export/: leave those be.
    if (!/^\d+$/.test(String(params.contact_id))) return undefined
    const contact = db.contacts.findFirst((q) =>
      q.where({ owner: auth.mailbox, contact_id: Number(params.contact_id) }),
    )
    if (!contact) return response.untyped(detail(404, message('contactNotFound', auth.lang)))
    return response(200).json(contactJson(contact))
  }),

  http.post('/api/contact/contacts/delete/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body: unknown = await request.json().catch(() => null)
    const ids = (body as { contact_ids?: unknown } | null)?.contact_ids
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every(Number.isInteger)) {
      return response.untyped(
        validationError({ contact_ids: [message('invalidValue', auth.lang)] }),
      )
    }
    // Ids that are not (or no longer) this mailbox's are skipped, as a repeated delete is.
    db.contacts.deleteMany((q) =>
      q.where({ owner: auth.mailbox, contact_id: (id) => (ids as number[]).includes(id) }),
    )
    await durable()
    return response(204).empty()
  }),
]
