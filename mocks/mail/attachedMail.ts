/**
 * A mail attached to a mail (message/rfc822, a digest entry), opened: parsed from the attached
 * file's bytes on every request, so nothing about it is stored twice. Its own files are
 * addressed by `did`, their MIME part number inside the attached mail.
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
  /** Files of the attached mail, each with its did. */
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

/** One file of an attached mail as a stored attachment, for the download response. */
export function attachedFile(
  outer: MailAttachment,
  did: string,
  file: AddAttachmentInput,
): MailAttachment {
  const bytes =
    typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content
  return {
    id: outer.id,
    sid: outer.sid,
    name: file.name,
    size: file.size ?? bytes?.length ?? 0,
    content_type: file.content_type ?? contentTypeOf(file.name),
    attach_level: outer.attach_level,
    content: bytesToBase64(bytes ?? new Uint8Array(0)),
    part: did,
    ...(file.charset ? { charset: file.charset } : {}),
  }
}
