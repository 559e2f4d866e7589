/**
 * What a screen's next click may need is fetched on the user's first input (src/app/firstInput.ts):
 * once, on a pointer move, press, key or click anywhere, never before, and not once cancelled.
 */
import { describe, expect, it, vi } from 'vitest'
import { onFirstInput } from '../../../src/app/firstInput.ts'

describe('onFirstInput', () => {
  it.each(['pointermove', 'pointerdown', 'keydown', 'click'])('runs once, on %s', (type) => {
    const callback = vi.fn()
    onFirstInput(callback)
    window.dispatchEvent(new Event('scroll'))
    expect(callback).not.toHaveBeenCalled()
    window.dispatchEvent(new Event(type))
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new Event('keydown'))
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('sees input aimed at any element, and nothing once cancelled', () => {
    const seen = vi.fn()
    const cancelled = vi.fn()
    onFirstInput(seen)
    const cancel = onFirstInput(cancelled)
    cancel()
    const button = document.body.appendChild(document.createElement('button'))
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(seen).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()
    button.remove()
  })
})
