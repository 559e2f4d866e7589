/**
 * The quick reply's real call (machines/quick-reply/quick-reply.actors.ts): POST
 * /api/mail/messages/quick-reply/ {folder, uid, html_text} through the app's client, the html
 * sanitised as compose sanitises what it sends. A 400/403 is not toasted: the box shows the
 * server's text itself; a 500 or a dropped connection still follows the client's catalogue.
 * Failures reject with the server's body (ComposeRequestFailed), from which the machine takes
 * its message.
 */
import { fromPromise } from 'xstate'
import type { QuickReplyPayload, SendOutcome } from '../../../machines/quick-reply/index.ts'
import { ownErrors } from '../../api/client.ts'
import { api } from '../../app/services.ts'
import { ComposeRequestFailed, outgoingHtml } from '../compose/composeActors.ts'

export async function postQuickReply(
  payload: QuickReplyPayload,
  signal: AbortSignal,
): Promise<SendOutcome> {
  const { data, error, response } = await api().POST('/api/mail/messages/quick-reply/', {
    body: { ...payload, html_text: outgoingHtml(payload.html_text) },
    signal,
    middleware: [ownErrors],
  })
  if (!data) throw new ComposeRequestFailed(response.status, error)
  return data
}

export const realQuickReplyActors = {
  sendQuickReply: fromPromise<SendOutcome, QuickReplyPayload>(({ input, signal }) =>
    postQuickReply(input, signal),
  ),
}
