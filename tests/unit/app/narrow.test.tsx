/**
 * The narrow-layout breakpoint (src/app/layout/narrow.ts, decision 319): the hook follows the
 * window across 767/768 px, and the CSS media and the hook name the same width.
 */
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  NARROW_MAX_WIDTH,
  NARROW_MEDIA,
  isNarrowWindow,
  useIsNarrow,
} from '../../../src/app/layout/narrow.ts'

/** A matchMedia that answers `(max-width: Npx)` against a width the test sets. */
function fakeWindowWidth(initial: number) {
  let width = initial
  const listeners = new Set<() => void>()
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.NaN)
    return {
      get matches() {
        return width <= max
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }
  })
  return {
    resize(next: number) {
      width = next
      listeners.forEach((listener) => listener())
    },
    listenerCount: () => listeners.size,
  }
}

function Probe() {
  return <span data-testid="probe">{useIsNarrow() ? 'narrow' : 'wide'}</span>
}

afterEach(() => vi.unstubAllGlobals())

describe('narrow breakpoint', () => {
  it('is 767 px in the CSS media and in the hook', () => {
    expect(NARROW_MAX_WIDTH).toBe(767)
    expect(NARROW_MEDIA).toBe('@media (max-width: 767px)')
  })

  it.each([
    [360, true],
    [390, true],
    [767, true],
    [768, false],
    [1440, false],
  ])('a %i px window is narrow: %s', (width, narrow) => {
    fakeWindowWidth(width)
    expect(isNarrowWindow()).toBe(narrow)
  })

  it('re-renders when the window crosses the breakpoint, and stops listening on unmount', () => {
    const window = fakeWindowWidth(1024)
    const { unmount } = render(<Probe />)
    expect(screen.getByTestId('probe').textContent).toBe('wide')
    act(() => window.resize(390))
    expect(screen.getByTestId('probe').textContent).toBe('narrow')
    act(() => window.resize(800))
    expect(screen.getByTestId('probe').textContent).toBe('wide')
    unmount()
    expect(window.listenerCount()).toBe(0)
  })

  it('is wide where the browser has no matchMedia (jsdom without a stub)', () => {
    vi.stubGlobal('matchMedia', undefined)
    render(<Probe />)
    expect(screen.getByTestId('probe').textContent).toBe('wide')
  })
})
