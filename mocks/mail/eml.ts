/**
 * .eml → message, for the import (upload_type eml). postal-mime does the MIME work; this file
 * turns its result into what `addMessage` stores and makes hostile or broken mail land as a
 * sensible message instead of an exception.
 *
 * Charsets: postal-mime hands every label to TextDecoder, whose WHATWG tables already read
 * gb2312, gbk, cp936 and friends with the GB18030 decoder (so GBK-only characters in a mail
 * labelled gb2312 decode), ks_c_5601-1987 as euc-kr (cp949) and iso-2022-jp as itself; a label it
 * does not know falls back to windows-1252 instead of throwing. tests/contract/upload.test.ts
 * pins each of these on real fixtures.
 */
import type { Address, Attachment, Mailbox } from 'postal-mime'
import type { Party } from '../db/index.ts'
import type { AddAttachmentInput, AddMessageInput } from './addMessage.ts'
import type * as EmlParts from './emlParts.ts'
import type { ParsedEml, PartInfo } from './emlParts.ts'
import { extractUuencoded, uudecodePart, type UuFile } from './uudecode.ts'

/** Nesting far beyond real mail is refused by the parser instead of recursing. */
const PARSE_LIMITS = { maxNestingDepth: 64, maxRfc822NestingDepth: 8 } as const

function partiesOf(addresses: Address[] | Address | undefined): Party[] {
  if (!addresses) return []
  const list: Address[] = Array.isArray(addresses) ? addresses : [addresses]
  return list.flatMap((a): Party[] =>
    a.group
      ? // A group member without an address is a comment, not a recipient (decision 129).
        a.group.filter((m) => m.address).map((m: Mailbox): Party => [m.address, m.name])
      : [[a.address ?? '', a.name]],
  )
}

/** Names for parts that came without one, by what they are. */
const UNNAMED: Record<string, string> = {
  'message/rfc822': 'message.eml',
  'message/delivery-status': 'delivery-status.txt',
  'message/feedback-report': 'feedback-report.txt',
  'message/disposition-notification': 'read-receipt.txt',
  'text/rfc822-headers': 'headers.txt',
  'text/calendar': 'invite.ics',
}

/** The media type alone: a broken header ("application/pdf name=x.pdf") keeps its first word. */
const mediaTypeOf = (part: Attachment) =>
  part.mimeType.trim().split(/[\s;]/, 1)[0]!.toLowerCase() || 'application/octet-stream'

/**
 * The parser (postal-mime, ≈ 66 KB) loads with the first .eml, not with every start of the demo's
 * fake backend (issue 11; tests/unit/mocks/backendStart.test.ts).
 */
let partsModule: Promise<typeof EmlParts> | undefined
const loadParts = () => (partsModule ??= import('./emlParts.ts'))

type MessageFileName = (bytes: Uint8Array) => string | undefined

function attachmentName(part: Attachment, index: number, messageFileName: MessageFileName): string {
  const name = part.filename?.trim()
  if (name) return name
  if (mediaTypeOf(part) === 'message/rfc822') {
    const named = messageFileName(bytesOf(part.content))
    if (named) return named
  }
  const known = UNNAMED[mediaTypeOf(part)]
  if (known) return known
  const subtype =
    mediaTypeOf(part)
      .split('/')[1]
      ?.replace(/[^a-z0-9]/gi, '') || 'bin'
  return `attachment-${index + 1}.${subtype}`
}

/**
 * Unnamed text renderings inside a multipart/alternative (text/watch-html, text/enriched) are
 * other forms of the body, not files. Everything else that is not the body is an attachment,
 * named or not (decision 116).
 */
function isAlternativeBody(part: Attachment, info: PartInfo | undefined): boolean {
  return (
    !part.filename &&
    part.disposition !== 'attachment' &&
    part.mimeType.startsWith('text/') &&
    // An invitation beside the body is a file (invite.ics), as Gmail and Outlook offer it.
    mediaTypeOf(part) !== 'text/calendar' &&
    info?.inAlternative === true
  )
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Google Calendar sends the invitation twice: as the text/calendar rendering beside the body and
 * as invite.ics. The rendering is listed only when it is the sole copy (Outlook sends just that),
 * so an invitation is one file (decision 132).
 */
function isInviteCopy(part: Attachment, mail: ParsedEml): boolean {
  if (mediaTypeOf(part) !== 'text/calendar' || part.filename) return false
  if (mail.partInfo(part)?.inAlternative !== true) return false
  const bytes = bytesOf(part.content)
  return mail.attachments.some(
    (other) => other !== part && sameBytes(bytesOf(other.content), bytes),
  )
}

function bytesOf(content: Attachment['content']): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content)
  return content instanceof Uint8Array ? content : new Uint8Array(content)
}

/**
 * A part's Content-ID without its angle brackets, and whether it is shown inside the body:
 * disposition inline, or no disposition inside multipart/related (how Apple Mail and Outlook send
 * pasted images). A Content-ID on an ordinary attachment is kept: a body may still refer to it.
 */
