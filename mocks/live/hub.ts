/**
 * The live channel's server side (docs/api.md "Live channel", docs/mocks.md): who is connected,
 * and the new-mail push whenever mail arrives for a connected mailbox — a delivery from another
 * user (immediate, a scheduled mail coming due, a released review) or `deliverMessage`. The
 * WebSocket face is channel.ts; this module has no msw import so delivery code can use it.
 */
import type { MessageRecord } from '../db/index.ts'
import { htmlToText } from '../mail/bytes.ts'
import { unseenCount } from '../mail/store.ts'
import { now } from '../state.ts'
import type { components } from '../../src/api/schema.gen.ts'

export type LiveMessage = components['schemas']['LiveMessage']
export type LiveMail = components['schemas']['LiveMail']

/** Abstracts are the first 100 characters of the body text (openapi.yaml LiveMail). */
export const ABSTRACT_LENGTH = 100
/** A live-channel token only opens a connection: one minute is plenty. */
export const LIVE_TOKEN_SECONDS = 60

/** One open connection: the mailbox it listens for and how to talk to it. */
export interface LiveConnection {
  mailbox: string
  send(message: LiveMessage): void
  /** Ends the connection from the server side (the client sees a close). */
  drop(): void
}

const connections = new Set<LiveConnection>()
let refusedUntilMs = 0
/** Every message pushed, oldest first, for tests (contract validation of what was sent). */
const pushed: LiveMessage[] = []

export function connect(connection: LiveConnection): () => void {
  connections.add(connection)
  return () => connections.delete(connection)
}

export function liveConnectionCount(mailbox?: string): number {
  return [...connections].filter((c) => mailbox === undefined || c.mailbox === mailbox).length
}

/** Connections are refused (error 503, then closed) until the server clock passes this. */
export function refusingConnections(): boolean {
  return now() < refusedUntilMs
}

export function refuseConnections(seconds: number): void {
  refusedUntilMs = seconds > 0 ? now() + seconds * 1000 : 0
}

/** The server drops every open connection (as a restart or a network cut would). */
export function dropConnections(): number {
  const all = [...connections]
  connections.clear()
  for (const connection of all) connection.drop()
  return all.length
}

export function send(connection: LiveConnection, message: LiveMessage): void {
  pushed.push(message)
  connection.send(message)
}

export function pushedMessages(): readonly LiveMessage[] {
  return pushed
}

function abstractOf(record: MessageRecord): string {
  const text = record.plain_text || htmlToText(record.html_text)
  return text.replace(/\s+/g, ' ').trim().slice(0, ABSTRACT_LENGTH)
}

export function liveMailOf(record: MessageRecord): LiveMail {
  return {
    uid: record.uid,
    folder: record.folder,
    subject: record.subject,
    mfrom: [record.mfrom[0], record.mfrom[1]],
    abstract: abstractOf(record),
    date: record.internaldate,
  }
}

/**
 * Mail arrived in `owner`'s mailbox: every connection of that mailbox hears of it. Mail the
 * blacklist or a filter rule put into Spam, or a rule deleted or an auto-forward without a copy
 * put in Trash, is not announced.
 */
export function announceNewMail(owner: string, records: readonly MessageRecord[]): void {
  const mails = records.filter((r) => r.folder !== 'Spam' && r.folder !== 'Trash').map(liveMailOf)
  if (mails.length === 0) return
  const message: LiveMessage = {
    result: { type: 'new_mail', unseen: unseenCount(owner, 'INBOX'), mails },
  }
  for (const connection of connections) if (connection.mailbox === owner) send(connection, message)
}

export function resetLiveHub(): void {
  dropConnections()
  refusedUntilMs = 0
  pushed.length = 0
}
