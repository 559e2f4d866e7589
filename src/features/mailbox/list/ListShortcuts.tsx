/**
 * The list's letter keys (issue 17, decisions 310, 330): j / k move, o opens; with `actions`
 * (the folder list), # or Delete delete, s flags, Shift+I / Shift+U mark read / unread and e opens
 * the move-to picker, on the ticked rows or else the focused one. A component of its own, loaded
 * after the list painted, so the shortcut library stays out of the mail screen's first load; the
 * arrows, Space and Enter are the grid's own (useGridKeys) and work from the start.
 */
import { useEffect, type RefObject } from 'react'
import type { ListItem } from '../../../../machines/mail-list/index.ts'
import { useShortcut } from '../../../app/shortcuts/useShortcut.ts'

export const LETTER_KEYS_BOUND = 'data-letter-keys'

/**
 * The list toolbar's actions for the keys. Each acts on the ticked rows, else on `focused` (the
 * row the user is on), else on nothing. Absent remove / move: the account or folder offers none.
 */
export interface ListKeyActions {
  remove?: (focused: ListItem | undefined) => void
  move?: (focused: ListItem | undefined) => void
  flag: (focused: ListItem | undefined) => void
  markRead: (focused: ListItem | undefined, read: boolean) => void
}

export interface ListShortcutsProps {
  scope: RefObject<HTMLElement | null>
  next: () => void
  previous: () => void
  open: () => void
  actions?: ListKeyActions
  focused?: ListItem
}

export default function ListShortcuts(props: ListShortcutsProps) {
  const { scope, next, previous, open, actions, focused } = props
  useShortcut('next', next, { scope })
  useShortcut('previous', previous, { scope })
  useShortcut('open', open, { scope })
  const remove = actions?.remove
  const move = actions?.move
  useShortcut('delete', () => remove?.(focused), { scope, enabled: remove !== undefined })
  useShortcut('move', () => move?.(focused), { scope, enabled: move !== undefined })
  useShortcut('flag', () => actions?.flag(focused), { scope, enabled: actions !== undefined })
  useShortcut('markRead', () => actions?.markRead(focused, true), {
    scope,
    enabled: actions !== undefined,
  })
  useShortcut('markUnread', () => actions?.markRead(focused, false), {
    scope,
    enabled: actions !== undefined,
  })
  // Says the letter keys are bound (they arrive after the first paint): tests wait for it.
  useEffect(() => {
    const element = scope.current
    element?.setAttribute(LETTER_KEYS_BOUND, '')
    return () => element?.removeAttribute(LETTER_KEYS_BOUND)
  }, [scope])
  return null
}
