/**
 * The folder list's mail keys (issue 17, decision 330) as the toolbar's own actions: # / Delete
 * is its delete (useListActions), Shift+I / Shift+U and s its mark-as menu (useMarkAs), e opens
 * its move-to picker. They act on the ticked rows, exactly what the toolbar acts on; with none
 * ticked, on the row the user is on; before the user is on a row, on nothing. Used inside the
 * lazy ListShortcuts, so this code stays out of the mail screen's first load.
 */
import type { ListItem } from '../../../../machines/mail-list/index.ts'
import { isSelected, type Selection } from '../../../domain/mail/selection.ts'
import { flagColorOf } from '../../../domain/mail/tags.ts'
import type { UidSource } from '../../mail-actions/target.ts'
import { useMarkAs, type MarkSelectionRead } from '../../mail-actions/useMarkAs.ts'
import { useListActions } from './useListActions.ts'

/**
 * What each key does. Each acts on the ticked rows, else on `focused` (the row the user is on),
 * else on nothing. Absent remove / move: the account or folder offers none.
 */
export interface ListKeyActions {
  remove?: (focused: ListItem | undefined) => void
  move?: (focused: ListItem | undefined) => void
  flag: (focused: ListItem | undefined) => void
  markRead: (focused: ListItem | undefined, read: boolean) => void
}

export interface ListKeyInput {
  folder: string
  rows: readonly ListItem[]
  selection: Selection
  /** How many mails are ticked (across pages in the folder-wide mode). */
  selected: number
  /** What the toolbar acts on: the ticked mail, and its way to mark all of it read. */
  uids: UidSource
  onMarkRead: MarkSelectionRead
  /** Opens the toolbar's move-to picker on these mails. */
  onMove: (uids: UidSource) => void
}

const isFlagged = (row: ListItem) => flagColorOf(row.flags) !== null

interface Target {
  uids: UidSource
  /** The target's rows on this page (the folder-wide mode has more on other pages). */
  rows: readonly ListItem[]
  onMarkRead?: MarkSelectionRead
}

export function useListKeyActions(input: ListKeyInput): ListKeyActions {
  const { folder, rows, selection, selected } = input
  const actions = useListActions(folder)
  const markAs = useMarkAs(folder)
  const target = (focused: ListItem | undefined): Target | null => {
    if (selected > 0) {
      const ticked = rows.filter((row) => isSelected(selection, row.uid))
      return { uids: input.uids, rows: ticked, onMarkRead: input.onMarkRead }
    }
    return focused ? { uids: [focused.uid], rows: [focused] } : null
  }
  const on =
    <A extends unknown[]>(act: (target: Target, ...args: A) => unknown) =>
    (focused: ListItem | undefined, ...args: A) => {
      const found = target(focused)
      if (found) void act(found, ...args)
    }
  return {
    remove: actions.deletes.toTrash === null ? undefined : on(({ uids }) => actions.remove(uids)),
    move: folder === 'Drafts' ? undefined : on(({ uids }) => input.onMove(uids)),
    // All flagged (any colour): the flags go; else the red flag on all (the reader's s, 309).
    flag: on(({ uids, rows: marked }) =>
      markAs.flag(uids, marked.length > 0 && marked.every(isFlagged) ? null : 'red'),
    ),
    markRead: on(({ uids, onMarkRead }, read: boolean) => markAs.read(uids, read, onMarkRead)),
  }
}
