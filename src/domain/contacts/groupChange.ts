/**
 * Moving or copying personal contacts to a group (decisions.md #199). The contract has no batch
 * call for it: each contact is saved again with its new `groups_selected`.
 * - copy: the contact keeps its groups and joins the target;
 * - move: it leaves the group being viewed (every group when the view is "all" or "no group",
 *   as a move between Gmail labels or Outlook folders leaves one place for another) and joins the
 *   target.
 */
export type GroupChangeMode = 'move' | 'copy'

export interface GroupChange {
  mode: GroupChangeMode
  /** A real group id (> 0). */
  target: number
  /** The group shown while choosing: -1 all, 0 no group, or a group id. */
  from: number
}

export function groupsAfter(current: readonly number[], change: GroupChange): number[] {
  const kept =
    change.mode === 'copy'
      ? current
      : change.from > 0
        ? current.filter((g) => g !== change.from)
        : []
  return kept.includes(change.target) ? [...kept] : [...kept, change.target]
}
