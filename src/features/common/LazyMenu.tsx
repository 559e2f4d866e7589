/**
 * A menu that mounts on first use (issue 11). A closed Fluent Menu still costs its trigger's
 * hooks, context providers and positioning set-up: the reader's toolbar mounted three of them
 * with every mail opened (move to, mark as, more), a few milliseconds each on the open's
 * critical path. The stand-in looks and reads like the real trigger (same component, role, name
 * and icon); the first click, Enter, Space or ArrowDown on it mounts the real menu and hands it
 * that use. The mail list's row controls do the same for their menus
 * (src/features/mailbox/list/LazyRowControls.tsx).
 */
import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

/** What the stand-in trigger spreads on itself. */
export interface StandInProps {
  'aria-haspopup': 'menu'
  onClick: () => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

export interface LazyMenuProps {
  /** The trigger as it looks before the menu is mounted. */
  standIn: (props: StandInProps) => ReactElement
  /** The real menu; its first button is the trigger. */
  children: () => ReactNode
  /** Mount the real menu now (it is opened another way, e.g. a shortcut). */
  live?: boolean
}

type Use = 'click' | 'key'

const CONTENTS = { display: 'contents' } as const

export function LazyMenu({ standIn, children, live = false }: LazyMenuProps) {
  const [used, setUsed] = useState<Use | null>(null)
  const holder = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    if (!used) return
    const trigger = holder.current?.querySelector('button')
    if (!trigger) return
    trigger.focus()
    // After the event that mounted the menu: handed over during it, the rest of that click
    // would reach the open menu as a click outside and close it again.
    const timer = setTimeout(() => {
      if (used === 'click') trigger.click()
      else
        trigger.dispatchEvent(
          new globalThis.KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }),
        )
    })
    return () => clearTimeout(timer)
  }, [used])
  if (live || used) {
    return (
      <span ref={holder} style={CONTENTS}>
        {children()}
      </span>
    )
  }
  return standIn({
    'aria-haspopup': 'menu',
    onClick: () => setUsed('click'),
    onKeyDown: (event) => {
      // Enter and Space end in a click; ArrowDown opens a menu from its trigger as well.
      if (event.key !== 'ArrowDown') return
      event.preventDefault()
      setUsed('key')
    },
  })
}
