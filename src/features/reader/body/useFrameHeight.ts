/**
 * The height of a mail frame, as its own size reporter says (frameDocument.ts). Only messages
 * from that frame's window count, only a finite number, clamped to a sane range: the frame's
 * content can neither send anything else nor make the app lay out absurd heights.
 */
import { useCallback, useEffect, useState } from 'react'
import { MAIL_FRAME_MAX_HEIGHT, MAIL_FRAME_MIN_HEIGHT } from './frameDocument.ts'

/** Until the first report: enough for a few lines, so a short mail does not jump much. */
export const MAIL_FRAME_INITIAL_HEIGHT = 120

export function clampFrameHeight(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  return Math.min(MAIL_FRAME_MAX_HEIGHT, Math.max(MAIL_FRAME_MIN_HEIGHT, Math.ceil(value)))
}

/** The frame's height and the callback ref that attaches the hook to the frame. */
export function useFrameHeight(): [number, (element: HTMLIFrameElement | null) => void] {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null)
  const [height, setHeight] = useState(MAIL_FRAME_INITIAL_HEIGHT)
  const watch = useCallback((element: HTMLIFrameElement | null) => setFrame(element), [])

  useEffect(() => {
    if (!frame) return
    const onMessage = (event: MessageEvent) => {
      // contentWindow is read on every message: a new srcdoc gives the frame a new window.
      if (event.source === null || event.source !== frame.contentWindow) return
      const next = clampFrameHeight(event.data)
      if (next !== null) setHeight(next)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frame])

  return [height, watch]
}
