/**
 * Types of the reader's quick reply (R-READ, R-SEND-12, R-VALID
 * 'please enter email content!'; R-SEND, R-CALL payload {folder, uid, html_text},
 * §8 "Send failure"). The send answer is the compose machine's SendOutcome (the same SendResult).
 */
import type { ComposeAlert } from '../../src/domain/compose/index.ts'
import type { SendOutcome } from '../compose/compose.types.ts'

export type { SendOutcome }

/** The mail being answered. */
export interface QuickReplyInput {
  folder: string
  uid: number
}

/** What the injected `sendQuickReply` actor posts (POST /api/mail/messages/quick-reply/). */
export interface QuickReplyPayload {
  folder: string
  uid: number
  html_text: string
}

/**
 * Errors leave the machine as codes, the same ones compose uses, so the UI shows them with
 * compose's texts (composeAlertText):
 * - `noContent`: 'please enter email content!' (nothing was sent);
 * - `sendFailed`: the call failed; `params.message` is the server's first non_field_errors /
 *   detail / error_message (or a refused SendResult's first error), shown instead of the
 *   translation when present.
 */
export type QuickReplyAlert = Extract<ComposeAlert, { code: 'noContent' | 'sendFailed' }>

export interface QuickReplyContext {
  folder: string
  uid: number
  /** The editor's content: html is what is sent, plain decides whether anything was typed. */
  html: string
  plain: string
  alert: QuickReplyAlert | null
  /** The last successful send's answer (the success text names its recipients). */
  outcome: SendOutcome | null
}

export type QuickReplyEvent =
  /** The collapsed box was opened. */
  | { type: 'reply.start' }
  /** Every edit of the editor: its html and its text content. */
  | { type: 'reply.change'; html: string; plain: string }
  | { type: 'reply.send' }
  /** From a failure: the same text once more. */
  | { type: 'reply.retry' }
  | { type: 'reply.cancel' }
  /** The cancel question: drop what was typed, or keep editing. */
  | { type: 'cancel.confirm' }
  | { type: 'cancel.keep' }
  /** From the success view: another reply, or collapse the box. */
  | { type: 'reply.new' }
  | { type: 'reply.close' }

/** Emitted once per successful send: the lists refresh (the original is now Answered). */
export type QuickReplyEmitted = { type: 'quickReply.sent'; outcome: SendOutcome }
