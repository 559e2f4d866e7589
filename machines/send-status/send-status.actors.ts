/**
 * Contracts of the send-status machine's I/O; the real calls are in
 * src/features/compose/sendStatusActors.ts, tests bring fakes, both through `.provide({ actors })`.
 */
import { fromPromise } from 'xstate'
import type { DeliveryRow, RecallRecipientInput, SentMailRef } from './send-status.types.ts'

function notProvided(name: string): never {
  throw new Error(`send-status machine: actor '${name}' was not provided`)
}

/** GET message status: one row per recipient. */
export const loadStatus = fromPromise<DeliveryRow[], { messageId: string }>(async () =>
  notProvided('loadStatus'),
)

/** Recall from every recipient ({uid, folder}); resolves with the rows the server returns. */
export const recallMail = fromPromise<DeliveryRow[], SentMailRef>(async () =>
  notProvided('recallMail'),
)

/** Recall from one recipient ({message_id, recipient}). */
export const recallRecipient = fromPromise<DeliveryRow[], RecallRecipientInput>(async () =>
  notProvided('recallRecipient'),
)
