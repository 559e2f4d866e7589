/**
 * What the status bars show (issue 17): whether the browser is offline, and whether a new
 * version of the app waits for the user's go (src/app/offline/serviceWorker.ts). A tiny store
 * in the entry; the bars themselves load only when there is something to show.
 */
import { useSyncExternalStore } from 'react'

export interface AppStatus {
  readonly offline: boolean
  /** Takes the waiting version (the page reloads into it); null when none waits. */
  readonly update: (() => void) | null
}

let status: AppStatus = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  update: null,
}
const listeners = new Set<() => void>()

function set(next: Partial<AppStatus>): void {
  status = { ...status, ...next }
  for (const listener of listeners) listener()
}

export function setUpdateWaiting(update: () => void): void {
  set({ update })
}

export function setOffline(offline: boolean): void {
  if (offline !== status.offline) set({ offline })
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOffline(false))
  window.addEventListener('offline', () => setOffline(true))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useAppStatus(): AppStatus {
  return useSyncExternalStore(subscribe, () => status)
}
