// @vitest-environment jsdom
/**
 * src/app/quiet.ts: work that waits until the user and the network have been quiet for a while,
 * or until its latest moment (decision 381: the real bundle's service worker registration).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { InFlightCounter } from '../../../src/api/inflight.ts'
import { onQuiet } from '../../../src/app/quiet.ts'

const QUIET = 3_000
const LATEST = 30_000

describe('onQuiet', () => {
  let busy: InFlightCounter
  beforeEach(() => {
    vi.useFakeTimers()
    busy = new InFlightCounter()
  })
  afterEach(() => vi.useRealTimers())

  const start = () => {
    const callback = vi.fn()
    const cancel = onQuiet(callback, { quietMs: QUIET, latestMs: LATEST, busy })
    return { callback, cancel }
  }

  it('runs once the page has been quiet for the whole time, and only once', () => {
    const { callback } = start()
    vi.advanceTimersByTime(QUIET - 1)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(LATEST)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('waits again after a press, a key or the pointer moving', () => {
    const { callback } = start()
    for (const type of ['pointerdown', 'keydown', 'pointermove']) {
      vi.advanceTimersByTime(QUIET - 100)
      window.dispatchEvent(new Event(type))
    }
    vi.advanceTimersByTime(QUIET - 100)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('waits while an API call is in flight, and the quiet time after it', () => {
    const { callback } = start()
    busy.start()
    vi.advanceTimersByTime(QUIET * 3)
    expect(callback).not.toHaveBeenCalled()
    busy.end()
    vi.advanceTimersByTime(QUIET - 1)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs at the latest moment on a page that is never quiet', () => {
    const { callback } = start()
    busy.start()
    vi.advanceTimersByTime(LATEST - 1)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs never once cancelled, and stops listening', () => {
    const { callback, cancel } = start()
    cancel()
    vi.advanceTimersByTime(LATEST * 2)
    expect(callback).not.toHaveBeenCalled()
  })
})
