/**
 * A mail attached to a mail (message/rfc822, a digest entry), opened: parsed from the attached
 * file's bytes on every request, so nothing about it is stored twice. Its own files are
 * addressed by `did`, their MIME part number inside the attached mail; a mail inside it is
 * opened by walking a did path (src/domain/mail/partPath.ts, decision 133).
 */
import type { MailAttachment } from '../db/index.ts'
import type { AddAttachmentInput } from './addMessage.ts'
import { contentTypeOf } from './attachmentContent.ts'
import { bytesToBase64, htmlToText } from './bytes.ts'
import { parseEml } from './eml.ts'

export const isAttachedMail = (a: Pick<MailAttachment, 'name' | 'content_type'>) =>
  a.content_type === 'message/rfc822' || /\.eml$/i.test(a.name)

export interface AttachedMail {
  subject: string
  mfrom: [string, string]
  to: [string, string][]
  cc: [string, string][]
  date?: string
  is_html: boolean
  html_text: string
  plain_text: string
  /** Files of the attached mail, each with its part id inside it (one step of a did path). */
  files: { did: string; file: AddAttachmentInput }[]
}

/** The attached mail in `bytes`; a file that is not a mail at all reads as an empty one. */
export async function openAttachedMail(bytes: Uint8Array): Promise<AttachedMail> {
  const mail = await parseEml(bytes).catch(() => null)
  if (!mail) {
    return {
      subject: '',
      mfrom: ['', ''],
      to: [],
      cc: [],
      is_html: false,
      html_text: '',
      plain_text: '',
      files: [],
    }
  }
  const html = mail.html_text ?? ''
  return {
    subject: mail.subject,
    mfrom: mail.mfrom ?? ['', ''],
    to: mail.to ?? [],
    cc: mail.cc ?? [],
    ...(typeof mail.date === 'number' ? { date: new Date(mail.date).toISOString() } : {}),
    is_html: mail.is_html ?? html !== '',
    html_text: html,
    plain_text: mail.plain_text ?? (html ? htmlToText(html) : ''),
    files: (mail.attachments ?? []).map((file, index) => ({
      did: file.part ?? `x${index + 1}`,
      file,
    })),
  }
}

const bytesOfFile = (file: AddAttachmentInput) =>
  typeof file.content === 'string'
    ? new TextEncoder().encode(file.content)
    : (file.content ?? new Uint8Array(0))

/** One file of an attached mail as a stored attachment, for the download response. */
export function attachedFile(
  outer: MailAttachment,
  did: string,
  file: AddAttachmentInput,
): MailAttachment {
  const bytes = bytesOfFile(file)
  return {
    id: outer.id,
    sid: outer.sid,
    name: file.name,
    size: file.size ?? bytes.length,
    content_type: file.content_type ?? contentTypeOf(file.name),
    attach_level: outer.attach_level,
    content: bytesToBase64(bytes),
    part: did,
    ...(file.charset ? { charset: file.charset } : {}),
  }
}

/** A file of an attached mail that is itself a mail. */
const isMailFile = (file: AddAttachmentInput) =>
  isAttachedMail({ name: file.name, content_type: file.content_type ?? '' })

export interface OpenedPath {
  /** The mail at the end of the path. */
  mail: AttachedMail
  /** The files the walk went through, outermost first: the last is the mail opened. */
  steps: AddAttachmentInput[]
}

/**
 * The mail reached from the attached mail `bytes` by `path` (part ids, each a mail inside the
 * one before); 'missing' when a step names no part, 'not-mail' when it names a part that is
 * not a mail. The caller bounds the path's length (ATTACHED_MAIL_DEPTH_LIMIT).
 */
export async function openAttachedPath(
  bytes: Uint8Array,
  path: readonly string[],
): Promise<OpenedPath | 'missing' | 'not-mail'> {
  let mail = await openAttachedMail(bytes)
  const steps: AddAttachmentInput[] = []
  for (const id of path) {
    const inner = mail.files.find((f) => f.did === id)
    if (!inner) return 'missing'
    if (!isMailFile(inner.file)) return 'not-mail'
    steps.push(inner.file)
    mail = await openAttachedMail(bytesOfFile(inner.file))
  }
  return { mail, steps }
}

/** The file a did path (non-empty) names inside the attached mail `bytes`, or null. */
export async function fileInAttached(
  bytes: Uint8Array,
  path: readonly string[],
): Promise<AddAttachmentInput | null> {
  const opened = await openAttachedPath(bytes, path.slice(0, -1))
  if (typeof opened === 'string') return null
  return opened.mail.files.find((f) => f.did === path.at(-1))?.file ?? null
}
