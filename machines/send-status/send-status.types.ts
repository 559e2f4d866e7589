/**
 * Types of the delivery status of a sent mail (R-DATA-8,
 * §4 "Send status per recipient"; R-CALL message status and recall). The
 * shapes mirror the contract's DeliveryStatus without importing the API client.
 */

/** R-STATE, in the order the counts are shown. sequester = quarantined, readed = read. */
export const DELIVERY_STATES = [
  'undeliver',
  'review',
  'sequester',
  'deliver',
  'readed',
  'deliver_fail',
  'proxy',
] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

export interface DeliveryRow {
  name: string
  recipient: string
  status: DeliveryState
  status_info: string
  recall_status: string
  recall_status_info: string
  inform: string
  /** Shown in the error colour. */
  is_red: boolean
  /** Already recalled: its recall button is hidden. */
  is_zhaohui: boolean
}

/** The sent copy, for the whole-mail recall ({uid, folder}). */
export interface SentMailRef {
  uid: number
  folder: string
}

export interface SendStatusInput {
  messageId: string
  /** Unknown right after sending (the send response has no uid): whole recall is then off. */
  mail?: SentMailRef | null
  /** The mail's attrs.is_recall: already recalled as a whole. */
  recalled?: boolean
  /** The table starts shown (the send result) or folded (the reader of a Sent mail). */
  visible?: boolean
}

/** Errors leave the machine as codes; sendStatusMessages.ts has the texts. */
export type SendStatusErrorCode = 'loadFailed' | 'recallFailed'

export interface SendStatusContext {
  messageId: string
  mail: SentMailRef | null
  rows: DeliveryRow[]
  recalledAll: boolean
  /** The recipient whose recall is with the server. */
  recalling: string | null
  /** What the server said about the last recall (results[0].inform or recall_status_info). */
  notice: string | null
  error: SendStatusErrorCode | null
  /** The table is shown (show/hide). */
  visible: boolean
}

export type SendStatusEvent =
  | { type: 'status.refresh' }
  | { type: 'status.toggle' }
  | { type: 'recall.all' }
  | { type: 'recall.recipient'; recipient: string }
  | { type: 'notice.dismiss' }

export type SendStatusEmitted =
  | { type: 'recall.succeeded'; recipient: string | null; notice: string | null }
  | { type: 'recall.failed'; recipient: string | null }

export interface RecallRecipientInput {
  messageId: string
  recipient: string
}
