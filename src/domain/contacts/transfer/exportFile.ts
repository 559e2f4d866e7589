/**
 * The contacts export file: the same columns as import (fields.ts), headed in the user's
 * language, as xlsx (SheetJS), csv (Papa Parse; UTF-8 with a BOM so Excel reads Chinese) or vCard.
 */
import * as XLSX from '@e965/xlsx'
import Papa from 'papaparse'
import { CONTACT_FIELDS, EXPORT_HEADERS, type ContactValues } from './fields.ts'
import type { ContactExportFormat } from './rules.ts'
import { vcardText } from './vcard.ts'

export type ExportLanguage = keyof typeof EXPORT_HEADERS

export function contactsTable(contacts: readonly ContactValues[], language: ExportLanguage) {
  const headers = CONTACT_FIELDS.map((field) => EXPORT_HEADERS[language][field])
  return [headers, ...contacts.map((c) => CONTACT_FIELDS.map((field) => c[field] ?? ''))]
}

export function contactsFile(
  contacts: readonly ContactValues[],
  format: ContactExportFormat,
  language: ExportLanguage,
): Uint8Array {
  if (format === 'vcf') return new TextEncoder().encode(vcardText(contacts))
  const table = contactsTable(contacts, language)
  if (format === 'csv') return new TextEncoder().encode(`\uFEFF${Papa.unparse(table)}\r\n`)
  const sheet = XLSX.utils.aoa_to_sheet(table)
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'Contacts')
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

/** The normalised csv the dialog sends: field keys as headers, UTF-8. */
export function normalisedCsv(rows: readonly (readonly string[])[]): string {
  return Papa.unparse([[...CONTACT_FIELDS], ...rows.map((row) => [...row])])
}
