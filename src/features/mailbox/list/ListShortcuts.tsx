/**
 * The list's letter keys (issue 17, decisions 310, 330): j / k move, o opens; with `mailKeys`
 * (the folder list), # or Delete delete, s flags, Shift+I / Shift+U mark read / unread and e opens
 * the move-to picker, on the ticked rows or else the focused one. A component of its own, loaded
 * after the list painted, so the shortcut library stays out of the mail screen's first load; the
 * arrows, Space and Enter are the grid's own (useGridKeys) and work from the start.
 */
import { useEffect, type RefObject } from 'react'
import type { ListItem } from '../../../../machines/mail-list/index.ts'
import { useShortcut } from '../../../app/shortcuts/useShortcut.ts'
import { useListKeyActions, type ListKeyInput } from './useListKeyActions.ts'

export const LETTER_KEYS_BOUND = 'data-letter-keys'

export interface ListShortcutsProps {
  scope: RefObject<HTMLElement | null>
  next: () => void
  previous: () => void
  open: () => void
  /** Called before # / Delete or e acts: the focus follows the row's heir (useGridKeys). */
  holdFocus: () => void
  /** The folder list's toolbar, for the mail keys (search results have none). */
  mailKeys?: ListKeyInput
  focused?: ListItem
}

type MailKeysProps = Pick<ListShortcutsProps, 'scope' | 'focused' | 'holdFocus'> & {
  input: ListKeyInput
}

function MailKeys({ scope, focused, holdFocus, input }: MailKeysProps) {
  const actions = useListKeyActions(input)
  const { remove, move } = actions
  const away = (act: typeof remove) => () => {
    holdFocus()
    act?.(focused)
  }
  useShortcut('delete', away(remove), { scope, enabled: remove !== undefined })
  useShortcut('move', away(move), { scope, enabled: move !== undefined })
  useShortcut('flag', () => actions.flag(focused), { scope })
  useShortcut('markRead', () => actions.markRead(focused, true), { scope })
  useShortcut('markUnread', () => actions.markRead(focused, false), { scope })
  return null
}

export default function ListShortcuts(props: ListShortcutsProps) {
  const { scope, next, previous, open, mailKeys, focused, holdFocus } = props
  useShortcut('next', next, { scope })
  useShortcut('previous', previous, { scope })
  useShortcut('open', open, { scope })
  // Says the letter keys are bound (they arrive after the first paint): tests wait for it.
  useEffect(() => {
    const element = scope.current
    element?.setAttribute(LETTER_KEYS_BOUND, '')
    return () => element?.removeAttribute(LETTER_KEYS_BOUND)
  }, [scope])
  return mailKeys ? (
    <MailKeys scope={scope} focused={focused} holdFocus={holdFocus} input={mailKeys} />
  ) : null
}
