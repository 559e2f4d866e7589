/**
 * Stand-ins for a row's popup menus (flag menu, tag menu; the sender's hover card has its own:
 * src/features/mail-actions/LazySender.tsx). A Fluent Menu or
 * Popover costs a few milliseconds to mount even while closed, and a 100-mail page mounts dozens
 * of rows per scroll step: the large scenario then blocked the main thread for 150 ms and more.
 * Each stand-in looks and reads like the real trigger (same role, name and icon) and mounts the
 * real control the moment it is used, handing it the click, the focus or the hover.
 */
import { useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { useMailRowStyles } from './useMailRowStyles.styles.ts'

export interface LazyMenuButtonProps {
  label: string
  icon: ReactElement
  /** The real control; its first button is the menu's trigger. */
  children: () => ReactNode
}

/**
 * A menu trigger that mounts its menu on first use. The click that mounted it is replayed on
 * the real trigger after the event is over: replayed during it, the menu would see the rest of
 * that click as a click outside and close again.
 */
export function LazyMenuButton({ label, icon, children }: LazyMenuButtonProps) {
  const styles = useMailRowStyles()
  const [live, setLive] = useState(false)
  const holder = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    if (!live) return
    const trigger = holder.current?.querySelector('button')
    trigger?.focus()
    const timer = setTimeout(() => trigger?.click())
    return () => clearTimeout(timer)
  }, [live])
  if (live) {
    return (
      <span ref={holder} className={styles.contents}>
        {children()}
      </span>
    )
  }
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setLive(true)}
    >
      {icon}
    </button>
  )
}
