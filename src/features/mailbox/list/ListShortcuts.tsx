/**
 * The list's letter keys (issue 17, decision 310): j / k move, o opens. A component of its own,
 * loaded after the list painted, so the shortcut library stays out of the mail screen's first
 * load; the arrows, Space and Enter are the grid's own (useGridKeys) and work from the start.
 */
import { useEffect, type RefObject } from 'react'
import { useShortcut } from '../../../app/shortcuts/useShortcut.ts'

export const LETTER_KEYS_BOUND = 'data-letter-keys'

export interface ListShortcutsProps {
  scope: RefObject<HTMLElement | null>
  next: () => void
  previous: () => void
  open: () => void
}

export default function ListShortcuts({ scope, next, previous, open }: ListShortcutsProps) {
  useShortcut('next', next, { scope })
  useShortcut('previous', previous, { scope })
  useShortcut('open', open, { scope })
  // Says the letter keys are bound (they arrive after the first paint): tests wait for it.
  useEffect(() => {
    const element = scope.current
    element?.setAttribute(LETTER_KEYS_BOUND, '')
    return () => element?.removeAttribute(LETTER_KEYS_BOUND)
  }, [scope])
  return null
}
