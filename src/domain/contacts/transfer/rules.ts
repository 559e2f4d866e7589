/**
 * The rules of a contacts import (R-VALID "Contact import": xls, xlsx or csv — and vCard,
 * issue 13 — at most 10M; duplicates ignored or overwritten), shared by the dialog, its worker
 * and the fake backend so both refuse the same files and rows with the same codes.
 */
import { CONTACT_FIELDS, type ColumnTarget, type ContactValues } from './fields.ts'

/** 10M, as the spec's other upload limits: 10 × 1024 × 1024 bytes. */
export const CONTACT_IMPORT_MAX_BYTES = 10_485_760

export const CONTACT_FILE_KINDS = ['xls', 'xlsx', 'csv', 'vcf'] as const
export type ContactFileKind = (typeof CONTACT_FILE_KINDS)[number]

/** `accept` of the file input. */
export const CONTACT_FILE_ACCEPT = '.xls,.xlsx,.csv,.vcf'

/**
 * Why a file is refused before it is read:
 * - `fileType`: not xls, xlsx, csv or vcf;
 * - `fileEmpty`: zero bytes;
 * - `fileTooLarge`: over 10M.
 * After reading: `fileUnreadable` (the parser gave up), `noContacts` (no row with anything in it),
 * `noEmailColumn` (no column is read as the address, so no row could be imported).
 */
export type ContactFileRefusal =
  'fileType' | 'fileEmpty' | 'fileTooLarge' | 'fileUnreadable' | 'noContacts' | 'noEmailColumn'

/** Per-row failures: no address, or not an address. */
export type ContactRowProblem = 'noEmail' | 'invalidEmail'

export type ContactExportFormat = 'xlsx' | 'csv' | 'vcf'

/** The export's file types (exportFile.ts writes them; kept here, apart from the writers). */
export const EXPORT_MEDIA_TYPES: Record<ContactExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  vcf: 'text/vcard; charset=utf-8',
}

export function contactFileKind(name: string): ContactFileKind | null {
  const ext = /\.([^.]+)$/.exec(name.trim())?.[1]?.toLowerCase()
  return CONTACT_FILE_KINDS.find((kind) => kind === ext) ?? (ext === 'vcard' ? 'vcf' : null)
}

export function checkContactFile(file: { name: string; size: number }): ContactFileRefusal | null {
  if (contactFileKind(file.name) === null) return 'fileType'
  if (file.size === 0) return 'fileEmpty'
  if (file.size > CONTACT_IMPORT_MAX_BYTES) return 'fileTooLarge'
  return null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function contactRowProblem(values: ContactValues): ContactRowProblem | null {
  const email = values.email?.trim() ?? ''
  if (email === '') return 'noEmail'
  return EMAIL.test(email) ? null : 'invalidEmail'
}

const CJK = /[\u3400-\u9fff]/

/** Family and given name joined the way the name is written: 张三, but Ada Lovelace. */
export function joinName(family: string, given: string): string {
  if (!family || !given) return family || given
  return CJK.test(family + given) ? family + given : `${given} ${family}`
}

/**
 * One row read through the mapping: trimmed values of the mapped columns; the full name from
 * the name parts when no column gives it. A row of empty cells gives null (skipped, not failed).
 */
export function rowValues(
  row: readonly string[],
  mapping: readonly ColumnTarget[],
): ContactValues | null {
  if (row.every((cell) => String(cell ?? '').trim() === '')) return null
  const values: ContactValues = {}
  let given = ''
  let family = ''
  mapping.forEach((target, index) => {
    const cell = String(row[index] ?? '').trim()
    if (target === null || cell === '') return
    if (target === 'given_name') given = cell
    else if (target === 'family_name') family = cell
    else if (!values[target]) values[target] = cell
  })
  if (!values.fullname) {
    const name = joinName(family, given)
    if (name) values.fullname = name
  }
  if (values.email) values.email = values.email.replace(/^mailto:/i, '')
  return values
}

/** The normalised table the dialog sends: one column per field, named by its key. */
export function normalisedRow(values: ContactValues | null): string[] {
  return CONTACT_FIELDS.map((field) => values?.[field] ?? '')
}
