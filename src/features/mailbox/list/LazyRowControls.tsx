/**
 * Stand-ins for a row's popup controls (flag menu, tag menu, sender hover card). A Fluent Menu or
 * Popover costs a few milliseconds to mount even while closed, and a 100-mail page mounts dozens
 * of rows per scroll step: the large scenario then blocked the main thread for 150 ms and more.
 * Each stand-in looks and reads like the real trigger (same role, name and icon) and mounts the
 * real control the moment it is used, handing it the click, the focus or the hover.
 */
import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react'
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

export interface LazySenderProps {
  email: string
  name: string
  /** The real hover card, hanging on the same text: a chunk of its own, fetched on first use. */
  load: () => Promise<ComponentType<{ email: string; name: string }>>
}

type Wake = 'pointer' | 'focus'

interface Live {
  Card: ComponentType<{ email: string; name: string }>
  wake: Wake
}

/**
 * The sender's name until the pointer or the focus reaches it; then, once its code is there
 * (the list fetches it as soon as the pointer enters it), the hover card, told about the pointer
 * (a synthetic mouseover: React derives onMouseEnter from it) or given the focus.
 */
export function LazySender({ email, name, load }: LazySenderProps) {
  const styles = useMailRowStyles()
  const [live, setLive] = useState<Live | null>(null)
  const holder = useRef<HTMLSpanElement>(null)
  const standIn = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const trigger = holder.current?.querySelector<HTMLElement>('[tabindex="0"]')
    if (!live || !trigger) return
    if (live.wake === 'pointer') {
      if (!trigger.matches(':hover')) return
      trigger.dispatchEvent(
        new MouseEvent('mouseover', { bubbles: true, relatedTarget: holder.current }),
      )
    } else {
      trigger.focus()
    }
  }, [live])
  const wakeWith = (wake: Wake) =>
    void load()
      .then((Card) => {
        // Tabbed past it while the code came: leave the focus where the user took it.
        if (wake === 'focus' && document.activeElement !== standIn.current) return
        setLive({ Card, wake })
      })
      .catch(() => undefined)
  if (live) {
    return (
      <span ref={holder} className={styles.contents}>
        <live.Card email={email} name={name} />
      </span>
    )
  }
  return (
    <span
      ref={standIn}
      className={styles.sender}
      tabIndex={0}
      title={email}
      onPointerEnter={() => wakeWith('pointer')}
      onFocus={() => wakeWith('focus')}
    >
      {name || email}
    </span>
  )
}
