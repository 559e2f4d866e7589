/**
 * Outgoing-mail review: the sender's review rule may hold a mail for the reviewer (status
 * `review`, nothing delivered). The held mail is a db.reviewItems record in the reviewer's queue,
 * so the review screens (issue 5) work on it like on the seeded items; a decision there — or
 * through decideReview / the control hooks — is picked up by the sweep (lifecycle.ts).
 */
import { type MailAttachment, db } from '../db/index.ts'
import { isoAt } from '../seed/messages.ts'
import { now } from '../state.ts'
import { draftParts, isInternalAddress } from './deliver.ts'
import type { OutboxEntry } from './store.ts'

/**
 * Who is reviewed and when. `sender` is a username or '*' (everyone); `external` holds mail with
 * any recipient outside the organisation, `keyword` mail whose subject or body contains one of
 * the words, `always` every mail.
 */
export type ReviewRule =
  | { sender: string; when: 'external' | 'always' }
  | { sender: string; when: 'keyword'; keywords: string[] }

/** The seeded policy: demo's external mail, and anyone's mail marked confidential. */
export const DEFAULT_REVIEW_RULES: readonly ReviewRule[] = [
  { sender: 'demo', when: 'external' },
  { sender: '*', when: 'keyword', keywords: ['机密', '機密', 'confidential'] },
]

let rules: ReviewRule[] = [...DEFAULT_REVIEW_RULES]

export function setReviewRules(next: readonly ReviewRule[] | null): void {
  rules = [...(next ?? DEFAULT_REVIEW_RULES)]
}

export function reviewRules(): readonly ReviewRule[] {
  return rules
}

function matches(rule: ReviewRule, entry: OutboxEntry): boolean {
  if (rule.sender !== '*' && rule.sender !== entry.sender) return false
  if (rule.when !== 'keyword') {
    return rule.when === 'always' || entry.recipients.some((r) => !isInternalAddress(r.address))
  }
  const text = `${entry.mail.subject}\n${entry.mail.plain_text}\n${entry.mail.html_text}`
  const lowerText = text.toLowerCase()
  return rule.keywords.some((word) => lowerText.includes(word.toLowerCase()))
}

export const needsReview = (entry: OutboxEntry) => rules.some((rule) => matches(rule, entry))

function reviewer(): string | null {
  return db.users.all().find((u) => u.is_reviewer && u.is_active)?.username ?? null
}

/** Puts the mail in the reviewer's queue; returns the review item id, or null without a reviewer. */
export async function holdForReview(entry: OutboxEntry): Promise<number | null> {
  const who = reviewer()
  if (who === null) return null
  const id = db.reviewItems.all().reduce((max, item) => Math.max(max, item.id), 0) + 1
  const { mail } = entry
  const attachments: MailAttachment[] = draftParts(mail, id)
  await db.reviewItems.create({
    reviewer: who,
    id,
    status: 'wait',
    subject: mail.subject,
    sender: mail.mfrom[0],
    mfrom: mail.mfrom,
    recipient: entry.recipients.map((r) => r.address).join(','),
    to: entry.recipients.map((r): [string, string] => [r.address, r.name]),
    datetime: isoAt(now()),
    mailsize:
      1200 +
      mail.html_text.length +
      mail.plain_text.length +
      attachments.reduce((sum, a) => sum + a.size, 0),
    reason: '',
    is_html: mail.is_html,
    html_text: mail.html_text,
    plain_text: mail.plain_text,
    attachments,
  })
  for (const r of entry.recipients) r.status = 'review'
  entry.phase = 'review'
  entry.reviewId = id
  return id
}

/** Records a decision on a held mail (what the review batch call does); the sweep acts on it. */
export async function decideReview(
  id: number,
  status: 'permit' | 'reject',
  reason = '',
): Promise<boolean> {
  const item = db.reviewItems.findFirst((q) => q.where({ id }))
  if (!item || item.status !== 'wait') return false
  await db.reviewItems.update(item, {
    data(draft) {
      draft.status = status
      draft.reason = status === 'reject' ? reason : ''
    },
  })
  return true
}

/** Removes a held mail from the reviewer's queue (the sender recalled it). */
export function withdrawReview(id: number): void {
  db.reviewItems.delete((q) => q.where({ id, status: 'wait' }))
}
