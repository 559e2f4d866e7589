/**
 * Runs `callback` when the browser is next idle, at the latest after `timeoutMs`; where there is
 * no requestIdleCallback (older Safari, jsdom), after `fallbackMs`. Returns what cancels it.
 */
export function onIdle(callback: () => void, timeoutMs: number, fallbackMs = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => callback(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(callback, fallbackMs)
  return () => clearTimeout(timer)
}
