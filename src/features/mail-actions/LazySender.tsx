/**
 * The sender's (or a recipient's) name where its hover card will hang: the list's rows and the
 * reader's header. The card, with Fluent's Avatar and Popover and the contact dialog behind it,
 * is a chunk of its own (decision 148): neither the list's first paint nor the reader's code,
 * which is fetched while the user has not acted yet (decision 187), carries it. The list fetches
 * it as soon as the pointer reaches it (nextClick.ts); the stand-in looks and reads like the
 * card's own trigger and mounts the card the moment the pointer or the focus reaches it.
 */
import { makeStyles, tokens } from '@fluentui/react-components'
import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { preloadable } from '../../app/preloadable.ts'

export const SenderCard = preloadable(() =>
  import('./SenderCard.tsx').then((module) => module.SenderCard),
)

type CardProps = { email: string; name: string; children?: ReactNode }

const useStyles = makeStyles({
  // Only once the card is mounted: takes no box of its own.
  contents: { display: 'contents' },
  // SenderCard's own trigger style.
  sender: {
    cursor: 'default',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
})

export interface LazySenderProps {
  email: string
  name: string
  /** What the card hangs on; defaults to the name (or the address), as in SenderCard. */
  children?: ReactNode
  /** The real hover card, hanging on the same text: a chunk of its own, fetched on first use. */
  load?: () => Promise<ComponentType<CardProps>>
}

type Wake = 'pointer' | 'focus'

interface Live {
  Card: ComponentType<CardProps>
  wake: Wake
}

/**
 * The name until the pointer or the focus reaches it; then, once its code is there, the hover
 * card, told about the pointer (a synthetic mouseover: React derives onMouseEnter from it) or
 * given the focus.
 */
export function LazySender({ email, name, children, load = SenderCard.preload }: LazySenderProps) {
  const styles = useStyles()
  const [live, setLive] = useState<Live | null>(null)
  const holder = useRef<HTMLSpanElement>(null)
  const standIn = useRef<HTMLSpanElement>(null)
  // Whether the pointer is still on the name when the card mounts (it may have moved on).
  const pointerOn = useRef(false)
  useLayoutEffect(() => {
    const trigger = holder.current?.querySelector<HTMLElement>('[tabindex="0"]')
    if (!live || !trigger) return
    if (live.wake === 'pointer') {
      if (!pointerOn.current) return
      // The pointer "leaves" the holder for the trigger: React derives the trigger's onMouseEnter
      // from a mouseout whose target and relatedTarget it manages (it ignores a mouseover coming
      // from one of its own nodes, which the card's Popover never heard of).
      holder.current?.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, relatedTarget: trigger }),
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
        <live.Card email={email} name={name}>
          {children}
        </live.Card>
      </span>
    )
  }
  return (
    <span
      ref={standIn}
      className={styles.sender}
      tabIndex={0}
      title={email}
      onPointerEnter={() => {
        pointerOn.current = true
        wakeWith('pointer')
      }}
      onPointerLeave={() => {
        pointerOn.current = false
      }}
      onFocus={() => wakeWith('focus')}
    >
      {children ?? (name || email)}
    </span>
  )
}
