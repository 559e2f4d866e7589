/**
 * Binds one shortcut of the table (shortcutTable.ts) with react-hotkeys-hook. Off when the user
 * switched shortcuts off (/setting/param), while typing in a field or the mail editor (except
 * Ctrl+Enter and Esc), while a dialog or menu is open over the screen (it owns the keys), and in a
 * hidden tab: `scope` is an element of the screen the shortcut acts on.
 */
import type { RefObject } from 'react'
import { useHotkeys } from 'react-hotkeys-hook'
import { useSelector } from '@xstate/react'
import { useOptionalSessionActor } from '../session/SessionProvider.tsx'
import { shortcutOf, type ShortcutId } from './shortcutTable.ts'

export interface ShortcutOptions {
  enabled?: boolean
  scope?: RefObject<HTMLElement | null>
  /** The shortcut belongs to this dialog (the sheet's Esc): fires while it is open. */
  inDialog?: boolean
  /** Overrides the table's inFields (the reader's Esc must not drop a half-typed quick reply). */
  whileTyping?: boolean
}

const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]'

/** Shown: connected and not inside a hidden tab panel or a display:none ancestor. */
export function isShown(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false
  return element.closest('[hidden]') === null
}

// The library looks at the target's tag and isContentEditable; this also covers what is inside a
// contenteditable (Lexical's paragraphs) and custom text boxes. A checkbox or radio button is not
// typing (decision 331): tick mails in the list, then press # or s.
const TYPING =
  'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"]'

// The library's own check would stop every key on an <input>; TYPING above decides instead.
const ON_INPUTS = ['input'] as const

function typing(event: KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest(TYPING) !== null
}

// Enter on a button or link presses it; the open shortcut must not act a second time.
const PRESSABLE = 'button, a[href], [role="button"], [role="link"], [role="tab"], [role="checkbox"]'

function pressing(event: KeyboardEvent): boolean {
  return (
    event.key === 'Enter' &&
    event.target instanceof Element &&
    event.target.closest(PRESSABLE) !== null
  )
}

function otherModifier(event: KeyboardEvent): boolean {
  if (event.getModifierState('AltGraph')) return false
  return event.ctrlKey || event.altKey || event.metaKey
}

function overlayOpen(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null
  if (target?.closest(OVERLAY)) return true
  return document.querySelector('[role="dialog"][aria-modal="true"], [role="menu"]') !== null
}

export function useShortcutsOn(): boolean {
  // Absent (an older server, before the session info loaded, or no session): on, the default.
  return useSelector(
    useOptionalSessionActor() ?? undefined,
    (s) => s?.context.loginAfter?.sw_keyboard_shortcuts !== false,
  )
}

export function useShortcut(id: ShortcutId, handler: () => void, options: ShortcutOptions = {}) {
  const on = useShortcutsOn()
  const shortcut = shortcutOf(id)
  const { scope, inDialog = false } = options
  const whileTyping = options.whileTyping ?? shortcut.inFields === true
  const byCharacter = shortcut.byCharacter === true
  useHotkeys(
    shortcut.keys,
    (event) => {
      if (event.isComposing) return
      // A character is typed with Shift (? and # on a US keyboard) or AltGr: those modifiers are
      // part of it, but Ctrl, Alt or Cmd with it make another shortcut (the browser's).
      if (byCharacter && otherModifier(event)) return
      // An Esc a control already used (a suggestion list or a dropdown closing) is not the screen's.
      if (event.key === 'Escape' && event.defaultPrevented) return
      // The mail editor handles Enter itself (a new paragraph); Ctrl+Enter still sends.
      if (!whileTyping && (event.defaultPrevented || typing(event) || pressing(event))) return
      if (!inDialog && overlayOpen(event)) return
      if (scope && !isShown(scope.current)) return
      event.preventDefault()
      handler()
    },
    {
      enabled: on && (options.enabled ?? true),
      enableOnFormTags: shortcut.inFields === true || ON_INPUTS,
      enableOnContentEditable: shortcut.inFields === true,
      useKey: byCharacter,
      ignoreModifiers: byCharacter,
    },
    [handler, on, options.enabled, scope, inDialog, whileTyping, byCharacter],
  )
}
