/**
 * The one table of keyboard shortcuts (issue 17): it drives both the bindings (useShortcut) and
 * the "?" sheet (ShortcutSheet). `keys` is react-hotkeys-hook's syntax (`,` alternatives, `>` a
 * sequence); `shown` is what the sheet prints, one entry per alternative.
 */
export type ShortcutGroup = 'general' | 'navigation' | 'mail' | 'compose'

export type ShortcutId =
  | 'help'
  | 'compose'
  | 'search'
  | 'close'
  | 'goInbox'
  | 'goSent'
  | 'goDrafts'
  | 'next'
  | 'previous'
  | 'open'
  | 'back'
  | 'reply'
  | 'replyAll'
  | 'forward'
  | 'delete'
  | 'move'
  | 'flag'
  | 'markRead'
  | 'markUnread'
  | 'send'

export interface Shortcut {
  id: ShortcutId
  group: ShortcutGroup
  keys: string
  /** Each alternative as the keys pressed in turn (a sequence has more than one). */
  shown: readonly (readonly string[])[]
  /** Also while typing in a field or the mail editor (only Ctrl+Enter and Esc). */
  inFields?: boolean
  /** Match the character typed (`?`, `#`, `/`), not the physical key: layouts differ. */
  byCharacter?: boolean
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'help', group: 'general', keys: '?', shown: [['?']], byCharacter: true },
  { id: 'compose', group: 'general', keys: 'c', shown: [['C']] },
  { id: 'search', group: 'general', keys: '/', shown: [['/']], byCharacter: true },
  { id: 'close', group: 'general', keys: 'escape', shown: [['Esc']], inFields: true },
  { id: 'goInbox', group: 'navigation', keys: 'g>i', shown: [['G', 'I']] },
  { id: 'goSent', group: 'navigation', keys: 'g>s', shown: [['G', 'S']] },
  { id: 'goDrafts', group: 'navigation', keys: 'g>d', shown: [['G', 'D']] },
  { id: 'next', group: 'navigation', keys: 'j', shown: [['J']] },
  { id: 'previous', group: 'navigation', keys: 'k', shown: [['K']] },
  { id: 'open', group: 'navigation', keys: 'o, enter', shown: [['O'], ['Enter']] },
  { id: 'back', group: 'navigation', keys: 'u', shown: [['U']] },
  { id: 'reply', group: 'mail', keys: 'r', shown: [['R']] },
  { id: 'replyAll', group: 'mail', keys: 'a', shown: [['A']] },
  { id: 'forward', group: 'mail', keys: 'f', shown: [['F']] },
  {
    id: 'delete',
    group: 'mail',
    keys: '#, delete',
    shown: [['#'], ['Delete']],
    byCharacter: true,
  },
  { id: 'move', group: 'mail', keys: 'e', shown: [['E']] },
  { id: 'flag', group: 'mail', keys: 's', shown: [['S']] },
  { id: 'markRead', group: 'mail', keys: 'shift+i', shown: [['Shift+I']] },
  { id: 'markUnread', group: 'mail', keys: 'shift+u', shown: [['Shift+U']] },
  {
    id: 'send',
    group: 'compose',
    keys: 'ctrl+enter, meta+enter',
    shown: [['Ctrl+Enter']],
    inFields: true,
  },
]

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  'general',
  'navigation',
  'mail',
  'compose',
]

export const shortcutOf = (id: ShortcutId): Shortcut => SHORTCUTS.find((s) => s.id === id)!
