/**
 * Work that may wait for the user: `onQuiet` runs its callback once the page has been quiet for
 * `quietMs` — no press, key, wheel or pointer movement, and no API call in flight — and at
 * `latestMs` at the latest (a page that is never quiet still gets it). The real bundle's service
 * worker registers this way (decision 381): its install downloads the whole build, and right
 * after the first paint that download took the network and the CPU from the user's first clicks.
 */
const INPUT = ['pointermove', 'pointerdown', 'keydown', 'wheel'] as const

/** What is in flight (src/api/inflight.ts's counter). */
export interface Busy {
  getSnapshot(): number
  subscribe(listener: () => void): () => void
}

export interface QuietOptions {
  quietMs: number
  latestMs: number
  busy: Busy
}

/** Runs `callback` once, when the page has been quiet long enough; returns a cancel. */
export function onQuiet(callback: () => void, { quietMs, latestMs, busy }: QuietOptions) {
  let last = Date.now()
  let done = false
  let check: ReturnType<typeof setTimeout> | undefined
  const touch = () => {
    last = Date.now()
  }
  const stopBusy = busy.subscribe(touch)
  INPUT.forEach((type) => window.addEventListener(type, touch, { capture: true, passive: true }))
  const stop = () => {
    done = true
    clearTimeout(check)
    clearTimeout(latest)
    stopBusy()
    INPUT.forEach((type) => window.removeEventListener(type, touch, true))
  }
  const run = () => {
    if (done) return
    stop()
    callback()
  }
  const wait = () => {
    const left = last + quietMs - Date.now()
    if (left <= 0 && busy.getSnapshot() === 0) run()
    else check = setTimeout(wait, Math.max(left, quietMs / 10))
  }
  const latest = setTimeout(run, latestMs)
  check = setTimeout(wait, quietMs)
  return stop
}
