/**
 * Which calendars the side list switched off, per user, kept in this browser (localStorage) so
 * the choice survives a reload and another user of the same browser keeps their own.
 */
import { useCallback, useState } from 'react'

const keyOf = (email: string) => `calendar.hidden.${email}`

export function readHidden(email: string): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(email)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : []
  } catch {
    return []
  }
}

export function useHiddenCalendars(email: string) {
  const [hidden, setHidden] = useState<number[]>(() => readHidden(email))
  const toggle = useCallback(
    (id: number, shown: boolean) => {
      setHidden((current) => {
        const next = shown
          ? current.filter((other) => other !== id)
          : [...new Set([...current, id])]
        try {
          localStorage.setItem(keyOf(email), JSON.stringify(next))
        } catch {
          // A full or blocked storage only loses the choice for the next visit.
        }
        return next
      })
    },
    [email],
  )
  return { hidden, toggle }
}
