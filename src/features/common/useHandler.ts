/**
 * A handler that is the same function for the component's whole life and always runs the latest
 * render's code. For props of memoised children (the folder list's header, toolbar, pager, rows):
 * an inline arrow is new at every render and renders them all again (issue 11: the list renders
 * three times around each mail's first read). Call it from events only, never while rendering.
 */
import { useCallback, useLayoutEffect, useRef } from 'react'

export function useHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler)
  useLayoutEffect(() => {
    latest.current = handler
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
