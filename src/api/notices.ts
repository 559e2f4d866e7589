/**
 * Toasts raised outside React (the client middleware, machines' side effects). The app's
 * toaster subscribes and renders them with Fluent. Messages arrive already translated. Notices
 * raised before the toaster has loaded are kept and replayed to its first subscriber.
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
const pending: Notice[] = []
const firstNotice = new Set<() => void>()

export function notify(notice: Notice): void {
  if (listeners.size === 0) {
    pending.push(notice)
    for (const callback of firstNotice) callback()
    return
  }
  for (const listener of listeners) listener(notice)
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener)
  for (const notice of pending.splice(0)) listener(notice)
  return () => listeners.delete(listener)
}

/** Lets the app load its toaster only when there is something to show. */
export function onFirstNotice(callback: () => void): () => void {
  if (pending.length > 0) callback()
  firstNotice.add(callback)
  return () => firstNotice.delete(callback)
}
