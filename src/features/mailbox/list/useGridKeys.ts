/**
 * The mail list's keyboard model (issue 17, decision 310): one tab stop on the active mail row
 * (roving tabindex); Up / Down (and j / k) move it, Home / End go to the first / last mail,
 * Shift+Up / Down extend the selection, Space ticks the row, Enter (and o) opens it. Rows are
 * virtualised: the row is scrolled into the rendered window before it takes the focus.
 */
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react'
import type { ListItem } from '../../../../machines/mail-list/index.ts'
import { isSelected, type Selection } from '../../../domain/mail/selection.ts'
import type { DisplayRow } from './displayRows.ts'

export const ROW_UID = 'data-uid'

interface GridKeysInput {
  rows: readonly DisplayRow[]
  selection: Selection
  scrollRef: RefObject<HTMLDivElement | null>
  scrollToIndex: (index: number) => void
  onToggle: (uid: number) => void
  onOpen: (item: ListItem) => void
}

export function useGridKeys({ rows, selection, scrollRef, ...input }: GridKeysInput) {
  const { scrollToIndex, onToggle, onOpen } = input
  const mails = rows.flatMap((row, index) =>
    row.kind === 'mail' ? [{ index, item: row.item }] : [],
  )
  const [activeUid, setActiveUid] = useState<number | null>(null)
  // The active row left the page (deleted, moved, next page): the first mail takes the stop.
  const position = Math.max(
    0,
    mails.findIndex((mail) => mail.item.uid === activeUid),
  )
  const active = mails[position]
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => {
    if (focusRequest === 0 || !active) return
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[${ROW_UID}="${active.item.uid}"]`)
    row?.focus()
  }, [focusRequest, active, scrollRef])

  const moveTo = (next: number, extend = false) => {
    const target = mails[Math.min(Math.max(next, 0), mails.length - 1)]
    if (!target) return
    if (extend && active) {
      if (!isSelected(selection, active.item.uid)) onToggle(active.item.uid)
      if (!isSelected(selection, target.item.uid)) onToggle(target.item.uid)
    }
    setActiveUid(target.item.uid)
    scrollToIndex(target.index)
    setFocusRequest((n) => n + 1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys inside a row's own controls (checkbox, menus, links) belong to them.
    if (!(event.target instanceof HTMLElement) || !event.target.hasAttribute(ROW_UID)) return
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(position + 1, event.shiftKey),
      ArrowUp: () => moveTo(position - 1, event.shiftKey),
      Home: () => moveTo(0),
      End: () => moveTo(mails.length - 1),
      ' ': () => active && onToggle(active.item.uid),
      Enter: () => active && onOpen(active.item),
    }
    const run = keys[event.key]
    if (!run || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    run()
  }

  return {
    activeUid: active?.item.uid ?? null,
    /**
     * The row the user is on (focused, clicked, moved to with the keys) while it is on the page;
     * not the first row that holds the tab stop by default (decision 330).
     */
    focused: mails.find((mail) => mail.item.uid === activeUid)?.item,
    onKeyDown,
    onRowFocus: setActiveUid,
    /** For ListShortcuts: j / k, and o (Enter elsewhere on the list) opens the active mail. */
    shortcuts: {
      next: () => moveTo(position + 1),
      previous: () => moveTo(position - 1),
      open: () => {
        if (active) onOpen(active.item)
      },
    },
  }
}
