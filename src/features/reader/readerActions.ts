/**
 * Calls only the reader makes (mailActions.ts holds the ones shared with the lists): files,
 * receipt, invitation answer, whitelist and address book, source. Each shows its own success or
 * failure toast where the spec has one; other failures were already shown by the middleware.
 */
import { t } from '@lingui/core/macro'
import { ownErrors } from '../../api/client.ts'
import type { AttachedMessage } from '../../api/types.ts'
import { badRequestMessage, parseErrorBody } from '../../api/errors.ts'
import { notify } from '../../api/notices.ts'
import { api } from '../../app/services.ts'
import type { InvitationAnswer, InvitationStatus } from '../../domain/mail/invitation.ts'
import { emitMailboxChange } from '../common/mailboxEvents.ts'
import { saveBlob } from '../common/saveBlob.ts'

export interface AttachmentRef {
  folder: string
  uid: number
  sid: string
  did?: string
}

/** The file of one attachment; null when the server refused (already told). */
export async function fetchAttachment({
  folder,
  uid,
  sid,
  did,
}: AttachmentRef): Promise<Blob | null> {
  const { data } = await api().GET('/api/attachment/download/', {
    params: { query: { folder, uid, sid, ...(did ? { did } : {}) } },
    parseAs: 'blob',
  })
  return data ?? null
}

/**
 * An attached mail (message/rfc822) of a mail, parsed by the server, or with `did` a mail nested
 * inside it; null when refused.
 */
export async function fetchAttachedMessage({
  folder,
  uid,
  sid,
  did,
}: AttachmentRef): Promise<AttachedMessage | null> {
  const { data } = await api().GET('/api/mail/messages/{uid}/attached/', {
    params: { path: { uid }, query: { folder, sid, ...(did ? { did } : {}) } },
  })
  return data ?? null
}

/** An attachment of a held mail under review (the review tab and /preview?type=review). */
export interface ReviewAttachmentRef {
  reviewId: number
  sid: string
  did?: string
}

/** The file of one attachment of a held mail; null when the server refused (already told). */
export async function fetchReviewAttachment({
  reviewId,
  sid,
  did,
}: ReviewAttachmentRef): Promise<Blob | null> {
  const { data } = await api().GET('/api/mail/review/dowload/', {
    params: { query: { mail_id: reviewId, sid, ...(did ? { did } : {}) } },
    parseAs: 'blob',
  })
  return data ?? null
}

/** Either kind of attachment: a mail's, or a held mail's under review. */
export function fetchAnyAttachment(ref: AttachmentRef | ReviewAttachmentRef): Promise<Blob | null> {
  return 'reviewId' in ref ? fetchReviewAttachment(ref) : fetchAttachment(ref)
}

export async function downloadAttachment(
  ref: AttachmentRef | ReviewAttachmentRef,
  name: string,
): Promise<boolean> {
  const blob = await fetchAnyAttachment(ref)
  if (!blob) return false
  saveBlob(blob, name)
  return true
}

/** The mail as an .eml file named after its subject. */
export async function downloadMessage(
  folder: string,
  uid: number,
  subject: string,
): Promise<boolean> {
  const { data } = await api().GET('/api/mail/messages/{uid}/download/', {
    params: { path: { uid }, query: { folder } },
    parseAs: 'blob',
  })
  if (!data) return false
  const safeName = subject.replace(/[\\/:*?"<>|\r\n]+/g, '_').trim() || String(uid)
  saveBlob(data, `${safeName}.eml`)
  notify({ intent: 'success', message: t`下载成功` }) // M-ERR-24
  return true
}

/** Read receipt: success toast, the server's message as info, or 'Send receipt failed!'. */
export async function sendReceipt(folder: string, uid: number): Promise<boolean> {
  const { data, response } = await api().POST('/api/mail/messages/receipt/', {
    body: { folder, uid },
    middleware: [ownErrors],
  })
  if (data?.success) {
    // Answered once: the reader reads the mail again and the button goes.
    emitMailboxChange('list')
    notify(
      data.message
        ? { intent: 'info', message: data.message }
        : { intent: 'success', message: t`回执发送成功` },
    )
    return true
  }
  const serverText =
    data?.message ??
    (response.ok ? undefined : badRequestMessage(parseErrorBody(await response.clone().text())))
  // M-ERR-21: a server message as info, then M-TEXT-16
  if (serverText) notify({ intent: 'info', message: serverText })
  notify({
    intent: 'error',
    message: t({ message: '回执发送失败！', comment: "English (spec): 'Send receipt failed!'" }),
  })
  return false
}

/** Answers an invitation; the new status, or null on failure (already told). */
export async function answerInvitation(
  folder: string,
  uid: number,
  status: InvitationAnswer,
): Promise<InvitationStatus | null> {
  const { data } = await api().POST('/api/mail/messages/invitation/', {
    body: { folder, uid, status },
  })
  if (!data) return null
  notify({ intent: 'success', message: t`操作成功` })
  emitMailboxChange('list')
  return data.calendar_eventer_status
}

/** Headers (view 1) or the whole source (view 2) as text. */
export async function fetchMessageSource(
  folder: string,
  uid: number,
  view: 1 | 2,
): Promise<string> {
  const { data, error } = await api().GET('/api/mail/messages/{uid}/source/', {
    params: { path: { uid }, query: { folder, view } },
  })
  if (!data) throw new Error('getMessageSource failed', { cause: error })
  return data.content
}
