/**
 * The one polite live region of the layout (issue 17): new mail and send results are announced
 * through it, so a screen reader hears them without the focus moving. A small store outside
 * React: the live channel and the compose tabs announce from wherever they are.
 */
import { useEffect, useSyncExternalStore } from 'react'

export interface Announcement {
  text: string
  /** Changes with every announcement, so the same words twice are read twice. */
  serial: number
}

let current: Announcement = { text: '', serial: 0 }
const listeners = new Set<() => void>()

export function announce(text: string): void {
  if (!text) return
  current = { text, serial: current.serial + 1 }
  for (const listener of listeners) listener()
}

/** Logout / account switch: nothing of the last account is left to be read. */
export function clearAnnouncement(): void {
  current = { text: '', serial: current.serial + 1 }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useAnnouncement = (): Announcement => useSyncExternalStore(subscribe, () => current)

/** Announces `text` whenever it becomes a new non-empty text (a result shown on a screen). */
export function useAnnounce(text: string | null): void {
  useEffect(() => {
    if (text) announce(text)
  }, [text])
}
