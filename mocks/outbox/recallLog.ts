/**
 * The recall log (/setting/zhaohui): every recall the sender makes — the whole mail or one
 * recipient, from the reader or the send status — leaves one line per recipient it tried, with
 * the outcome. Worded on reading in the reader's language, as the delivery table words it.
 */
import type { components } from '../../src/api/schema.gen.ts'
import { type RecallLogRecord, db } from '../db/index.ts'
import type { ServerLanguage } from '../i18n.ts'
import { now } from '../state.ts'
import type { OutboxEntry, OutboxRecipient } from './store.ts'
import { sendText } from './texts.ts'

type RecallLog = components['schemas']['RecallLog']

export async function logRecall(
  entry: OutboxEntry,
  recipients: readonly OutboxRecipient[],
): Promise<void> {
  const datetime = new Date(now()).toISOString()
  let id = db.recallLogs.all().reduce((max, log) => Math.max(max, log.id), 0)
  for (const r of recipients) {
    await db.recallLogs.create({
      owner: entry.sender,
      id: ++id,
      subject: entry.mail.subject,
      message_id: entry.messageId,
      datetime,
      recipient: r.address,
      status: r.recall === 'recalled' ? 'recalled' : 'failed',
      reason: r.recall === 'recalled' ? 'none' : r.recallReason,
    })
  }
}

function infoOf(log: RecallLogRecord, lang: ServerLanguage): string {
  if (log.status === 'recalled') return sendText('recalled', lang)
  if (log.reason === 'read') return sendText('recallRead', lang)
  if (log.reason === 'external') return sendText('recallExternal', lang)
  return sendText('recallFailed', lang)
}

export function recallLogRow(log: RecallLogRecord, lang: ServerLanguage): RecallLog {
  return {
    id: log.id,
    subject: log.subject,
    message_id: log.message_id,
    datetime: log.datetime,
    recipient: log.recipient,
    recall_status: log.status,
    recall_status_info: infoOf(log, lang),
  }
}
