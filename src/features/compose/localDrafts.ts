/**
 * The local copy of an unsent compose (issue 4 "After send": an unsent compose survives a page
 * reload until it is saved or discarded). One localStorage entry per account and tab key. Tab
 * keys restart at compose:1 on every page load, so each copy carries the page load that wrote
 * it: a tab only takes a copy of its own page load; copies of an earlier one are handed to the
 * mailbox start (useRestoreComposeTabs), which reopens them as tabs under fresh keys. So are the
 * copies of tabs whose strip stopped in this page load (logout, a 401, another account shown):
 * `releaseLocalDraft` marks them as no longer this page load's (issue 11 §4: a 401 while
 * composing keeps the mail for the next login).
 * Kept free of React, Lingui and XState: the mailbox chunk imports it.
 */
import type { LocalDraft } from '../../../machines/compose/compose.types.ts'

const PREFIX = 'webmail.compose.'

/** This page load; two loads never share one. */
export const PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

interface StoredCopy {
  pageLoad: string
  savedAt: number
  draft: LocalDraft
}

export interface FoundCopy {
  tabKey: string
  savedAt: number
  draft: LocalDraft
}

const storageKey = (account: string, tabKey: string) =>
  `${PREFIX}${encodeURIComponent(account)}.${tabKey}`

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Storage switched off (privacy mode): compose works, the copy is simply not kept.
    return null
  }
}

function parse(text: string | null): StoredCopy | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<StoredCopy> | null
    if (!value || typeof value.pageLoad !== 'string' || !value.draft?.form) return null
    return { pageLoad: value.pageLoad, savedAt: Number(value.savedAt) || 0, draft: value.draft }
  } catch {
    return null
  }
}

export function writeLocalDraft(
  account: string,
  tabKey: string,
  draft: LocalDraft,
  now = Date.now(),
): void {
  const copy: StoredCopy = { pageLoad: PAGE_LOAD, savedAt: now, draft }
  try {
    storage()?.setItem(storageKey(account, tabKey), JSON.stringify(copy))
  } catch {
    // Quota exceeded: the server draft (auto-save) is still there; nothing else to do.
  }
}

export function removeLocalDraft(account: string, tabKey: string): void {
  storage()?.removeItem(storageKey(account, tabKey))
}

/** Marks the copies that no tab of this page load holds any more (never a page load's id). */
const RELEASED = 'released'

/**
 * The tab's strip stopped with the tab still open: its copy now waits for the next mailbox start
 * of the account, like a copy of an earlier page load (its time and content stay).
 */
export function releaseLocalDraft(account: string, tabKey: string): void {
  const key = storageKey(account, tabKey)
  const copy = parse(storage()?.getItem(key) ?? null)
  if (copy?.pageLoad !== PAGE_LOAD) return
  try {
    storage()?.setItem(key, JSON.stringify({ ...copy, pageLoad: RELEASED }))
  } catch {
    // Quota: cannot happen for a copy no longer than before; the copy simply stays as it was.
  }
}

/** The copy this page load wrote for the tab (a tab remounted or a copy just reopened). */
export function readLocalDraft(account: string, tabKey: string): LocalDraft | null {
  const copy = parse(storage()?.getItem(storageKey(account, tabKey)) ?? null)
  return copy?.pageLoad === PAGE_LOAD ? copy.draft : null
}

/** Copies an earlier page load, or a stopped strip, left behind for this account, oldest first. */
export function earlierCopies(account: string): FoundCopy[] {
  const store = storage()
  if (!store) return []
  const prefix = `${PREFIX}${encodeURIComponent(account)}.`
  const found: FoundCopy[] = []
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i)
    if (!key?.startsWith(prefix)) continue
    const copy = parse(store.getItem(key))
    if (copy && copy.pageLoad !== PAGE_LOAD)
      found.push({ tabKey: key.slice(prefix.length), savedAt: copy.savedAt, draft: copy.draft })
  }
  return found.sort((a, b) => a.savedAt - b.savedAt)
}
