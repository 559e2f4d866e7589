/**
 * The getMessage call of the reader, and the same call started by the click that opens a mail
 * (prefetchMessage): the reader's code may still be on its way, and its machine would only ask
 * for the mail once it runs. The reader's first read takes the started request instead of asking
 * again; a reload (the mailbox changed, the other view mode) asks anew. Reading marks the mail
 * read on the server, so nothing is fetched before the click (hover, pointerdown): docs/decisions.md.
 */
import { ownErrors } from '../../api/client.ts'
import { api } from '../../app/services.ts'

export type MessageViewMode = 'html' | 'text'

function requestMessage(folder: string, uid: number, mode: MessageViewMode) {
  return api().GET('/api/mail/messages/{uid}/', {
    params: { path: { uid }, query: { folder, ...(mode === 'text' ? { mode } : {}) } },
    // The reader shows gone mail and a missing folder itself.
    middleware: [ownErrors],
  })
}

export type MessageResponse = Awaited<ReturnType<typeof requestMessage>>

/** A started read nobody took (the reader's code failed to load) is not used after this long. */
export const PREFETCH_KEPT_MS = 10_000

const started = new Map<string, { at: number; response: Promise<MessageResponse> }>()
const keyOf = (folder: string, uid: number) => `${folder}\n${uid}`

/** Starts reading a mail that a reader tab is about to show (in html, the reader's first mode). */
export function prefetchMessage(folder: string, uid: number, now = Date.now()): void {
  for (const [key, entry] of started) if (now - entry.at > PREFETCH_KEPT_MS) started.delete(key)
  const key = keyOf(folder, uid)
  if (started.has(key)) return
  let response: Promise<MessageResponse>
  try {
    response = requestMessage(folder, uid, 'html')
  } catch {
    // No client (a screen rendered without the app's services): the reader asks for itself.
    return
  }
  // Whoever takes it sees the failure; one nobody takes must not be an unhandled rejection.
  response.catch(() => undefined)
  started.set(key, { at: now, response })
}

/** The mail's response: the read the click started, when there is a fresh one, else a new one. */
export function messageResponse(
  folder: string,
  uid: number,
  mode: MessageViewMode,
  now = Date.now(),
): Promise<MessageResponse> {
  const key = keyOf(folder, uid)
  const entry = mode === 'html' ? started.get(key) : undefined
  if (entry) started.delete(key)
  if (entry && now - entry.at <= PREFETCH_KEPT_MS) return entry.response
  return requestMessage(folder, uid, mode)
}
