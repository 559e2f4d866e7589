/**
 * A key that changes at each opening of a dialog kept mounted and closed through `open`: keyed
 * by it, every opening is a fresh Fluent Dialog. Reopened while tabster still retires the previous
 * modalizer, a reused surface can be left aria-hidden (microsoft/fluentui#35139); a fresh one also
 * starts with nothing ticked or typed.
 */
import { useState } from 'react'

export function useOpeningKey(open: boolean): number {
  const [openings, setOpenings] = useState(open ? 1 : 0)
  const [wasOpen, setWasOpen] = useState(open)
  // Derived during render (React's "storing information from previous renders").
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpenings(openings + 1)
  }
  return openings
}
