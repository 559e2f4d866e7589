/**
 * postal-mime, told which MIME leaves are the body and which are files. Its own rule pastes every
 * text/plain or text/html part without `Content-Disposition: attachment` into the body, so a
 * text file named only in Content-Type (`name=`, the way many clients send a .txt or a UTF-16
 * log) vanished from the attachments; and it re-encodes calendar parts as UTF-8, so their
 * download was not the file that was sent. This subclass changes exactly those two decisions
 * and notes, for every attachment, where it sits in the MIME tree and which charset its text
 * uses (the preview decodes it; the download keeps the bytes as sent).
 *
 * The two hooks are postal-mime 4.0's internal `isInlineTextNode` and `collectAttachment`
 * (the version is pinned exactly in package.json); tests/contract/emlParts.test.ts fails
 * if an upgrade changes them.
 */
import PostalMime, {
  type Attachment,
  type Email,
  type PostalMimeOptions,
  addressParser,
  decodeWords,
} from 'postal-mime'
import { withoutAddressComments } from './addressComments.ts'
import { partBody } from './mimeRanges.ts'
import { decodeQuotedPrintable } from './quotedPrintable.ts'

/** The parts of postal-mime's MimeNode this file reads. */
interface MimeNodeView {
  parentNode?: MimeNodeView
  childNodes: MimeNodeView[]
  contentType: {
    parsed: { value: string; params: Record<string, string> }
    multipart: string | false
  }
  contentDisposition: { parsed: { value: string; params: Record<string, string> } }
  contentTransferEncoding: { value: string }
  headers: readonly { key: string; value: string }[]
}

interface ParserInternals {
  buildMessage(): Email
  isInlineTextNode(node: MimeNodeView): boolean
  collectNode(node: MimeNodeView, ...rest: unknown[]): Promise<void>
  collectAttachment(
    node: MimeNodeView,
    content: ArrayBuffer,
    related: boolean,
    rfc822DepthExceeded: boolean,
  ): void
}

/** What the parser knows about an attachment beyond postal-mime's record. */
export interface PartInfo {
  /** IMAP-style part number ("2", "1.3"): where the leaf sits in the MIME tree. */
  part: string
  /** Inside a multipart/alternative: another rendering of the body, not a file. */
  inAlternative: boolean
  /** Sent without a transfer encoding (7bit, 8bit, binary): its bytes are cut from the source. */
  identity: boolean
  /** Sent quoted-printable: decoded again from the source, keeping its line breaks. */
  quotedPrintable: boolean
  /** Content-Type's charset parameter, lower-cased, for text parts that carry one. */
  charset?: string
  /** Content-Location as written, whitespace removed (MHTML: the html refers to it by this). */
  location?: string
}

export interface ParsedEml extends Email {
  partInfo: (attachment: Attachment) => PartInfo | undefined
  /** What relative references in the html body resolve against, if the mail says. */
  contentBase: string | undefined
}

/**
 * A URL header (RFC 2557): long URLs may be folded over several lines and the whitespace is not
 * part of them; Content-Base was a quoted string (RFC 2110); URLs may come in <>.
 */
function urlHeader(headers: readonly { key: string; value: string }[], key: string) {
  const value = headers.find((h) => h.key === key)?.value.replace(/\s+/g, '')
  return value ? value.replace(/^"(.*)"$/, '$1').replace(/^<(.*)>$/, '$1') || undefined : undefined
}

const internals = PostalMime.prototype as unknown as ParserInternals

function partNumber(node: MimeNodeView): string {
  const numbers: number[] = []
  for (let at: MimeNodeView | undefined = node; at?.parentNode; at = at.parentNode) {
    numbers.unshift(at.parentNode.childNodes.indexOf(at) + 1)
  }
  return numbers.length === 0 ? '1' : numbers.join('.')
}

const isNamed = (node: MimeNodeView) =>
  !!(node.contentDisposition.parsed.params.filename || node.contentType.parsed.params.name)

const ADDRESS_FIELDS = [
  ['from', 'from'],
  ['sender', 'sender'],
  ['to', 'to'],
  ['cc', 'cc'],
  ['bcc', 'bcc'],
  ['reply-to', 'replyTo'],
] as const

class PartKeepingParser extends PostalMime {
  readonly infos = new WeakMap<Attachment, PartInfo>()
  /** The shown html part's own base (RFC 2557: it comes before the message's). */
  htmlBase: string | undefined

  /** Address fields read again with their comments and routes out (see addressComments.ts). */
  buildMessage(): Email {
    const message = internals.buildMessage.call(this)
    for (const [key, field] of ADDRESS_FIELDS) {
      const values = message.headers.filter((h) => h.key === key && h.value)
      if (values.length === 0) continue
      const parsed = values.flatMap((h) => addressParser(withoutAddressComments(h.value)))
      if (field === 'from' || field === 'sender') message[field] = parsed[0]
      else message[field] = parsed
    }
    return message
  }

