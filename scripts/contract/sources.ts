/**
 * Where the contract kit finds a value for each required parameter that openapi.yaml gives no
 * example for: from the body of an operation it has already called (a folder from listFolders,
 * a uid from listMessages …), or from the run itself (the signed-in user, a date range). A
 * provider returns undefined while its source has not answered yet; the kit then tries again
 * after the other operations, and reports "no value" if the source never gives one.
 */
type Body = unknown
export type Bodies = Readonly<Record<string, Body>>

export interface RunContext {
  username: string | undefined
  now: Date
}

type Provider = (bodies: Bodies, run: RunContext) => unknown

/** The first item of a `{count, results}` page, a bare array, or `{data: [...]}`. */
export function first(body: Body): Record<string, unknown> | undefined {
  if (Array.isArray(body)) return body[0] as Record<string, unknown> | undefined
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  for (const key of ['results', 'data', 'items']) {
    if (Array.isArray(record[key])) return (record[key] as Record<string, unknown>[])[0]
  }
  return undefined
}

const field = (body: Body, name: string) => first(body)?.[name]
const attachmentOf = (message: Body) => {
  const list = (message as { attachments?: Record<string, unknown>[] } | undefined)?.attachments
  return list?.[0]
}
const days = (run: RunContext, n: number) =>
  new Date(run.now.getTime() + n * 86_400_000).toISOString()

const soab = (b: Bodies) =>
  (b.getLoginAfterInfo as { soab_domain_cid?: number } | undefined)?.soab_domain_cid

/** operationId → parameter name → provider. */
export const PARAMETER_SOURCES: Record<string, Record<string, Provider>> = {
  getCaptcha: {
    type: (b) => {
      const type = (b.getLoginConfig as { captcha_type?: string } | undefined)?.captcha_type
      return type && type !== 'none' ? type : 'slider'
    },
  },
  // The QR code is made by a POST (createWechatLoginQr), which a read-only run does not send;
  // any scene id then asks the status of an unknown code, which the contract also covers.
  getWechatLoginStatus: { scene_id: () => 'contract-kit-unknown-scene' },
  listMessages: { folder: () => 'INBOX' },
  getMessage: { uid: (b) => field(b.listMessages, 'uid'), folder: () => 'INBOX' },
  getMessageSource: { uid: (b) => field(b.listMessages, 'uid'), folder: () => 'INBOX' },
  getMessageForCompose: { uid: (b) => field(b.listMessages, 'uid'), folder: () => 'INBOX' },
  downloadMessage: { uid: (b) => field(b.listMessages, 'uid'), folder: () => 'INBOX' },
  getMessageStatus: {
    message_id: (b) => (b.getMessage as { message_id?: string } | undefined)?.message_id,
  },
  searchMail: { keyword: (b) => field(b.listMessages, 'subject') },
  getReview: { id: (b) => field(b.listReviews, 'id') },
  downloadReviewAttachment: {
    mail_id: (b) => field(b.listReviews, 'id'),
    sid: (b) => attachmentOf(b.getReview)?.sid,
  },
  downloadAttachment: {
    folder: () => 'INBOX',
    uid: (b) => field(b.listMessages, 'uid'),
    sid: (b) => attachmentOf(b.getMessage)?.sid,
  },
  previewAttachment: {
    type: () => 'attach',
    id: (b) => field(b.listMessages, 'uid'),
    sid: (b) => attachmentOf(b.getMessage)?.sid,
  },
  getContact: { contact_id: (b) => field(b.listContacts, 'contact_id') },
  getContactCard: { email: (b) => field(b.listContacts, 'email') },
  listSharedOrgDepartments: { domain_cid: (b) => soab(b) },
  listSharedOrgMembers: { domain_cid: (b) => soab(b) },
  listSenderList: { action: () => 'white' },
  getSecretResetQuestions: { username: (_, run) => run.username },
  downloadPersonalFile: { id: (b) => field(b.listPersonalFiles, 'id') },
  downloadCompanyFile: { id: (b) => field(b.listCompanyFiles, 'id') },
  downloadTransitFile: { id: (b) => field(b.listTransitFiles, 'id') },
  listCompanyPermissions: { folder_id: (b) => field(b.listCompanyFiles, 'id') },
  testUploadChunk: { fileMd5: () => '0'.repeat(32), chunkNumber: () => 1 },
  getUploadState: { fileMd5: () => '0'.repeat(32) },
  downloadSharedFile: {
    share_key: (b) => field(b.listFileShares, 'share_key'),
    file_id: (b) => field(b.listFileShares, 'file_id'),
  },
  listCalendarShares: { id: (b) => field(b.listCalendars, 'id') },
  listEvents: { start: (_, run) => days(run, -30), end: (_, run) => days(run, 30) },
  getEvent: { id: (b) => field(b.listEvents, 'id') },
}
