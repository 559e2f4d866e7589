/**
 * The send family: send / schedule / save a draft, quick reply, the SMS-notify recipient check
 * and the editor's image upload (R-SEND, R-CALL, M-ERR).
 * The logic lives in mocks/outbox/; this module is the HTTP face.
 */
import { HttpResponse } from 'msw'
import { db } from '../db/index.ts'
import { type ServerLanguage, message } from '../i18n.ts'
import { findMessage } from '../mail/store.ts'
import { IMAGE_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_LIMIT_BYTES } from '../../src/domain/constants.ts'
import { bytesToBase64 } from '../mail/bytes.ts'
import { contentTypeOf, extensionOf } from '../mail/attachmentContent.ts'
import { resolveAttachments } from '../outbox/attachments.ts'
import { draftOnline, publishOnline, resolveOnline } from '../outbox/online.ts'
import { type ComposeForm, checkForm, isEmail, isErrors } from '../outbox/form.ts'
import { composePrefill } from '../outbox/prefill.ts'
import { dropDraft, markOriginal, saveDraft, sendChecked } from '../outbox/send.ts'
import { outbox } from '../outbox/store.ts'
import { sendText } from '../outbox/texts.ts'
import { FAULT_HEADER } from './guard.ts'
import { type AuthContext, checkAuth, http, validationError } from './http.ts'
import { durable, missingFolder, notFound } from './mailCommon.ts'
import { recordSent } from './selfQuery.ts'
import { senderOf, sendRefusal } from './sendCommon.ts'

/** A fault armed by mockControl.failNextSend: the UI must keep everything typed. */
function takeFault(lang: ServerLanguage): Response | null {
  const fault = outbox.nextSendFaults.shift()
  if (!fault) return null
  if (fault.kind === 'network') return HttpResponse.error()
  const headers = { [FAULT_HEADER]: '1' }
  return fault.status === 400
    ? HttpResponse.json(
        { non_field_errors: [sendText('sendFailed', lang)] },
        { status: 400, headers },
      )
    : HttpResponse.json({ detail: message('serverError', lang) }, { status: 500, headers })
}

async function prepare(request: Request, cookies: Record<string, string>) {
  const auth = await checkAuth(request, cookies)
  if (auth instanceof Response) return auth
  return takeFault(auth.lang) ?? sendRefusal(auth) ?? auth
}

/** Sends or saves a checked form; the SendResult body. */
async function sendOrSave(auth: AuthContext, form: ComposeForm) {
  const sender = senderOf(auth)
  const sources = [
    ...(form.uid !== undefined && form.folder
      ? [findMessage(auth.mailbox, form.uid, form.folder)]
      : []),
    ...(typeof form.draft_id === 'number'
      ? [findMessage(auth.mailbox, form.draft_id, 'Drafts')]
      : []),
  ].flatMap((m) => (m ? [m] : []))
  const files = resolveAttachments(
    { mailbox: auth.mailbox, mails: sources },
    form.attachments,
    form.net_attachments,
    form.company_attachments,
  )
  if (!files.ok) return validationError({ attachments: [sendText('attachmentMissing', auth.lang)] })
  const online = resolveOnline(auth.mailbox, form.online_attachments)
  if (!online.ok) {
    return validationError({
      online_attachments: [
        online.field === 'missing'
          ? sendText('attachmentMissing', auth.lang)
          : sendText('badOnlineExpiry', auth.lang),
      ],
    })
  }
  const checked = checkForm(form, files.attachments, auth.lang, sender)
  if (isErrors(checked)) return validationError(checked)
  checked.mail.online =
    form.action === 'save' ? draftOnline(online.files) : await publishOnline(online.files)

  if (form.action === 'save') {
    const draftId = await saveDraft(auth.mailbox, form, checked)
    await durable()
    return HttpResponse.json({
      success: true,
      message_id: findMessage(auth.mailbox, draftId)?.message_id ?? '',
      recipient: [],
      draft_id: draftId,
      type: 'save',
      error_lists: [],
    })
  }
  const entry = await sendChecked(auth.mailbox, checked, form.is_save_sent ?? true)
  await markOriginal(auth.mailbox, form)
  await dropDraft(auth.mailbox, form.draft_id)
  const failed = entry.recipients.filter((r) => r.status === 'deliver_fail')
  if (checked.dueMs === null) {
    await recordSent(
      auth.user.username,
      checked.mail.subject,
      entry.recipients.map((r) => ({ address: r.address, delivered: r.status !== 'deliver_fail' })),
    )
  }
  // After the send record: the demo's save must hold it too, or a page loaded straight after the
  // send (the old page's own save cut short by the navigation) has the mail but not its record.
  await durable()
  return HttpResponse.json({
    success: true,
    message_id: entry.messageId,
    recipient: entry.recipients.map((r) => r.address),
    draft_id: null,
    type: checked.dueMs !== null ? 'schedule' : 'send',
    ...(checked.scheduleDay ? { schedule_day: checked.scheduleDay } : {}),
    error_lists: failed.map((r) => ({
      recipient: r.address,
      error: sendText('noSuchUser', auth.lang),
    })),
  })
}

