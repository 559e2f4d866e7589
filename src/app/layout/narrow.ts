/**
 * The narrow-window layout's one breakpoint (decision 319): below 768 px (phones, and a desktop
 * window squeezed to a third of a screen) the app shows one pane at a time — folders in a
 * drawer, then the list, then the mail — with the top bar folded into a menu. The CSS media query
 * and the hook read the same number, so styles and components switch together.
 */
import { useSyncExternalStore } from 'react'

/** The widest window that still gets the one-pane layout. */
export const NARROW_MAX_WIDTH = 767

/** The media condition, without `@media`, for `matchMedia`. */
export const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`

/** For Griffel styles: `{ [NARROW_MEDIA]: { ... } }`. */
export const NARROW_MEDIA = `@media ${NARROW_QUERY}`

/** Apple's and Google's minimum touch target (HIG 44 pt, Material 48 dp): rows, buttons, menu items. */
export const TOUCH_TARGET = '44px'

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined
  const query = window.matchMedia(NARROW_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the window is narrow now (false where there is no window or no matchMedia). */
export function isNarrowWindow(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false
  return window.matchMedia(NARROW_QUERY).matches
}

/** Re-renders when the window crosses the breakpoint (a rotated phone, a resized window). */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrowWindow, () => false)
}
