/**
 * The /print page is fed from session storage (R-READ-3 print, R-ROUTE-2): the reader writes the
 * mail under PRINT_STORAGE_KEY and opens /print in a window that inherits this tab's session
 * storage (so it is opened without 'noopener', which would start it with an empty storage).
 */
import type { Message } from '../../api/types.ts'

export const PRINT_STORAGE_KEY = 'webmail.print.mail'

export type PrintedMail = Pick<
  Message,
  'subject' | 'mfrom' | 'to' | 'cc' | 'date' | 'is_html' | 'html_text' | 'plain_text'
> & { attachments: { name: string; size: number }[] }

export function toPrintedMail(mail: Message, asHtml: boolean): PrintedMail {
  return {
    subject: mail.subject,
    mfrom: mail.mfrom,
    to: mail.to,
    cc: mail.cc,
    date: mail.date,
    is_html: mail.is_html && asHtml,
    html_text: asHtml ? mail.html_text : '',
    plain_text: mail.plain_text,
    attachments: mail.attachments.map(({ name, size }) => ({ name, size })),
  }
}

export function storePrintedMail(mail: PrintedMail, storage: Storage = sessionStorage): void {
  storage.setItem(PRINT_STORAGE_KEY, JSON.stringify(mail))
}

const isParty = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((part) => typeof part === 'string')

/** The stored mail, or null when there is none or it is not shaped like one. */
export function readPrintedMail(storage: Storage = sessionStorage): PrintedMail | null {
  const raw = storage.getItem(PRINT_STORAGE_KEY)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PrintedMail>
    const texts = [value.subject, value.date, value.html_text, value.plain_text]
    if (texts.some((text) => typeof text !== 'string')) return null
    if (!isParty(value.mfrom) || !Array.isArray(value.to) || !Array.isArray(value.cc)) return null
    if (!value.to.every(isParty) || !value.cc.every(isParty)) return null
    if (!Array.isArray(value.attachments)) return null
    return value as PrintedMail
  } catch {
    return null
  }
}

export function openPrintWindow(mail: PrintedMail): void {
  storePrintedMail(mail)
  window.open('/print', '_blank')
}
