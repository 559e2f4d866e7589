/**
 * The mail list's keyboard model (issue 17, decision 310): one tab stop on the active mail row
 * (roving tabindex); Up / Down (and j / k) move it, Home / End go to the first / last mail,
 * Shift+Up / Down extend the selection, Space ticks the row, Enter (and o) opens it. Rows are
 * virtualised: the row is scrolled into the rendered window before it takes the focus.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
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

/** The row the user is on, and the rows around it then, nearest first (where its heir is). */
interface OnRow {
  uid: number
  after: number[]
  before: number[]
}

/**
 * The mail that takes a vanished row's place (deleted, moved): the nearest one after it still on
 * the page, else the nearest before it (it was the last); -1 when none is left (a new page).
 */
function heirOf(mails: readonly { item: ListItem }[], gone: OnRow) {
  const at = new Map(mails.map((mail, index) => [mail.item.uid, index]))
  const uid = [...gone.after, ...gone.before].find((candidate) => at.has(candidate))
  return uid === undefined ? -1 : at.get(uid)!
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body
const rowElement = (scroll: HTMLElement | null, uid: number) =>
  scroll?.querySelector<HTMLElement>(`tr[${ROW_UID}="${uid}"]`) ?? null

export function useGridKeys({ rows, selection, scrollRef, ...input }: GridKeysInput) {
  const { scrollToIndex, onToggle, onOpen } = input
  const mails = rows.flatMap((row, index) =>
    row.kind === 'mail' ? [{ index, item: row.item }] : [],
  )
  const [onRow, setOnRow] = useState<OnRow | null>(null)
  // The rows' focus handler is the same function for the list's life: a new one each render made
  // every memoised row render again whenever the list did (rowRenders.test.tsx, issue 11 §5). It
  // reads the order of the rows last committed, which are the ones the user can be on.
  const shownUids = useRef<number[]>([])
  useEffect(() => {
    shownUids.current = mails.map((mail) => mail.item.uid)
  })
  const choose = useCallback((uid: number) => {
    const uids = shownUids.current
    const at = uids.indexOf(uid)
    if (at < 0) return setOnRow({ uid, after: [], before: [] })
    setOnRow({ uid, after: uids.slice(at + 1), before: uids.slice(0, at).reverse() })
  }, [])
  const found = onRow ? mails.findIndex((mail) => mail.item.uid === onRow.uid) : -1
  // The row the user is on left the page (deleted, moved): the one that takes its place is the
  // row the user is on now (decision 330). Nothing left around it (a new page): none.
  const current = found >= 0 || !onRow ? found : heirOf(mails, onRow)
  // The tab stop: on the row the user is on, else on the first mail.
  const active = mails[Math.max(0, current)]
  const heirUid = found < 0 && current >= 0 ? active!.item.uid : null
  // A mail key (# / Delete, e) sent this row away: when it leaves, the focus goes to its heir.
  const refocusWhenGone = useRef<number | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)

  useEffect(() => {
    if (heirUid === null) return
    // The keyboard stays on the list when the row had the focus (it fell to the page with the
    // row) or a mail key sent the row away (the move-to picker kept the focus meanwhile).
    const held = refocusWhenGone.current
    const keyed = held !== null && rowElement(scrollRef.current, held) === null
    if (keyed) refocusWhenGone.current = null
    if (keyed || focusLost()) rowElement(scrollRef.current, heirUid)?.focus()
  }, [heirUid, scrollRef])

  useEffect(() => {
    if (focusRequest === 0 || !active) return
    rowElement(scrollRef.current, active.item.uid)?.focus()
  }, [focusRequest, active, scrollRef])

  const moveTo = (next: number, extend = false) => {
    const target = mails[Math.min(Math.max(next, 0), mails.length - 1)]
    if (!target) return
    if (extend && active) {
      if (!isSelected(selection, active.item.uid)) onToggle(active.item.uid)
      if (!isSelected(selection, target.item.uid)) onToggle(target.item.uid)
    }
    choose(target.item.uid)
    scrollToIndex(target.index)
    setFocusRequest((n) => n + 1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys inside a row's own controls (checkbox, menus, links) belong to them.
    if (!(event.target instanceof HTMLElement) || !event.target.hasAttribute(ROW_UID)) return
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(Math.max(0, current) + 1, event.shiftKey),
      ArrowUp: () => moveTo(Math.max(0, current) - 1, event.shiftKey),
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
    focused: current >= 0 ? active!.item : undefined,
    onKeyDown,
    onRowFocus: choose,
    /** For ListShortcuts: j / k, and o (Enter elsewhere on the list) opens the active mail. */
    shortcuts: {
      next: () => moveTo(Math.max(0, current) + 1),
      previous: () => moveTo(Math.max(0, current) - 1),
      open: () => {
        if (active) onOpen(active.item)
      },
      /** A mail key is about to send the focused row away: the focus follows to its heir. */
      holdFocus: () => {
        refocusWhenGone.current = current >= 0 ? active!.item.uid : null
      },
    },
  }
}
