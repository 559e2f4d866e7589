/**
 * Works around a Fluent UI v9 bug (microsoft/fluentui#35139): when a modal dialog unmounts
 * together with the screen that owned it (confirming logout, finishing the forced password
 * change), tabster can be disposed before it un-hides the app, leaving `aria-hidden="true"` on
 * #root — the next page is then invisible to screen readers and keyboard users. After every
 * navigation, once no modal is open any more, the app root is made visible again.
 */
const ROOT_ID = 'root'

export function releaseStaleModalHiding(doc: Document = document): boolean {
  if (doc.querySelector('[aria-modal="true"]')) return false
  const root = doc.getElementById(ROOT_ID)
  if (root?.getAttribute('aria-hidden') !== 'true') return false
  root.removeAttribute('aria-hidden')
  return true
}

/** Checks at once (almost) and again once a dialog's exit motion has finished. */
export function releaseStaleModalHidingSoon(): void {
  setTimeout(() => releaseStaleModalHiding(), 50)
  setTimeout(() => releaseStaleModalHiding(), 600)
}

/**
 * After every navigation. A dialog that stays open across the navigation (the 401 box, over the
 * login page) is checked when it closes instead (expiredBox.ts).
 */
export function watchStaleModalHiding(subscribe: (listener: () => void) => () => void): () => void {
  return subscribe(releaseStaleModalHidingSoon)
}
