import type { MailAttachment, MessageRecord } from '../db/index.ts'

/** What generated content is made from: a mail or a held review item. */
export type ContentSource = Pick<MessageRecord, 'subject' | 'plain_text' | 'mfrom' | 'date'> & {
  message_id?: string
}
import { base64ToBytes, escapeHtml, utf8 } from './bytes.ts'
import { OFFICE_SAMPLES } from './officeSamples.ts'

const TYPES: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  ics: 'text/calendar',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  eml: 'message/rfc822',
}

export const extensionOf = (name: string) =>
  name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : ''

export function contentTypeOf(name: string): string {
  return TYPES[extensionOf(name)] ?? 'application/octet-stream'
}

/** A 16×16 PNG in the default tag green; raster previews only need something real to decode. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mMw3lZJEmIY1TCqYfhqAADsw2IQnH9r1wAAAABJRU5ErkJggg=='
const GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/** An 8×8 24-bit BMP: header, info header, bottom-up rows padded to 4 bytes. */
function bmp(): Uint8Array {
  const width = 8
  const height = 8
  const rowBytes = width * 3
  const size = 54 + rowBytes * height
  const bytes = new Uint8Array(size)
  const view = new DataView(bytes.buffer)
  bytes.set([0x42, 0x4d])
  view.setUint32(2, size, true)
  view.setUint32(10, 54, true)
  view.setUint32(14, 40, true)
  view.setInt32(18, width, true)
  view.setInt32(22, height, true)
  view.setUint16(26, 1, true)
  view.setUint16(28, 24, true)
  view.setUint32(34, rowBytes * height, true)
  for (let i = 54; i < size; i += 3) bytes.set([0xaa, 0x24, 0x8e], i)
  return bytes
}

/** A one-page PDF showing `line` (ASCII), with a correct cross-reference table. */
function pdf(line: string): Uint8Array {
  const text = line.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&')
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return utf8.encode(out)
}

/**
 * What a seeded attachment without stored bytes downloads as: a small real file of its type
 * (text for text types, a real image, a real PDF, a sample xlsx / docx / pptx), named after the
 * mail so it is recognisable where the type allows.
 */
function generated(attachment: MailAttachment, message: ContentSource): Uint8Array {
  const ext = extensionOf(attachment.name)
  const title = message.subject
  switch (ext) {
    case 'png':
    case 'jpg':
    case 'jpeg':
      return base64ToBytes(PNG_BASE64)
    case 'gif':
      return base64ToBytes(GIF_BASE64)
    case 'bmp':
      return bmp()
    case 'pdf':
      return pdf(`${attachment.name} - ${message.message_id ?? message.date}`)
    case 'csv':
      return utf8.encode(`subject,from,date\n"${title}",${message.mfrom[0]},${message.date}\n`)
    case 'html':
    case 'htm':
      return utf8.encode(
        `<!doctype html><title>${escapeHtml(title)}</title><h1>${escapeHtml(title)}</h1>`,
      )
    case 'svg':
      return utf8.encode(
        `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="4" y="24">${escapeHtml(title)}</text></svg>`,
      )
    case 'xml':
      return utf8.encode(
        `<?xml version="1.0" encoding="UTF-8"?>\n<mail><subject>${escapeHtml(title)}</subject></mail>\n`,
      )
    case 'ics':
      return utf8.encode(
        `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:${title}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
      )
    case 'txt':
    case 'log':
    case 'md':
      return utf8.encode(`# ${title}\n\n${message.plain_text}\n`)
    // Real sample files, so an office attachment's preview shows content (issue 15).
    case 'xlsx':
    case 'docx':
    case 'pptx':
      return base64ToBytes(OFFICE_SAMPLES[ext])
    default:
      return utf8.encode(`${attachment.name}\n${title}\n`)
  }
}

export function attachmentBytes(attachment: MailAttachment, message: ContentSource): Uint8Array {
  return attachment.content !== undefined
    ? base64ToBytes(attachment.content)
    : generated(attachment, message)
}

/** TextDecoder for a charset label; one the browser does not know reads as windows-1252. */
function decoderFor(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset)
  } catch {
    return new TextDecoder('windows-1252')
  }
}

/**
 * A text file as the preview shows it: UTF-8, decoded from the charset it was sent in (a
 * UTF-16LE log, a GBK note). The download keeps the bytes as they were sent.
 */
export function attachmentText(attachment: MailAttachment, message: ContentSource): Uint8Array {
  const bytes = attachmentBytes(attachment, message)
  const charset = attachment.charset
  if (!charset || /^(utf-?8|us-ascii|ascii)$/i.test(charset)) return bytes
  return utf8.encode(decoderFor(charset).decode(bytes))
}