function inlineOf(part: Attachment): Pick<AddAttachmentInput, 'content_id' | 'is_inline'> {
  const contentId = part.contentId?.trim().replace(/^<|>$/g, '').trim()
  if (!contentId) return {}
  const inline = part.disposition === 'inline' || (part.disposition === null && !!part.related)
  return { content_id: contentId, is_inline: inline }
}

/**
 * A part the html refers to by its Content-Location (MHTML) is inline when it has no
 * attachment disposition; whether the body really shows it is the reader's business.
 */
function locatedOf(
  part: Attachment,
  location: string | undefined,
): Pick<AddAttachmentInput, 'content_location' | 'is_inline'> {
  if (!location) return {}
  return {
    content_location: location,
    ...(part.disposition === 'attachment' ? {} : { is_inline: true }),
  }
}

/** A uuencode transfer encoding anywhere in the source (postal-mime does not decode it). */
const DECLARES_UUENCODE = /^content-transfer-encoding:[ \t]*(?:x-)?uue(?:ncode)?[ \t]*\r?$/im

/**
 * A part's bytes, uudecoded when it is uuencode: postal-mime hands such a part over as its
 * encoded text (an empty one as a lone line break, which showed as a 1-byte file).
 */
function partContent(
  part: Attachment,
  declaresUuencode: boolean,
): { bytes: Uint8Array; name?: string } {
  const bytes = bytesOf(part.content)
  if (!declaresUuencode) return { bytes }
  const decoded = uudecodePart(bytes)
  if (decoded) return decoded
  const blank = bytes.every((b) => b === 0x0a || b === 0x0d || b === 0x20 || b === 0x09)
  return { bytes: blank ? new Uint8Array(0) : bytes }
}

/**
 * Every file with all its bytes, however large (the fake store keeps them; nothing is cut), and
 * where it sits in the message, so a raw-message store can serve it again from the source.
 */
function attachmentsOf(
  mail: ParsedEml,
  declaresUuencode: boolean,
  messageFileName: MessageFileName,
): AddAttachmentInput[] {
  const files = mail.attachments.filter(
    (p) => !isAlternativeBody(p, mail.partInfo(p)) && !isInviteCopy(p, mail),
  )
  return files.map((part, index) => {
    const { bytes, name } = partContent(part, declaresUuencode)
    const info = mail.partInfo(part)
    return {
      name: part.filename?.trim() || name || attachmentName(part, index, messageFileName),
      size: bytes.length,
      content_type: mediaTypeOf(part),
      content: bytes,
      ...(info ? { part: info.part } : {}),
      ...(info?.charset ? { charset: info.charset } : {}),
      ...locatedOf(part, info?.location),
      ...inlineOf(part),
    }
  })
}

function dateOf(value: string | undefined): number | undefined {
  if (!value) return undefined
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? undefined : ms
}

/** Thrown when the bytes are not a mail at all (nothing to import). */
export class EmlParseError extends Error {}

/**
 * The message an .eml holds, ready for `addMessage` (owner and folder added by the caller).
 * Rejects with EmlParseError when the parser gives up on the structure.
 */
export async function parseEml(bytes: Uint8Array): Promise<Omit<AddMessageInput, 'owner'>> {
  const { parseParts, messageFileName } = await loadParts()
  let mail: ParsedEml
  try {
    mail = await parseParts(bytes, PARSE_LIMITS)
  } catch (error) {
    throw new EmlParseError(error instanceof Error ? error.message : String(error))
  }
  const html = mail.html?.trim() ? mail.html : undefined
  const date = dateOf(mail.date)
  // Files pasted into the text body as uuencode (`uuencode file | mail`) are attachments.
  const pasted = extractUuencoded(mail.text ?? '')
  const source = new TextDecoder('latin1').decode(bytes)
  const uuencoded: AddAttachmentInput[] = pasted.files.map((file: UuFile) => ({
    name: file.name,
    size: file.bytes.length,
    content: file.bytes,
  }))
  const from = partiesOf(mail.from)[0]
  return {
    subject: (mail.subject ?? '').trim(),
    mfrom: from ?? ['', ''],
    to: partiesOf(mail.to),
    cc: partiesOf(mail.cc),
    bcc: partiesOf(mail.bcc),
    reply_to: partiesOf(mail.replyTo)[0]?.[0] ?? '',
    // No Date header (or one no parser can read): none is made up (decision 112).
    ...(date === undefined ? { date_missing: true } : { date }),
    ...(mail.messageId ? { message_id: mail.messageId } : {}),
    ...(html === undefined ? {} : { html_text: html }),
    // Without a text part addMessage derives the text from the html (search and "read as text").
    ...(pasted.text.trim() ? { plain_text: pasted.text } : {}),
    is_html: html !== undefined,
    attachments: [
      ...attachmentsOf(mail, DECLARES_UUENCODE.test(source), messageFileName),
      ...uuencoded,
    ],
    ...(mail.contentBase === undefined ? {} : { content_base: mail.contentBase }),
    // The mail's size is the message as received, as an IMAP server reports it (RFC822.SIZE).
    size: bytes.length,
    flags: ['\\Seen'],
  }
}
