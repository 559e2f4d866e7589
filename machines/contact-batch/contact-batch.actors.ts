/**
 * Contract of the batch's I/O; src/features/contacts/pab/usePersonalBookBatch.ts provides the
 * real save (updateContact with the new groups).
 */
import { fromPromise } from 'xstate'
import type { ApplyGroupChangeInput } from './contact-batch.types.ts'

export const applyGroupChange = fromPromise<void, ApplyGroupChangeInput>(() =>
  Promise.reject(new Error('contact-batch machine: provide the applyGroupChange actor')),
)
