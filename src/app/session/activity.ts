/**
 * Tells the session about user activity (resets the idle lock). Throttled: one event per 5 s is
 * plenty against a 30 s tick and keeps the machine quiet while the mouse moves.
 */
const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const
const THROTTLE_MS = 5000

export function trackActivity(onActivity: () => void, target: Window = window): () => void {
  let last = 0
  const handler = () => {
    const now = Date.now()
    if (now - last < THROTTLE_MS) return
    last = now
    onActivity()
  }
  for (const type of EVENTS)
    target.addEventListener(type, handler, { passive: true, capture: true })
  return () => {
    for (const type of EVENTS) target.removeEventListener(type, handler, { capture: true })
  }
}
