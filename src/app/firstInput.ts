/**
 * The user's first sign of acting on the page: the pointer moving over it, a press, a key or a
 * click (a screen reader's activation sends only that). What the next click on a screen may need
 * but its first paint does not (the rest of the mail screen's catalog) is fetched then, instead
 * of while the first screen is still settling or for a visitor who only looks
 * (docs/decisions.md #215).
 */
const EVENTS = ['pointermove', 'pointerdown', 'keydown', 'click'] as const

/** Runs `callback` once, on the first input anywhere in the window; returns a cancel. */
export function onFirstInput(callback: () => void): () => void {
  let done = false
  const stop = () => EVENTS.forEach((type) => window.removeEventListener(type, run, true))
  function run() {
    if (done) return
    done = true
    stop()
    callback()
  }
  EVENTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }))
  return () => {
    done = true
    stop()
  }
}
