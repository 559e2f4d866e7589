/**
 * Keeps keyboard focus inside the open modal dialog (issue 17). Fluent focuses a dialog's first
 * control when it opens, but many dialogs first show a loading state (a spinner and a Cancel
 * button) and then their form: the focused button is removed with the loading state and focus
 * falls to <body>, outside the dialog. Escape then does nothing and Tab starts from the page top,
 * behind the dialog. When that happens, focus goes to the topmost dialog's first control.
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
  target.focus()
  return doc.activeElement === target
}

/** Watches the document for the moment focus is lost inside a dialog; returns the stop. */
export function keepFocusInDialogs(doc: Document = document): () => void {
  const observer = new MutationObserver(() => {
    // Cheap first: nothing to do while something has focus (almost every mutation).
    if (doc.activeElement === doc.body) refocusOpenDialog(doc)
  })
  observer.observe(doc.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}