  collectNode(node: MimeNodeView, ...rest: unknown[]): Promise<void> {
    if (this.htmlBase === undefined && !node.contentType.multipart) {
      if (node.contentType.parsed.value === 'text/html') {
        this.htmlBase =
          urlHeader(node.headers, 'content-base') ?? urlHeader(node.headers, 'content-location')
      }
    }
    return internals.collectNode.call(this, node, ...rest)
  }

  /**
   * A named text part is a file, except where it is the whole message (a single-part mail's
   * text is its body whatever it is called) or one rendering of a multipart/alternative.
   */
  isInlineTextNode(node: MimeNodeView): boolean {
    const parentType = node.parentNode?.contentType.multipart
    // RFC 2183 §2.8: a disposition type nobody knows is treated as attachment.
    const disposition = node.contentDisposition.parsed.value.trim().toLowerCase()
    if (disposition && disposition !== 'inline') return false
    if (isNamed(node) && parentType && parentType !== 'alternative') return false
    return internals.isInlineTextNode.call(this, node)
  }

  collectAttachment(
    node: MimeNodeView,
    content: ArrayBuffer,
    related: boolean,
    rfc822DepthExceeded: boolean,
  ): void {
    internals.collectAttachment.call(this, node, content, related, rfc822DepthExceeded)
    const attachment = (this as unknown as { attachments: Attachment[] }).attachments.at(-1)
    if (!attachment) return
    // The bytes as sent (after the transfer encoding), never a re-encoded copy.
    attachment.content = content
    const charset = node.contentType.parsed.params.charset?.trim().toLowerCase()
    const location = urlHeader(node.headers, 'content-location')
    this.infos.set(attachment, {
      ...(location ? { location } : {}),
      part: partNumber(node),
      inAlternative: node.parentNode?.contentType.multipart === 'alternative',
      identity: !/base64|quoted-printable|uu/i.test(node.contentTransferEncoding.value),
      quotedPrintable: /^\s*quoted-printable\s*$/i.test(node.contentTransferEncoding.value),
      ...(charset && node.contentType.parsed.value.startsWith('text/') ? { charset } : {}),
    })
  }
}

/**
 * Parses an .eml. Every message/rfc822 part (and every part of a digest) stays an attachment
 * with its own headers, body and files: the reader opens it as a mail, as Outlook does, instead
 * of pasting it into the outer body and mixing its files with the outer ones.
 */
export async function parseParts(
  bytes: Uint8Array,
  limits: Pick<PostalMimeOptions, 'maxNestingDepth' | 'maxRfc822NestingDepth'>,
): Promise<ParsedEml> {
  const parser = new PartKeepingParser({
    ...limits,
    attachmentEncoding: 'arraybuffer',
    forceRfc822Attachments: true,
  })
  const mail = await parser.parse(bytes)
  let source: string | undefined
  for (const attachment of mail.attachments) {
    const info = parser.infos.get(attachment)
    if (!info?.identity && !info?.quotedPrintable) continue
    source ??= new TextDecoder('latin1').decode(bytes)
    const decode = info.quotedPrintable ? decodeQuotedPrintable : undefined
    attachment.content = sentBytes(bytes, source, info.part, attachment.content, decode)
  }
  const contentBase =
    parser.htmlBase ??
    urlHeader(mail.headers, 'content-base') ??
    urlHeader(mail.headers, 'content-location')
  return { ...mail, partInfo: (attachment) => parser.infos.get(attachment), contentBase }
}

const lines = (text: string) => text.replace(/\r/g, '').replace(/\n+$/, '')

/**
 * The part's bytes as they stand in the source (quoted-printable decoded with its own line breaks),
 * when they are the same lines postal-mime read
 * (a structure the two splitters see differently keeps postal-mime's copy).
 */
function sentBytes(
  raw: Uint8Array,
  source: string,
  part: string,
  parsed: Attachment['content'],
  decode: (encoded: Uint8Array) => Uint8Array = (body) => body,
): Attachment['content'] {
  const body = partBody(raw, part, source)
  if (!body || typeof parsed === 'string') return parsed
  const located = decode(body)
  const latin1 = new TextDecoder('latin1')
  return lines(latin1.decode(located)) === lines(latin1.decode(parsed)) ? located : parsed
}

/** Characters Windows, macOS or a zip refuse in a file name. */
const UNSAFE_IN_NAME = /[\\/:*?"<>|\p{Cc}]+/gu

/**
 * The file name of an attached message without one: its subject, as Outlook and Thunderbird
 * save it ("Quarterly report.eml"); undefined when it has no subject.
 */
export function messageFileName(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder().decode(bytes.subarray(0, 64 * 1024))
  const end = head.search(/\r?\n\r?\n/)
  const unfolded = (end < 0 ? head : head.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ')
  const subject = /^subject:[ \t]*(.*)$/im.exec(unfolded)?.[1]
  const clean = subject ? decodeWords(subject).replace(UNSAFE_IN_NAME, ' ').trim() : ''
  return clean ? `${clean.slice(0, 120).trim()}.eml` : undefined
}
