import { afterEach, describe, expect, it, vi } from 'vitest'
import { onIdle } from '../../../src/app/idle.ts'

describe('onIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('asks the browser for its next idle moment, at the latest after the timeout', () => {
    const cancel = vi.fn()
    const ask = vi.fn((run: () => void, _options: { timeout: number }) => {
      run()
      return 7
    })
    vi.stubGlobal('requestIdleCallback', ask)
    vi.stubGlobal('cancelIdleCallback', cancel)
    const callback = vi.fn()
    const stop = onIdle(callback, 500, 200)
    expect(ask.mock.calls[0]![1]).toEqual({ timeout: 500 })
    expect(callback).toHaveBeenCalledOnce()
    stop()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('falls back to a timer where the browser has no idle callback, which cancels too', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const callback = vi.fn()
    onIdle(callback, 500, 200)
    vi.advanceTimersByTime(199)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledOnce()
    const later = vi.fn()
    onIdle(later, 500, 200)()
    vi.advanceTimersByTime(500)
    expect(later).not.toHaveBeenCalled()
  })
})
