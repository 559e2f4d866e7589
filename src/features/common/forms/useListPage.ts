/**
 * The state of a settings list page whose rows change through their own dialogs (mailbox move,
 * mailbox sharing, tags, filter rules): the step under way (a dialog, a confirmation), the
 * success notice above the list, and `done`, which ends the step, says what happened and
 * reloads the list. Any new step or action clears the last notice, so it never describes an
 * older change than the one on screen.
 */
import { useCallback, useState } from 'react'

export interface ListPage<Pending, Notice> {
  /** The dialog or confirmation open now, or null. */
  pending: Pending | null
  /** What the last change did, shown until the next step starts. */
  notice: Notice | null
  /** Opens a step (and forgets the last notice). */
  open(next: Pending): void
  /** Closes the step without a change. */
  close(): void
  /** A change went through: the step closes, the notice says so, the list reloads. */
  done(notice: Notice): void
  /** Forgets the notice: an action without a dialog is starting. */
  clearNotice(): void
}

/** `refresh` reloads the list (useSettingsResource's); it must outlive the page's renders. */
export function useListPage<Pending, Notice = string>(
  refresh: () => void,
): ListPage<Pending, Notice> {
  const [pending, setPending] = useState<Pending | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const open = useCallback((next: Pending) => {
    setNotice(null)
    setPending(next)
  }, [])
  const close = useCallback(() => setPending(null), [])
  const done = useCallback(
    (text: Notice) => {
      setPending(null)
      setNotice(text)
      refresh()
    },
    [refresh],
  )
  const clearNotice = useCallback(() => setNotice(null), [])
  return { pending, notice, open, close, done, clearNotice }
}
