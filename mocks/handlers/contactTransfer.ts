/**
 * importContacts and exportContacts: the file read and written with the same libraries and
 * rules as the dialog (src/domain/contacts/transfer/): 10M, xls/xlsx/csv/vcf, duplicates by
 * address ignored or overwritten, per-row failures with their row number (decision 212).
 */
import { HttpResponse } from 'msw'
import {
  checkContactFile,
  contactFileKind,
  contactRowProblem,
  EXPORT_MEDIA_TYPES,
  rowValues,
  type ContactExportFormat,
  type ContactFileRefusal,
} from '../../src/domain/contacts/transfer/rules.ts'
import { guessMapping, type ContactValues } from '../../src/domain/contacts/transfer/fields.ts'
import type { ContactTable } from '../../src/domain/contacts/transfer/parse.ts'
import { EVERYONE, NO_GROUP } from '../../src/domain/contacts/index.ts'
import { db, type ContactRecord } from '../db/index.ts'
import { EMPTY_CONTACT } from '../seed/contacts.ts'
import { message } from '../i18n.ts'
import { CONTACT_TRANSFER_TEXT } from './contactTransfer.texts.ts'
import { byName, intParam } from './contactQueries.ts'
import { type AuthContext, checkAuth, detail, http, validationError } from './http.ts'
import { invalidFields } from './paging.ts'
import { attachmentDisposition } from './mail.ts'
import { checkWriteAuth, durable } from './mailCommon.ts'

type Failure = { row: number; reason: string }

const refuseFile = (auth: AuthContext, code: ContactFileRefusal | 'invalidGroup') =>
  validationError({
    [code === 'invalidGroup' ? 'group_id' : 'file']: [CONTACT_TRANSFER_TEXT[code][auth.lang]],
  })

const ownContacts = (auth: AuthContext) =>
  db.contacts.findMany((q) => q.where({ owner: auth.mailbox }))

const isOwnGroup = (auth: AuthContext, id: number) =>
  db.contactGroups.findFirst((q) => q.where({ owner: auth.mailbox, id })) !== undefined

async function readTable(file: File, auth: AuthContext): Promise<ContactTable | Response> {
  const refusal = checkContactFile(file)
  if (refusal) return refuseFile(auth, refusal)
  try {
    // The readers (SheetJS, Papa Parse, ical.js: ≈ 190 KB gzip) load with the first import,
    // not with the demo's fake backend, which every page of the demo starts.
    const { parseContactFile } = await import('../../src/domain/contacts/transfer/parse.ts')
    return parseContactFile(contactFileKind(file.name)!, new Uint8Array(await file.arrayBuffer()))
  } catch {
    return refuseFile(auth, 'fileUnreadable')
  }
}

/** Writes one row; the row's values win over the stored ones only where the row has a value. */
async function importRow(
  auth: AuthContext,
  values: ContactValues,
  groupId: number | null,
  overwrite: boolean,
): Promise<'created' | 'updated' | 'skipped'> {
  const email = values.email!.trim()
  const existing = ownContacts(auth).find((c) => c.email.toLowerCase() === email.toLowerCase())
  const groups = (kept: number[]) =>
    groupId === null || kept.includes(groupId) ? kept : [...kept, groupId]
  if (existing && !overwrite) return 'skipped'
  if (existing) {
    await db.contacts.update(existing, {
      data(draft) {
        Object.assign(draft, values, { email: existing.email })
        draft.groups_selected = groups(existing.groups_selected)
      },
    })
    return 'updated'
  }
  await db.contacts.create({
    ...EMPTY_CONTACT,
    ...values,
    owner: auth.mailbox,
    contact_id: Math.max(0, ...db.contacts.all().map((c) => c.contact_id)) + 1,
    email,
    fullname: values.fullname ?? email.split('@')[0]!,
    groups_selected: groups([]),
  } as ContactRecord)
  return 'created'
}

