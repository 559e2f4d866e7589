/**
 * Which mail of a list is selected (R-LIST-2 select menu). Two modes: a set of uids picked on the
 * current page, or the whole folder (across pages) minus the uids unticked since. The folder-wide
 * mode never lists the folder's uids, so it stays cheap on a 100,000-mail folder; an action
 * resolves it when it runs.
 */
import { isUnread } from './tags.ts'

export type Selection =
  { mode: 'some'; uids: ReadonlySet<number> } | { mode: 'all'; except: ReadonlySet<number> }

/** What the select menu and the row checkboxes need to know about a row. */
export interface SelectableRow {
  uid: number
  flags: readonly string[]
}

const some = (uids: Iterable<number>): Selection => ({ mode: 'some', uids: new Set(uids) })

export const selectNone = (): Selection => some([])
export const selectAll = (): Selection => ({ mode: 'all', except: new Set() })
export const selectPage = (rows: readonly SelectableRow[]): Selection =>
  some(rows.map((r) => r.uid))
export const selectUnread = (rows: readonly SelectableRow[]): Selection =>
  some(rows.filter((r) => isUnread(r.flags)).map((r) => r.uid))
export const selectRead = (rows: readonly SelectableRow[]): Selection =>
  some(rows.filter((r) => !isUnread(r.flags)).map((r) => r.uid))

export function isSelected(selection: Selection, uid: number): boolean {
  return selection.mode === 'all' ? !selection.except.has(uid) : selection.uids.has(uid)
}

function flip(set: ReadonlySet<number>, uid: number): Set<number> {
  const next = new Set(set)
  if (!next.delete(uid)) next.add(uid)
  return next
}

export function toggleRow(selection: Selection, uid: number): Selection {
  return selection.mode === 'all'
    ? { mode: 'all', except: flip(selection.except, uid) }
    : { mode: 'some', uids: flip(selection.uids, uid) }
}

/**
 * Inverts on the current page: ticked rows are unticked and the others ticked. The folder-wide
 * mode inverts across the folder — "all but these" becomes "only these".
 */
export function invertSelection(selection: Selection, rows: readonly SelectableRow[]): Selection {
  if (selection.mode === 'all') return some(selection.except)
  return some(rows.filter((r) => !selection.uids.has(r.uid)).map((r) => r.uid))
}

/** How many mails are selected; `total` is the list's count (the folder-wide mode needs it). */
export function selectedCount(selection: Selection, total: number): number {
  return selection.mode === 'all' ? Math.max(0, total - selection.except.size) : selection.uids.size
}

export const isEmptySelection = (selection: Selection, total: number): boolean =>
  selectedCount(selection, total) === 0

/** After the list reloads: picked uids that left the page are dropped; folder-wide stays. */
export function retainSelection(selection: Selection, rows: readonly SelectableRow[]): Selection {
  if (selection.mode === 'all') return selection
  const present = new Set(rows.map((r) => r.uid))
  const kept = [...selection.uids].filter((uid) => present.has(uid))
  return kept.length === selection.uids.size ? selection : some(kept)
}

/** The header checkbox: every row of the page ticked, some of them, or none. */
export function pageCheckState(
  selection: Selection,
  rows: readonly SelectableRow[],
): 'all' | 'some' | 'none' {
  const ticked = rows.filter((r) => isSelected(selection, r.uid)).length
  if (ticked === 0) return 'none'
  return ticked === rows.length ? 'all' : 'some'
}

/** The selected uids of the current page, in row order. */
export function selectedOnPage(selection: Selection, rows: readonly SelectableRow[]): number[] {
  return rows.filter((r) => isSelected(selection, r.uid)).map((r) => r.uid)
}

/**
 * The one mail a single-mail action (reply, reply all, forward, forward as attachment, send
 * again) works on, or null when not exactly one is selected — the 'only one' alert.
 */
export function singleSelected(
  selection: Selection,
  rows: readonly SelectableRow[],
  total: number,
): number | null {
  if (selectedCount(selection, total) !== 1) return null
  const onPage = selectedOnPage(selection, rows)
  return onPage.length === 1 ? onPage[0]! : null
}

/**
 * Every selected uid, given all uids of the list (fetched when the folder-wide mode must be
 * resolved for an action that takes a uid list).
 */
export function resolveSelection(selection: Selection, allUids: readonly number[]): number[] {
  if (selection.mode === 'some') return [...selection.uids]
  return allUids.filter((uid) => !selection.except.has(uid))
}
