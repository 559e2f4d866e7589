import { useEffect, useState } from 'react'

/**
 * How many cards of `minWidth` (with `gap` between) fit side by side in the element: the grid
 * fills rows the same way (`repeat(auto-fill, minmax(minWidth, 1fr))`), so this is one row.
 * Before the first measure, and where nothing is laid out (tests), `fallback`.
 */
export function useGridColumns(
  element: HTMLElement | null,
  minWidth: number,
  gap: number,
  fallback: number,
): number {
  const [columns, setColumns] = useState(fallback)
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return
    // The observer reports the element's size once as it starts, after the browser's own layout:
    // reading `clientWidth` here instead forced a layout of the whole page in every mail open
    // (issue 11).
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentBoxSize[0]?.inlineSize ?? element.clientWidth
      if (width > 0) setColumns(Math.max(1, Math.floor((width + gap) / (minWidth + gap))))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, minWidth, gap])
  return columns
}
