/**
 * The reader's shortcuts, bound to the toolbar's own actions (so the same guards and rules
 * apply): j / k next / previous, u or Esc back to the list, r / a / f reply / reply all /
 * forward, # or Delete delete, e the move-to picker, s flag, Shift+I / Shift+U read / unread.
 * `scope` is the toolbar: a reader in a hidden tab does not hear them.
 */
import type { RefObject } from 'react'
import { useShortcut } from '../../app/shortcuts/useShortcut.ts'
import type { ReaderToolbarProps } from './ReaderToolbar.tsx'

type Scope = RefObject<HTMLElement | null>

export function useReaderNavShortcuts(
  props: Pick<ReaderToolbarProps, 'nav' | 'onClose'>,
  scope: Scope,
): void {
  const { nav, onClose } = props
  useShortcut('next', () => nav.canNext && nav.next(), { scope })
  useShortcut('previous', () => nav.canPrevious && nav.previous(), { scope })
  useShortcut('back', onClose, { scope })
  useShortcut('close', onClose, { scope, whileTyping: false })
}

export function useReaderShortcuts(props: ReaderToolbarProps, scope: Scope, openMove: () => void) {
  useReaderNavShortcuts(props, scope)
  const { visible } = props
  useShortcut('reply', props.onReply, { scope })
  useShortcut('replyAll', props.onReplyAll, { scope })
  useShortcut('forward', props.onForward, { scope, enabled: visible.forward })
  // Delete to Trash is the toolbar's button or More-menu item 10, as the account has it.
  const canDelete = visible.delete || props.moreItems.some((item) => item.key === 'delete')
  useShortcut('delete', props.onDelete, { scope, enabled: canDelete })
  useShortcut('move', openMove, { scope, enabled: visible.moveTo })
  useShortcut('flag', () => props.onToggleFlag?.(), { scope })
  useShortcut('markRead', () => void props.onMarkRead(true), { scope })
  // Not on a burn-after-reading mail, as its mark-as menu has no "unread" (decision 348).
  useShortcut('markUnread', () => void props.onMarkRead(false), {
    scope,
    enabled: props.canMarkUnread !== false,
  })
}
