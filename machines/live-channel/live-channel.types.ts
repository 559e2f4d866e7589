/**
 * Types of the live channel (R-SESSION, R-CALL, C-LIMIT; docs/api.md "Live
 * channel"). The message shapes are structural copies of the `LiveMessage` schemas of
 * openapi.yaml, so this folder needs nothing from src/api.
 */

/** One new mail as the server announces it: enough for the new-mail card. */
export interface LiveMail {
  uid: number
  folder: string
  subject: string
  /** [address, name] */
  mfrom: readonly string[]
  /** The first characters of the body text. */
  abstract: string
  date: string
}

export interface LiveNewMail {
  type: 'new_mail'
  /** Unseen mail in INBOX after the arrival. */
  unseen: number
  mails: readonly LiveMail[]
}

/** What the socket actor makes of one server message (see `toChannelEvent`). */
export type ChannelEvent =
  | { type: 'channel.opened' }
  | { type: 'channel.newMail'; result: LiveNewMail }
  | { type: 'channel.pong' }
  /** The server reported an error over the channel; it closes the socket next. */
  | { type: 'channel.failed'; status: number }
  /** The socket failed or closed (error and close arrive as one event). */
  | { type: 'channel.closed' }

export type LiveChannelEvent = ChannelEvent

/** What the machine tells the socket actor. */
export type SocketCommand = { type: 'socket.ping' }

export interface SocketInput {
  /** The short-lived live-channel token, for the URL's search parameter. */
  token: string
}

export interface LiveTokenOutput {
  token: string
}

/**
 * How the token call failed: `status` is the HTTP status when the server answered, absent when
 * it could not be reached. A status of 500 or more delays the next attempt by 30 s.
 */
export interface LiveTokenFailure {
  status?: number
}

export interface LiveChannelContext {
  token: string | null
}
