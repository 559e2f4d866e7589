/**
 * /setting/mailboxmove (R-DATA "Mailbox-move account", R-STATE activation and status): fetch
 * the mail of an old mailbox over POP3 or IMAP. Server and email are required, the email must be
 * a valid address (§5), the port a whole number 1–65535 when given (blank: the protocol's usual
 * port by SSL); the password is required for a new account and blank on an edit keeps the
 * stored one (decisions.md #300).
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { isValidEmail } from '../compose/recipients.ts'
import { isSmtpPort } from './smtpRelay.ts'

export type MailboxMoveProtocol = 'pop3' | 'imap'
export type MailboxMoveScope = 'all' | 'inbox'
export type MailboxMoveStatus = 'idle' | 'waiting' | 'running' | 'done' | 'failed'

export interface MailboxMoveValues {
  server: string
  /** As typed; blank sends none (the usual port). */
  port: string
  protocol: MailboxMoveProtocol
  email: string
  /** Never loaded back; blank on an edit keeps the stored one. */
  password: string
  is_ssl: boolean
  scope: MailboxMoveScope
}

export type MailboxMoveError =
  | 'moveServerRequired'
  | 'moveServerInvalid'
  | 'movePortInvalid'
  | 'moveEmailRequired'
  | 'moveEmailInvalid'
  | 'movePasswordRequired'

/** The statuses of a task in flight: the page follows them without a reload. */
export const MAILBOX_MOVE_IN_FLIGHT: readonly MailboxMoveStatus[] = ['waiting', 'running']

/** The fake server's pace (mocks/mail/moveWorld.ts): queued this long, then fetching this long. */
export const MAILBOX_MOVE_WAIT_MS = 3_000
export const MAILBOX_MOVE_RUN_MS = 12_000

/** The usual ports: POP3 110 / 995 with SSL, IMAP 143 / 993 with SSL. */
export function defaultMovePort(protocol: MailboxMoveProtocol, ssl: boolean): number {
  if (protocol === 'pop3') return ssl ? 995 : 110
  return ssl ? 993 : 143
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i

export function validateMailboxMove(
  values: MailboxMoveValues,
  { isNew }: { isNew: boolean },
): Partial<Record<keyof MailboxMoveValues, MailboxMoveError>> {
  const errors: Partial<Record<keyof MailboxMoveValues, MailboxMoveError>> = {}
  const server = values.server.trim()
  if (server === '') errors.server = 'moveServerRequired'
  else if (!HOST.test(server)) errors.server = 'moveServerInvalid'
  if (values.port.trim() !== '' && !isSmtpPort(values.port)) errors.port = 'movePortInvalid'
  const email = values.email.trim()
  if (email === '') errors.email = 'moveEmailRequired'
  else if (!isValidEmail(email)) errors.email = 'moveEmailInvalid'
  if (isNew && values.password === '') errors.password = 'movePasswordRequired'
  return errors
}

export const MAILBOX_MOVE_MESSAGES: Record<MailboxMoveError, MessageDescriptor> = {
  moveServerRequired: msg({
    message: '请输入服务器地址',
    comment: "English: 'Please enter the server'",
  }),
  moveServerInvalid: msg({
    message: '服务器地址无效，例如 imap.example.com',
    comment: "English: 'The server is not valid, e.g. imap.example.com'",
  }),
  movePortInvalid: msg({
    message: '端口为 1 到 65535 的整数',
    comment: "English: 'The port is a whole number from 1 to 65535'",
  }),
  moveEmailRequired: msg({
    message: '请输入邮箱地址',
    comment: "English: 'Please enter the email address'",
  }),
  moveEmailInvalid: msg({
    message: '请输入有效的邮箱地址',
    comment: "English: 'Please enter a valid email address'",
  }),
  movePasswordRequired: msg({
    message: '请输入密码',
    comment: "English: 'Please enter the password'",
  }),
}

/** An account as the list shows it (the contract's MailboxMoveAccount). */
export interface MailboxMoveAccountView {
  id: number
  server: string
  port?: number
  protocol: MailboxMoveProtocol
  email: string
  is_ssl: boolean
  scope: MailboxMoveScope
  is_active: boolean
  status: MailboxMoveStatus
  last_receive_time: string | null
  last_error?: string
}

export const isMoveInFlight = (accounts: readonly Pick<MailboxMoveAccountView, 'status'>[]) =>
  accounts.some((a) => MAILBOX_MOVE_IN_FLIGHT.includes(a.status))

/** While a task is in flight the page asks again this often (decisions.md #302)… */
export const MAILBOX_MOVE_POLL_MS = 3_000
/** …doubling after each failed ask, up to this. */
export const MAILBOX_MOVE_POLL_MAX_MS = 30_000

export function movePollDelayMs(failures: number): number {
  return Math.min(MAILBOX_MOVE_POLL_MS * 2 ** failures, MAILBOX_MOVE_POLL_MAX_MS)
}
