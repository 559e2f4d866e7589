/**
 * The send-status machine's real I/O (machines/send-status/send-status.actors.ts): message
 * status and the two recalls through the app's client. 400/403 are not toasted: the panel says
 * 'Mail recall fails!' (or that the status could not be read) itself; 401 and 5xx still follow
 * the client's catalogue.
 */
import { fromPromise } from 'xstate'
import type {
  DeliveryRow,
  RecallRecipientInput,
  SentMailRef,
} from '../../../machines/send-status/index.ts'
import { ownErrors } from '../../api/client.ts'
import { api } from '../../app/services.ts'

/** A refused or failed status/recall call; the machine turns it into a code. */
export class SendStatusRequestFailed extends Error {
  constructor(readonly status: number) {
    super(`send status request failed with ${status}`)
    this.name = 'SendStatusRequestFailed'
  }
}

export const loadStatus = fromPromise<DeliveryRow[], { messageId: string }>(
  async ({ input, signal }) => {
    const { data, response } = await api().GET('/api/mail/messages/status/', {
      params: { query: { message_id: input.messageId } },
      signal,
      middleware: [ownErrors],
    })
    if (!data) throw new SendStatusRequestFailed(response.status)
    return data.results
  },
)

export const recallMail = fromPromise<DeliveryRow[], SentMailRef>(async ({ input, signal }) => {
  const { data, response } = await api().POST('/api/mail/messages/recall/', {
    body: { uid: input.uid, folder: input.folder },
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw new SendStatusRequestFailed(response.status)
  return data.results
})

export const recallRecipient = fromPromise<DeliveryRow[], RecallRecipientInput>(
  async ({ input, signal }) => {
    const { data, response } = await api().POST('/api/mail/messages/recall/single/', {
      body: { message_id: input.messageId, recipient: input.recipient },
      signal,
      middleware: [ownErrors],
    })
    if (!data) throw new SendStatusRequestFailed(response.status)
    return data.results
  },
)

export const sendStatusActors = { loadStatus, recallMail, recallRecipient }
