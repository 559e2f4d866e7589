/**
 * Keeps keyboard focus inside the open modal dialog (issue 17). Fluent focuses a dialog's first
 * control when it opens, but many dialogs first show a loading state (a spinner and a Cancel
 * button) and then their form: the focused button is removed with the loading state and focus
 * falls to <body>, outside the dialog. Escape then does nothing and Tab starts from the page top,
 * behind the dialog. When that happens, focus goes to the topmost dialog's first control.
 *
 * Closing is the mirror case: Fluent gives focus back only to a DialogTrigger (or a marked
 * restore target), and most dialogs here open from state, so on close focus fell to <body> and
 * a keyboard user had to start again from the page's top. A dialog that goes away with focus on
 * <body> gives it back to the control that had it when the dialog appeared, if it is still there.
 *
 * The refocus waits for the next task, never from inside the mutation observer (decision 340): a
 * dialog that has just been added is not yet a modal for tabster (Fluent's focus manager), which
 * registers it from its own mutation observer, called after this one when this one started
 * first (src/main.tsx starts it as the app renders: in most runs). Focus put on the new surface before that registration never made it the active modal,
 * and tabster then hid the dialog itself (aria-hidden on the surface): the forced change-password
 * dialog was on the page but out of the accessibility tree. A task later, tabster knows the
 * surface, and Fluent has usually focused it itself already.
 */
const MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]'
const FOCUSABLE = [
  'input:not([disabled]):not([type="hidden"])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled])',
  '[href]',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
]
  .map((selector) => `${selector}:not([data-tabster-dummy]):not([aria-hidden="true"])`)
  .join(', ')

/** Moves focus back into the topmost open modal if it fell to <body>; whether it did. */
export function refocusOpenDialog(doc: Document = document): boolean {
  if (doc.activeElement && doc.activeElement !== doc.body) return false
  const dialogs = doc.querySelectorAll<HTMLElement>(MODAL)
  const dialog = dialogs[dialogs.length - 1]
  if (!dialog) return false
  const target = dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog
  // Without scrolling: a scrolled form moved under a pressed pointer loses the click.
  target.focus({ preventScroll: true })
  return doc.activeElement === target
}

/** Watches the document for the moments focus is lost around a dialog; returns the stop. */
export function keepFocusInDialogs(doc: Document = document): () => void {
  /** The last control focused outside any modal: the opener of the next one. */
  let lastOutside: HTMLElement | null = null
  const openers = new Map<Element, HTMLElement | null>()
  // While a pointer is down, focus passes through <body> on its way (a popup closing under a
  // mousedown): a refocus then would take the click's place. It is looked at on release instead.
  let pressed = false
  const onPointerDown = () => {
    pressed = true
  }
  const onPointerUp = () => {
    pressed = false
    if (doc.activeElement === doc.body) refocusOpenDialog(doc)
  }
  // One pending refocus at a time, checked again when it runs (Fluent may have placed focus).
  let refocusTimer: ReturnType<typeof setTimeout> | undefined
  const refocusSoon = () => {
    if (refocusTimer !== undefined) return
    refocusTimer = setTimeout(() => {
      refocusTimer = undefined
      if (!pressed && doc.activeElement === doc.body) refocusOpenDialog(doc)
    }, 0)
  }
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (target instanceof HTMLElement && !target.closest(MODAL)) lastOutside = target
  }
  const track = (dialog: Element) => {
    if (!openers.has(dialog)) openers.set(dialog, lastOutside)
  }
  // Only what was added is searched, not the whole document on every change (a mail opening
  // is hundreds of changes in a large document).
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue
        const element = node as Element
        if (element.matches(MODAL)) track(element)
        if (element.firstElementChild) element.querySelectorAll(MODAL).forEach(track)
      }
    }
    for (const [dialog, opener] of openers) {
      if (dialog.isConnected) continue
      openers.delete(dialog)
      const lost = !doc.activeElement || doc.activeElement === doc.body
      if (lost && opener?.isConnected && !doc.querySelector(MODAL)) opener.focus()
    }
    // Cheap first: nothing to do while something has focus (almost every mutation) or while
    // no dialog is open.
    if (!pressed && openers.size > 0 && doc.activeElement === doc.body) refocusSoon()
  })
  doc.addEventListener('focusin', onFocusIn, true)
  doc.addEventListener('pointerdown', onPointerDown, true)
  // After the click's own handlers (bubbling, on the next task), so the click lands first.
  const onRelease = () => setTimeout(onPointerUp, 0)
  doc.addEventListener('pointerup', onRelease, true)
  doc.addEventListener('pointercancel', onRelease, true)
  observer.observe(doc.body, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    clearTimeout(refocusTimer)
    doc.removeEventListener('focusin', onFocusIn, true)
    doc.removeEventListener('pointerdown', onPointerDown, true)
    doc.removeEventListener('pointerup', onRelease, true)
    doc.removeEventListener('pointercancel', onRelease, true)
  }
}
