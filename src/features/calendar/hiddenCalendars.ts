/**
 * Which calendars the side list switched off: the calendar settings' `hidden_calendar_ids`
 * (decision 227), so the choice follows the user to another browser. A switch applies at once;
 * the PUT follows, and a refused or failed one puts the switch back and says so.
 */
import { useCallback, useRef, useState } from 'react'
import { saveCalendarSettings, type CalendarSettings } from './calendarCalls.ts'

const NONE: readonly number[] = []

export function useHiddenCalendars(settings: CalendarSettings | null) {
  // The user's own switching since the settings loaded; null = as the server said.
  const [chosen, setChosen] = useState<readonly number[] | null>(null)
  const [failed, setFailed] = useState(false)
  const hidden = chosen ?? settings?.hidden_calendar_ids ?? NONE
  // One PUT at a time, in the order of the clicks: each carries the whole list, the last wins.
  const queue = useRef<Promise<unknown>>(Promise.resolve())

  const toggle = useCallback(
    (id: number, shown: boolean) => {
      if (!settings) return
      const before = hidden
      const next = shown ? before.filter((other) => other !== id) : [...new Set([...before, id])]
      setChosen(next)
      setFailed(false)
      const { week_start, default_view, default_remind_minutes } = settings
      queue.current = queue.current.then(() =>
        saveCalendarSettings(
          { week_start, default_view, default_remind_minutes, hidden_calendar_ids: next },
          new AbortController().signal,
        ).catch(() => {
          setChosen(before)
          setFailed(true)
        }),
      )
    },
    [settings, hidden],
  )
  return { hidden, toggle, failed }
}
