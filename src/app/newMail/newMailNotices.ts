/**
 * New-mail notices (R-LAYOUT cards, docs/api.md "Live channel"): the live channel
 * hands every `new_mail` message to `receiveNewMail`; the layout's new-mail card shows one notice
 * at a time with previous / next / read / delete. Kept outside React and outside the live-channel
 * machine so the card, the page title and tests share one small, synchronous store.
 */
import { useSyncExternalStore } from 'react'
import type { LiveMail } from '../../../machines/live-channel/index.ts'

/** A notice on the card is the mail as the live channel announces it. */
export type NewMailNotice = LiveMail

export interface NewMailState {
  notices: readonly NewMailNotice[]
  /** Index of the notice on show. */
  index: number
  /** Unseen INBOX mail as the server last reported it; null before any report. */
  unseen: number | null
}

const EMPTY: NewMailState = { notices: [], index: 0, unseen: null }
let state: NewMailState = EMPTY
const listeners = new Set<() => void>()

function set(next: NewMailState): void {
  state = next
  for (const listener of listeners) listener()
}

const keyOf = (n: NewMailNotice) => `${n.folder}:${n.uid}`

type ArrivalListener = (fresh: readonly NewMailNotice[]) => void
const arrivalListeners = new Set<ArrivalListener>()

/** Heard with the mails that were not known yet (the layout's live region announces them). */
export function onNewMailArrived(listener: ArrivalListener): () => void {
  arrivalListeners.add(listener)
  return () => arrivalListeners.delete(listener)
}

/** Newest first; a mail already listed is not shown twice. The card jumps to the newest. */
export function receiveNewMail(mails: readonly NewMailNotice[], unseen?: number): void {
  const known = new Set(state.notices.map(keyOf))
  const fresh = mails.filter((m) => !known.has(keyOf(m))).reverse()
  set({
    notices: [...fresh, ...state.notices],
    index: fresh.length > 0 ? 0 : state.index,
    unseen: unseen ?? state.unseen,
  })
  if (fresh.length > 0) for (const listener of arrivalListeners) listener(fresh)
}

export function stepNewMail(step: -1 | 1): void {
  const index = state.index + step
  if (index < 0 || index >= state.notices.length) return
  set({ ...state, index })
}

/** Drop one notice (read or deleted); the card then shows its neighbour. */
export function dropNewMail(notice: NewMailNotice): void {
  const notices = state.notices.filter((n) => keyOf(n) !== keyOf(notice))
  set({ ...state, notices, index: Math.min(state.index, Math.max(notices.length - 1, 0)) })
}

/** Closing the card forgets every notice; later mail raises it again. */
export function dismissNewMail(): void {
  set({ ...state, notices: [], index: 0 })
}

/** Logout / account switch. */
export function resetNewMail(): void {
  set(EMPTY)
}

export function getNewMailState(): NewMailState {
  return state
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNewMail(): NewMailState {
  return useSyncExternalStore(subscribe, getNewMailState, getNewMailState)
}
