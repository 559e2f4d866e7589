/**
 * The rows of a long page (more than VIRTUALIZE_ABOVE rows: pages of 50 or 100 mails), rendered
 * only around what is in view (@tanstack/react-virtual). A chunk of its own, loaded when a page
 * first needs it: the default page of 20 never does, and the virtualizer was ≈ 9 KB of the mail
 * screen's first load (issue 11, decision 372).
 */
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useLayoutEffect, type ReactNode, type RefObject } from 'react'

const ROW_HEIGHT_PX = 40
const OVERSCAN = 8

export type RowMeasure = (element: HTMLTableRowElement | null) => void

export interface VirtualRowsProps {
  count: number
  scrollRef: RefObject<HTMLDivElement | null>
  /** The row at `index`; `measure` goes on its <tr>, `index` in its data-index. */
  renderRow: (index: number, measure: RowMeasure) => ReactNode
  /** Filled with the virtualizer's scroll, for the grid's keys (a row out of view gets focus). */
  scrollTo: { current: ((index: number) => void) | null }
}

export default function VirtualRows({ count, scrollRef, renderRow, scrollTo }: VirtualRowsProps) {
  // The virtualizer's methods change identity on every scroll by design; nothing memoises them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN,
    // Rows render in a task of their own after the scroll, not inside the scroll event and so
    // in the same task as the frame's style, layout and paint: that pair made one long task.
    // The overscan covers the frame in between.
    useFlushSync: false,
  })
  const measure = useCallback(
    (element: HTMLTableRowElement | null) => virtualizer.measureElement(element),
    [virtualizer],
  )
  useLayoutEffect(() => {
    scrollTo.current = (index) => virtualizer.scrollToIndex(index)
    return () => {
      scrollTo.current = null
    }
  })
  const shown = virtualizer.getVirtualItems()
  const padTop = shown[0]?.start ?? 0
  const padBottom = virtualizer.getTotalSize() - (shown.at(-1)?.end ?? 0)
  return (
    <>
      {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
      {shown.map(({ index }) => renderRow(index, measure))}
      {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
    </>
  )
}