export const contactTransferHandlers = [
  http.post('/api/contact/contacts/import/', async ({ request, cookies, response }) => {
    const auth = await checkWriteAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const form = await request.formData().catch(() => null)
    const file = form?.get('file')
    // A Blob with a name (not `instanceof File`: under jsdom the form's File is another realm's).
    if (!(file instanceof Blob) || typeof (file as File).name !== 'string') {
      return response.untyped(validationError({ file: [message('required', auth.lang)] }))
    }
    const groupRaw = Number(form!.get('group_id') ?? EVERYONE)
    const duplicate = String(form!.get('on_duplicate') ?? 'ignore')
    const firstRowRaw = form!.get('first_row')
    const firstRow = firstRowRaw === null ? null : Number(firstRowRaw)
    const bad = [
      !Number.isInteger(groupRaw) && 'group_id',
      !['ignore', 'overwrite'].includes(duplicate) && 'on_duplicate',
      firstRow !== null && !(Number.isInteger(firstRow) && firstRow >= 1) && 'first_row',
    ].filter((field) => typeof field === 'string')
    if (bad.length > 0) return response.untyped(invalidFields(auth, bad))
    if (groupRaw > 0 && !isOwnGroup(auth, groupRaw)) {
      return response.untyped(refuseFile(auth, 'invalidGroup'))
    }
    const table = await readTable(file as File, auth)
    if (table instanceof Response) return response.untyped(table)
    const mapping = guessMapping(table.headers)
    if (!mapping.includes('email')) return response.untyped(refuseFile(auth, 'noEmailColumn'))
    const rows = table.rows.map((row) => rowValues(row, mapping))
    if (rows.every((values) => values === null)) {
      return response.untyped(refuseFile(auth, 'noContacts'))
    }
    const result = { created: 0, updated: 0, skipped: 0, failed: [] as Failure[] }
    const groupId = groupRaw > 0 ? groupRaw : null
    const start = firstRow ?? table.firstRow
    for (const [index, values] of rows.entries()) {
      if (values === null) continue
      const problem = contactRowProblem(values)
      if (problem) {
        result.failed.push({
          row: start + index,
          reason: CONTACT_TRANSFER_TEXT[problem][auth.lang],
        })
        continue
      }
      result[await importRow(auth, values, groupId, duplicate === 'overwrite')] += 1
    }
    await durable()
    return response(200).json(result)
  }),

  http.get('/api/contact/contacts/export/', async ({ request, cookies, query, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const groupId = intParam(query, 'group_id') ?? EVERYONE
    const format = (query.get('format') ?? 'xlsx') as ContactExportFormat
    const ids = query.getAll('ids').map(Number)
    const bad = [
      (groupId === null || groupId < EVERYONE) && 'group_id',
      !(format in EXPORT_MEDIA_TYPES) && 'format',
      !ids.every(Number.isInteger) && 'ids',
    ].filter((field) => typeof field === 'string')
    if (bad.length > 0) return response.untyped(invalidFields(auth, bad))
    if (groupId! > 0 && !isOwnGroup(auth, groupId!)) {
      return response.untyped(detail(404, CONTACT_TRANSFER_TEXT.invalidGroup[auth.lang]))
    }
    const inScope = (groups: number[]) =>
      groupId === EVERYONE
        ? true
        : groupId === NO_GROUP
          ? groups.length === 0
          : groups.includes(groupId!)
    const contacts = ownContacts(auth)
      .filter((c) => inScope(c.groups_selected))
      .filter((c) => ids.length === 0 || ids.includes(c.contact_id))
      .sort(byName((c) => c.fullname || c.email))
    const { contactsFile } = await import('../../src/domain/contacts/transfer/exportFile.ts')
    const bytes = contactsFile(contacts, format, auth.lang)
    return response.untyped(
      new HttpResponse(bytes, {
        status: 200,
        headers: {
          'Content-Type': EXPORT_MEDIA_TYPES[format],
          'Content-Disposition': attachmentDisposition(`contacts.${format}`),
          'Cache-Control': 'private, no-store',
        },
      }),
    )
  }),
]
