/**
 * Contract of the quick reply's one call. The placeholder only carries the types; the reader
 * provides the real call (src/features/reader/quickReplyActors.ts) and tests provide fakes,
 * through `quickReplyMachine.provide({ actors })`. A failed call rejects with the server's error
 * body (or `{ body }`), from which the machine takes non_field_errors / detail / error_message.
 */
import { fromPromise } from 'xstate'
import type { QuickReplyPayload, SendOutcome } from './quick-reply.types.ts'

/** POST /api/mail/messages/quick-reply/ {folder, uid, html_text}. */
export const sendQuickReply = fromPromise<SendOutcome, QuickReplyPayload>(async () => {
  throw new Error("quick-reply machine: actor 'sendQuickReply' was not provided")
})
