/**
 * Toasts raised outside React (the client middleware, machines' side effects). The app's
 * Toaster subscribes and renders them with Fluent. Messages arrive already translated.
 */
export type NoticeIntent = 'success' | 'error' | 'warning' | 'info'

export interface Notice {
  intent: NoticeIntent
  message: string
  /** Milliseconds before it closes itself; undefined = the toaster's default. */
  timeout?: number
}

type Listener = (notice: Notice) => void
const listeners = new Set<Listener>()

export function notify(notice: Notice): void {
  for (const listener of listeners) listener(notice)
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