export const sendHandlers = [
  http.post('/api/mail/messages/send/', async ({ request, cookies, response }) => {
    const form = await request.json()
    const auth = await prepare(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    return response.untyped(await sendOrSave(auth, form))
  }),

  http.post('/api/mail/messages/quick-reply/', async ({ request, cookies, response }) => {
    const body = await request.json()
    const auth = await prepare(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const gone = missingFolder(auth, body.folder)
    if (gone) return response.untyped(gone)
    const source = findMessage(auth.mailbox, body.uid, body.folder)
    if (!source) return response.untyped(notFound(auth))
    const text = typeof body.html_text === 'string' ? body.html_text : ''
    if (text.replace(/<[^>]*>|&nbsp;|\s/g, '') === '') {
      return response.untyped(
        validationError({ non_field_errors: [sendText('noContent', auth.lang)] }),
      )
    }
    const { form } = composePrefill(source, 3, senderOf(auth), auth.lang)
    const reply: ComposeForm = {
      ...form,
      html_text: `<div>${text}</div>${form.html_text}`,
      plain_text: '',
      is_confirm_read: false,
    }
    return response.untyped(await sendOrSave(auth, reply))
  }),

  http.post('/api/mail/messages/sms-check/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const body = await request.json()
    const create: string[] = []
    const update: { contact_id: number; email: string; fullname: string; mobile: string }[] = []
    for (const address of new Set(body.recvs.map((a) => a.trim().toLowerCase()))) {
      if (!isEmail(address)) continue
      const colleague = db.users.all().find((u) => u.email.toLowerCase() === address)
      if (colleague?.mobile) continue
      const contact = db.contacts
        .findMany((q) => q.where({ owner: auth.mailbox }))
        .find((c) => c.email.toLowerCase() === address)
      if (!contact) create.push(address)
      else if (!contact.mobile) {
        update.push({
          contact_id: contact.contact_id,
          email: contact.email,
          fullname: contact.fullname,
          mobile: '',
        })
      }
    }
    return response(200).json({ results: { create, update } })
  }),

  http.post('/api/setting/upload-img/', async ({ request, cookies, response }) => {
    const auth = await checkAuth(request, cookies)
    if (auth instanceof Response) return response.untyped(auth)
    const data = await request.formData()
    const file = data.get('imgFile')
    // A file part, checked by shape: the test environment's File is another realm's.
    if (typeof file === 'string' || file === null || typeof file.arrayBuffer !== 'function') {
      return response.untyped(validationError({ imgFile: [sendText('imageType', auth.lang)] }))
    }
    const name = typeof file.name === 'string' ? file.name : ''
    const ext = extensionOf(name)
    if (!(IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(ext) || file.size === 0) {
      return response.untyped(
        validationError({ non_field_errors: [sendText('imageType', auth.lang)] }),
      )
    }
    if (file.size >= IMAGE_UPLOAD_LIMIT_BYTES) {
      return response.untyped(
        validationError({ non_field_errors: [sendText('imageSize', auth.lang)] }),
      )
    }
    // A data: URL survives demo reloads inside saved html; sent mail carries it as an inline
    // part (mocks/outbox/embedded.ts), which the reader shows through cid:.
    const bytes = new Uint8Array(await file.arrayBuffer())
    const url = `data:${contentTypeOf(name)};base64,${bytesToBase64(bytes)}`
    return response(200).json({ url, message: sendText('imageUploaded', auth.lang) })
  }),
]
