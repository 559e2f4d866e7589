import type { ReviewItemRecord } from '../db/index.ts'
import {
  type Correspondent,
  type MailboxOwner,
  makeMessage,
  splitCorrespondents,
} from './messages.ts'
import { type Rng, pick } from './random.ts'

const STATUSES: readonly ReviewItemRecord['status'][] = [
  ...Array<ReviewItemRecord['status']>(14).fill('wait'),
  ...Array<ReviewItemRecord['status']>(8).fill('permit'),
  ...Array<ReviewItemRecord['status']>(5).fill('reject'),
]

const REJECT_REASONS = [
  '含有敏感客户信息，请删除后重发',
  '附件密级高于邮件密级',
  'Please remove the price list before sending outside.',
]

/**
 * Outgoing mail held for review: built with the mail generator from the senders' point of view,
 * so subjects, bodies and attachments read like the rest of the seed.
 */
export function buildReviewItems(
  rng: Rng,
  reviewer: string,
  senders: readonly MailboxOwner[],
  correspondents: readonly Correspondent[],
  anchorMs: number,
): ReviewItemRecord[] {
  const split = splitCorrespondents(correspondents)
  return STATUSES.map((status, i) => {
    const sender = pick(rng, senders)
    const mail = makeMessage(rng, {
      owner: sender,
      folder: 'Sent',
      uid: i + 1,
      ageMinutes: 30 + i * 170,
      anchorMs,
      correspondents: split,
      tagnames: [],
    })
    return {
      reviewer,
      id: i + 1,
      status,
      subject: mail.subject,
      sender: sender.email,
      mfrom: mail.mfrom,
      recipient: mail.to.map(([address]) => address).join(','),
      to: mail.to,
      datetime: mail.date,
      mailsize: mail.size,
      reason: status === 'reject' ? pick(rng, REJECT_REASONS) : '',
      is_html: mail.is_html,
      html_text: mail.html_text,
      plain_text: mail.plain_text,
      attachments: mail.attachments,
    }
  })
}
