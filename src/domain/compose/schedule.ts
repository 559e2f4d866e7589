/**
 * Schedule and burn dates (R-VALID-10; R-SEND). The spec leaves the
 * schedule's "future" rule open; the choice (see the compose section of machines/README.md):
 * schedule_day is read as local time with seconds 00 and must be strictly later than now, checked
 * when Send is pressed; burn_day must be a later day than today, since the mail is destroyed at
 * 0:00 of that day (today's 0:00 is already past).
 */
import { BURN_VIEWS_MAX, BURN_VIEWS_MIN } from './constants.ts'

const SCHEDULE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function localDate(y: number, mo: number, d: number, h = 0, mi = 0): Date | null {
  const date = new Date(y, mo - 1, d, h, mi, 0, 0)
  const same =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi
  return same ? date : null
}

/** 'YYYY-MM-DD HH:mm' as a local Date; null when malformed or not a real time (2025-02-30). */
export function parseScheduleDay(text: string): Date | null {
  const m = SCHEDULE.exec(text.trim())
  if (!m) return null
  const [, y, mo, d, h, mi] = m.map(Number)
  return localDate(y ?? 0, mo ?? 0, d ?? 0, h ?? 0, mi ?? 0)
}

/** 'YYYY-MM-DD' as local midnight; null when malformed. */
export function parseBurnDay(text: string): Date | null {
  const m = DAY.exec(text.trim())
  if (!m) return null
  const [, y, mo, d] = m.map(Number)
  return localDate(y ?? 0, mo ?? 0, d ?? 0)
}

export type ScheduleProblem = 'scheduleInvalid' | 'schedulePast'

export function scheduleProblem(scheduleDay: string, now: Date): ScheduleProblem | null {
  const when = parseScheduleDay(scheduleDay)
  if (!when) return 'scheduleInvalid'
  return when.getTime() > now.getTime() ? null : 'schedulePast'
}

export type BurnProblem = 'burnLimitRange' | 'burnDayInvalid' | 'burnDayPast'

export function burnProblem(burnLimit: number, burnDay: string, now: Date): BurnProblem | null {
  // C-LIMIT-5
  if (!Number.isInteger(burnLimit) || burnLimit < BURN_VIEWS_MIN || burnLimit > BURN_VIEWS_MAX)
    return 'burnLimitRange'
  const day = parseBurnDay(burnDay)
  if (!day) return 'burnDayInvalid'
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  return day.getTime() > today.getTime() ? null : 'burnDayPast'
}
