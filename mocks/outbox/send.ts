/**
 * Send and save, once the form is checked: an outbox entry, then review hold, schedule hold or
 * delivery, the Sent copy, the draft replaced in place, the original marked answered/forwarded.
 */
import { changeMessage, expungeMessage, findMessage, addMessage } from '../mail/store.ts'
import { MAIL_DOMAIN } from '../seed/text/names.ts'
import { now } from '../state.ts'
import type { ComposeForm, CheckedForm } from './form.ts'
import { deliverEntry, draftParts, recipientList, saveSentCopy } from './deliver.ts'
import { holdForReview, needsReview } from './review.ts'
import { type OutboxEntry, draftKey, outbox, putEntry } from './store.ts'

let counter = 0

function newMessageId(sender: string): string {
  counter += 1
  return `<${now().toString(36)}.${counter.toString(36)}.${sender}@${MAIL_DOMAIN}>`
}

export async function sendChecked(
  sender: string,
  checked: CheckedForm,
  saveToSent: boolean,
): Promise<OutboxEntry> {
  const { mail, dueMs } = checked
  const entry: OutboxEntry = {
    sender,
    messageId: newMessageId(sender),
    sentUid: null,
    mail,
    recipients: recipientList(mail),
    phase: 'sent',
    dueMs,
    reviewId: null,
  }
  putEntry(entry)
  const held = needsReview(entry) && (await holdForReview(entry)) !== null
  if (!held && dueMs !== null) entry.phase = 'scheduled'
  else if (!held) await deliverEntry(entry)
  // A scheduled mail always keeps its Sent copy: it is the sender's handle on it until it goes.
  if (saveToSent || dueMs !== null) {
    entry.sentUid = await saveSentCopy(sender, entry.messageId, mail, { dueMs })
  }
  return entry
}

/** 3/4 reply (Answered), 5/6 forward (umail-forword), from 'compose3'…'compose7' or '3'…'7'. */
export async function markOriginal(mailbox: string, form: ComposeForm): Promise<void> {
  if (form.uid === undefined || !form.folder) return
  const kind = Number(/(\d)$/.exec(form.refw_type ?? '')?.[1] ?? NaN)
  const flag =
    kind === 3 || kind === 4 ? 'Answered' : kind === 5 || kind === 6 ? 'umail-forword' : null
  if (flag === null || !findMessage(mailbox, form.uid, form.folder)) return
  await changeMessage(mailbox, form.uid, (draft) => {
    if (!draft.flags.includes(flag)) draft.flags.push(flag)
  })
}

/** A sent draft leaves Drafts. */
export async function dropDraft(mailbox: string, draftId: number | null | undefined) {
  if (typeof draftId === 'number' && findMessage(mailbox, draftId, 'Drafts')) {
    await expungeMessage(mailbox, draftId)
    outbox.drafts.delete(draftKey(mailbox, draftId))
  }
}

/** Saves to Drafts; a known draft_id is replaced in place, so the id the tab is keyed to stays. */
export async function saveDraft(
  mailbox: string,
  form: ComposeForm,
  checked: CheckedForm,
): Promise<number> {
  const { mail } = checked
  const flags = ['\\Seen', ...(mail.is_priority ? ['umail-emergent'] : [])]
  // The receipt request waits in the extras: a draft itself asks nobody for a receipt.
  const attrs = {
    is_password: mail.password !== null,
    password: mail.password ?? '',
    is_burn: mail.burn !== null,
    burn_left: mail.burn?.limit ?? 0,
    burn_day: mail.burn?.day ?? '',
  }
  const subject = form.subject
  let uid: number
  const existing =
    typeof form.draft_id === 'number' ? findMessage(mailbox, form.draft_id, 'Drafts') : undefined
  if (existing) {
    uid = existing.uid
    await changeMessage(mailbox, uid, (draft) => {
      Object.assign(draft, {
        subject,
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        reply_to: mail.reply_to,
        is_html: mail.is_html,
        html_text: mail.html_text,
        plain_text: mail.plain_text,
        attachments: draftParts(mail, uid),
        online_attachments: mail.online ?? [],
        flags: [...flags, ...(mail.attachments.length > 0 ? ['umail-attach'] : [])],
        mail_level: mail.mail_level,
        attrs: { ...draft.attrs, ...attrs },
      })
    })
  } else {
    const record = await addMessage({
      owner: mailbox,
      folder: 'Drafts',
      subject,
      mfrom: mail.mfrom,
      to: mail.to,
      cc: mail.cc,
      bcc: mail.bcc,
      reply_to: mail.reply_to,
      is_html: mail.is_html,
      html_text: mail.is_html ? mail.html_text : undefined,
      plain_text: mail.plain_text,
      flags,
      mail_level: mail.mail_level,
      attrs,
      ...(mail.online?.length ? { online_attachments: mail.online } : {}),
    })
    uid = record.uid
    // Parts keep their levels and inline ids: written with the same numbering as addMessage.
    if (mail.attachments.length > 0) {
      await changeMessage(mailbox, uid, (draft) => {
        draft.attachments = draftParts(mail, uid)
        if (!draft.flags.includes('umail-attach')) draft.flags.push('umail-attach')
      })
    }
  }
  outbox.drafts.set(draftKey(mailbox, uid), {
    is_schedule: form.is_schedule ?? false,
    schedule_day: form.schedule_day ?? '',
    is_save_sent: form.is_save_sent ?? true,
    is_confirm_read: form.is_confirm_read ?? true,
    is_partsend: form.is_partsend ?? false,
    is_smsnotify: form.is_smsnotify ?? false,
    secret: form.secret ?? false,
  })
  return uid
}
