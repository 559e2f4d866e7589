/**
 * The old mail servers of the fake world, for mailbox move (issue 16; docs/mocks.md "Mailbox
 * move"): which answer POP3 or IMAP, whether a login works, and the old mail that comes over.
 * Like the SMTP world (smtpWorld.ts): a known host answers on its protocol's usual ports (POP3
 * 110 plain / 995 SSL, IMAP 143 / 993), a password of 6+ characters logs in. A task waits
 * MAILBOX_MOVE_WAIT_MS, runs MAILBOX_MOVE_RUN_MS of the fake clock, then ends by that verdict.
 */
import type { MailboxMoveRecord } from '../db/index.ts'
import type { AddMessageInput } from './addMessage.ts'

const KNOWN_HOSTS: Record<'pop3' | 'imap', readonly string[]> = {
  pop3: [
    'pop.oldmail.example.com',
    'pop.qq.com',
    'pop.exmail.qq.com',
    'pop.163.com',
    'pop.gmail.com',
    'outlook.office365.com',
  ],
  imap: [
    'imap.oldmail.example.com',
    'imap.qq.com',
    'imap.exmail.qq.com',
    'imap.163.com',
    'imap.gmail.com',
    'outlook.office365.com',
  ],
}

export type MoveFailure = 'unreachable' | 'authFailed' | 'interrupted'

export function moveVerdict(
  r: Pick<MailboxMoveRecord, 'server' | 'protocol' | 'ssl' | 'password'> & { port: number },
): 'ok' | MoveFailure {
  const known = KNOWN_HOSTS[r.protocol].includes(r.server.toLowerCase())
  const ports = r.protocol === 'pop3' ? (r.ssl ? [995] : [110]) : r.ssl ? [993] : [143]
  if (!known || !ports.includes(r.port)) return 'unreachable'
  if ([...r.password].length < 6) return 'authFailed'
  return 'ok'
}

const DAY = 86_400_000

/**
 * The old mail found on the other server: one mail in each language into the inbox, and with
 * scope "all" a sent mail and an archived one too. Dated weeks to a year back.
 */
export function migratedMail(
  r: Pick<MailboxMoveRecord, 'email' | 'scope'>,
  nowMs: number,
): (AddMessageInput & { folder: string })[] {
  const from: [string, string] = [r.email, r.email.split('@')[0] ?? r.email]
  const inbox: (AddMessageInput & { folder: string })[] = [
    {
      folder: 'INBOX',
      subject: '【旧邮箱】2023 年度供应商名单（已归档）',
      mfrom: ['purchase@oldmail.example.com', '采购部'],
      plain_text: '各位好：\n附上 2023 年度合格供应商名单，请查收并妥善保存。\n\n采购部',
      date: nowMs - 400 * DAY,
    },
    {
      folder: 'INBOX',
      subject: '【舊信箱】台北辦公室搬遷通知',
      mfrom: ['admin.tw@oldmail.example.com', '行政部'],
      plain_text: '各位同仁：\n台北辦公室將於下月遷至信義區新址，詳細時程另行通知。\n\n行政部',
      date: nowMs - 120 * DAY,
    },
    {
      folder: 'INBOX',
      subject: '[Old mailbox] Q3 project review notes',
      mfrom: ['pm@oldmail.example.com', 'Project Office'],
      plain_text:
        'Hi all,\nPlease find the notes of the Q3 project review below.\n\nProject Office',
      date: nowMs - 45 * DAY,
    },
  ]
  if (r.scope === 'inbox') return inbox
  return [
    ...inbox,
    {
      folder: 'Sent',
      subject: '回复：2023 年度供应商名单',
      mfrom: from,
      to: [['purchase@oldmail.example.com', '采购部']],
      plain_text: '已收到，谢谢。',
      date: nowMs - 399 * DAY,
    },
    {
      folder: 'Projects',
      subject: 'Archived: kickoff deck for the migration project',
      mfrom: ['pm@oldmail.example.com', 'Project Office'],
      plain_text:
        'The kickoff deck is attached in the shared drive; this mail is kept for reference.',
      date: nowMs - 200 * DAY,
    },
  ]
}
