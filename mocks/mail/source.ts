import type { MessageRecord, Party } from '../db/index.ts'
import { attachmentBytes } from './attachmentContent.ts'
import { bytesToBase64, utf8 } from './bytes.ts'

/** RFC 2047 encoded-word when the text is not plain ASCII. */
function encodeWord(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${bytesToBase64(utf8.encode(text))}?=`
}

function address([email, name]: Party): string {
  return name ? `${encodeWord(name.includes(',') ? `"${name}"` : name)} <${email}>` : email
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** RFC 5322 date in the ISO string's own offset (the seed uses +08:00). */
export function rfc5322Date(iso: string): string {
  const offset = /([+-])(\d\d):(\d\d)$/.exec(iso)
  const sign = offset?.[1] === '-' ? -1 : 1
  const minutes = offset ? sign * (Number(offset[2]) * 60 + Number(offset[3])) : 0
  const local = new Date(Date.parse(iso) + minutes * 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const zone = offset ? `${offset[1]}${offset[2]}${offset[3]}` : '+0000'
  return (
    `${DAYS[local.getUTCDay()]}, ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ` +
    `${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:` +
    `${pad(local.getUTCSeconds())} ${zone}`
  )
}

const wrap76 = (base64: string) => base64.replace(/.{1,76}/g, '$&\r\n')

function boundaryOf(m: MessageRecord, part: string): string {
  return `----=_Part_${part}_${m.uid}_${m.message_id.replace(/[^A-Za-z0-9]/g, '').slice(0, 16)}`
}

/** The header block the server would keep for this message (view 1). */
export function headerBlock(m: MessageRecord, contentType: string): string {
  // The sender's own copy was never received: no trace headers, and it keeps its Bcc.
  const outgoing = m.folder === 'Sent' || m.folder === 'Drafts'
  const trace = [
    `Return-Path: <${m.reply_to || m.mfrom[0]}>`,
    `Received: from mx.${m.mfrom[0].split('@')[1] ?? 'example.com'} by mail.huayu.example.com ` +
      `with ESMTPS; ${rfc5322Date(m.internaldate)}`,
  ]
  const lines = [
    ...(outgoing ? [] : trace),
    `Date: ${rfc5322Date(m.date)}`,
    `From: ${address(m.mfrom)}`,
    `To: ${m.to.map(address).join(',\r\n\t')}`,
    ...(m.cc.length > 0 ? [`Cc: ${m.cc.map(address).join(',\r\n\t')}`] : []),
    ...(outgoing && m.bcc.length > 0 ? [`Bcc: ${m.bcc.map(address).join(',\r\n\t')}`] : []),
    ...(m.reply_to ? [`Reply-To: ${m.reply_to}`] : []),
    `Subject: ${encodeWord(m.subject)}`,
    `Message-ID: ${m.message_id}`,
    ...(m.attrs.is_notify ? [`Disposition-Notification-To: ${address(m.mfrom)}`] : []),
    ...(m.flags.includes('umail-emergent') ? ['X-Priority: 1'] : []),
    'MIME-Version: 1.0',
    `Content-Type: ${contentType}`,
  ]
  return lines.join('\r\n')
}

function bodyPart(type: string, text: string): string {
  return (
    `Content-Type: ${type}; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n` +
    wrap76(bytesToBase64(utf8.encode(text)))
  )
}

type StoredAttachment = MessageRecord['attachments'][number]

/** One file part; an inline part keeps its Content-ID so the html body's cid: finds it. */
function filePart(m: MessageRecord, a: StoredAttachment, boundary: string): string {
  const name = encodeWord(a.name)
  const inline = a.is_inline === true && a.content_id !== undefined
  return (
    `--${boundary}\r\nContent-Type: ${a.content_type}; name="${name}"\r\n` +
    `Content-Transfer-Encoding: base64\r\n` +
    (a.content_id ? `Content-ID: <${a.content_id}>\r\n` : '') +
    `Content-Disposition: ${inline ? 'inline' : 'attachment'}; filename="${name}"\r\n\r\n` +
    wrap76(bytesToBase64(attachmentBytes(a, m)))
  )
}

/**
 * The whole message as RFC 822 text (view 2 and the .eml download), rebuilt from the record:
 * multipart/alternative for the bodies, multipart/related around it for inline parts of an html
 * mail, multipart/mixed around that when there are attachments.
 */
export function rfc822(m: MessageRecord): string {
  const alternative = boundaryOf(m, 'alt')
  const related = boundaryOf(m, 'rel')
  const mixed = boundaryOf(m, 'mix')
  const inline = m.is_html ? m.attachments.filter((a) => a.is_inline && a.content_id) : []
  const attached = m.attachments.filter((a) => !inline.includes(a))
  let bodies = m.is_html
    ? `--${alternative}\r\n${bodyPart('text/plain', m.plain_text)}\r\n` +
      `--${alternative}\r\n${bodyPart('text/html', m.html_text)}\r\n--${alternative}--\r\n`
    : bodyPart('text/plain', m.plain_text)
  let bodyType = m.is_html
    ? `multipart/alternative;\r\n\tboundary="${alternative}"`
    : 'text/plain; charset=UTF-8'
  if (inline.length > 0) {
    bodies =
      `--${related}\r\nContent-Type: ${bodyType}\r\n\r\n${bodies}\r\n` +
      `${inline.map((a) => filePart(m, a, related)).join('\r\n')}\r\n--${related}--\r\n`
    bodyType = `multipart/related;\r\n\ttype="multipart/alternative";\r\n\tboundary="${related}"`
  }
  if (attached.length === 0) {
    if (m.is_html) {
      return `${headerBlock(m, bodyType)}\r\n\r\nThis is a multi-part message in MIME format.\r\n\r\n${bodies}`
    }
    return (
      `${headerBlock(m, bodyType)}\r\nContent-Transfer-Encoding: base64\r\n\r\n` +
      wrap76(bytesToBase64(utf8.encode(m.plain_text)))
    )
  }
  const parts = [
    `--${mixed}\r\n${m.is_html ? `Content-Type: ${bodyType}\r\n\r\n${bodies}` : bodies}`,
    ...attached.map((a) => filePart(m, a, mixed)),
  ]
  return (
    `${headerBlock(m, `multipart/mixed;\r\n\tboundary="${mixed}"`)}\r\n\r\n` +
    `This is a multi-part message in MIME format.\r\n\r\n${parts.join('\r\n')}\r\n--${mixed}--\r\n`
  )
}
