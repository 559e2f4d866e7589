/**
 * The demo user's recall log (/setting/zhaohui): lines for a dozen of their sent mails, some
 * recalled, some not (already read, an outside address), so the page shows two pages of ten in
 * the default scenario and its empty state in `empty`. Mail recalled in the demo adds lines
 * (mocks/outbox/recallLog.ts).
 */
import type { MessageRecord, RecallLogRecord } from '../db/index.ts'
import { MAIL_DOMAIN } from './text/names.ts'

const LOGGED_MAILS = 12

const isInternal = (address: string) => address.toLowerCase().endsWith(`@${MAIL_DOMAIN}`)

export function buildRecallLogs(
  owner: string,
  messages: readonly MessageRecord[],
): RecallLogRecord[] {
  const sent = messages
    .filter((m) => m.owner === owner && m.folder === 'Sent' && m.to.length > 0)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, LOGGED_MAILS)
  const logs: RecallLogRecord[] = []
  sent.forEach((mail, index) => {
    // Recalled a few minutes after sending.
    const at = new Date(Date.parse(mail.date) + (3 + index) * 60_000).toISOString()
    for (const [address] of mail.to.slice(0, 2)) {
      const outside = !isInternal(address)
      const read = !outside && index % 4 === 3
      logs.push({
        owner,
        id: logs.length + 1,
        subject: mail.subject,
        message_id: mail.message_id,
        datetime: at,
        recipient: address,
        status: outside || read ? 'failed' : 'recalled',
        reason: outside ? 'external' : read ? 'read' : 'none',
      })
    }
  })
  return logs
}
