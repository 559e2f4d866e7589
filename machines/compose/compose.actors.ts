/**
 * Contracts of the compose machine's I/O. The placeholders only carry the types; the compose
 * screen provides the real calls and tests provide fakes, both through
 * `composeMachine.provide({ actors })`. A failed call rejects with the server's error body (or
 * `{ body }`), from which the machine takes non_field_errors / detail / error_message.
 */
import { fromPromise } from 'xstate'
import type {
  ComposeParamsInput,
  ComposePrefill,
  LoadSourceInput,
  LocalDraft,
  SendOutcome,
  SendPayload,
  SignatureSet,
  SmsCheckOutput,
  SmsContact,
} from './compose.types.ts'

function notProvided(name: string): never {
  throw new Error(`compose machine: actor '${name}' was not provided`)
}

/** GET /api/mail/messages/{uid}/compose/?folder&view — the source mail as a compose form. */
export const loadSource = fromPromise<ComposePrefill, LoadSourceInput>(async () =>
  notProvided('loadSource'),
)

/**
 * GET /api/setting/signatures/ — read once when the tab opens, beside everything else; the
 * default goes into the body. A failure means no signatures (the menu stays empty).
 */
export const loadSignatures = fromPromise<SignatureSet, void>(async () =>
  notProvided('loadSignatures'),
)

/**
 * GET /api/setting/compose-params/ — read once when the tab opens: security mode, the levels and
 * the senders. A failure keeps the tab's input params (an ordinary mailbox).
 */
export const loadComposeParams = fromPromise<ComposeParamsInput, void>(async () =>
  notProvided('loadComposeParams'),
)

/** POST /api/mail/messages/send/ with action 'sent'. */
export const sendMail = fromPromise<SendOutcome, SendPayload>(async () => notProvided('sendMail'))

/** POST /api/mail/messages/send/ with action 'save'; resolves with the draft_id. */
export const saveDraft = fromPromise<SendOutcome, SendPayload>(async () => notProvided('saveDraft'))

/** POST /api/mail/messages/sms-check/ {recvs}: who needs a contact created or updated. */
export const checkSms = fromPromise<SmsCheckOutput, { emails: string[] }>(async () =>
  notProvided('checkSms'),
)

/** Creates or updates the contacts with the mobile numbers entered. */
export const saveSmsContacts = fromPromise<void, { contacts: SmsContact[] }>(async () =>
  notProvided('saveSmsContacts'),
)

/** Writes the tab's local copy (storage keyed by the tab); fire and forget. */
export const persistLocalDraft = fromPromise<void, LocalDraft>(async () =>
  notProvided('persistLocalDraft'),
)

/** Removes the tab's local copy: after a send, a save or a discard. */
export const clearLocalDraft = fromPromise<void, void>(async () => notProvided('clearLocalDraft'))
