/**
 * Editing "all" from an occurrence other than the first (issue 14): the editor opens with that
 * occurrence's dates, yet the series keeps its own first day. The screen's calls
 * (calendarCalls.saveEvent) against the fake backend, as the event editor makes them.
 */
import dayjs from 'dayjs'
import { beforeEach, describe, expect, test } from 'vitest'
import { eventToValues, toEventPayload } from '../../../src/domain/calendar/eventForm.ts'
import {
  type CalendarEvent,
  loadEvents,
  saveEvent,
} from '../../../src/features/calendar/calendarCalls.ts'
import { tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

const WEEKS = 5

async function weeklySeries(title: string, firstDay: dayjs.Dayjs): Promise<CalendarEvent[]> {
  const values = eventToValues({
    calendar_id: 1,
    title,
    start: firstDay.hour(10).format(),
    end: firstDay.hour(11).format(),
    is_allday: false,
    repeat: { freq: 'weekly', count: WEEKS },
  })
  const series = await saveEvent(null, toEventPayload(values), 'all')
  return occurrencesOf(series.id, firstDay)
}

async function occurrencesOf(id: number, from: dayjs.Dayjs): Promise<CalendarEvent[]> {
  const range = { start: from.subtract(1, 'week').toDate(), end: from.add(8, 'week').toDate() }
  const all = await loadEvents(range, [1], new AbortController().signal)
  return all.filter((e) => e.id === id)
}

// The fake backend is reset after every test (tests/support/server.ts): sign in for each.
beforeEach(async () => {
  startHarness({ token: await tokenFor(), path: '/calendar/index' })
})

describe('saving "all" from an occurrence', () => {
  test('changes every occurrence and keeps the series on its first day', async () => {
    const firstDay = dayjs().add(2, 'day').startOf('day')
    const before = await weeklySeries('周例会（全部）', firstDay)
    expect(before).toHaveLength(WEEKS)
    const third = before[2]!
    const edited = { ...eventToValues(third), title: '周例会（改名）' }
    await saveEvent(
      { id: third.id, occurrence: third.occurrence ?? null },
      toEventPayload(edited),
      'all',
    )

    const after = await occurrencesOf(third.id, firstDay)
    expect(after.map((e) => [e.title, e.start])).toEqual(
      before.map((e) => ['周例会（改名）', e.start]),
    )
  })

  test('a new time from the third occurrence moves every occurrence, not the first day', async () => {
    const firstDay = dayjs().add(3, 'day').startOf('day')
    const before = await weeklySeries('晨会（改时间）', firstDay)
    const third = before[2]!
    const edited = { ...eventToValues(third), startTime: '14:30', endTime: '15:30' }
    await saveEvent(
      { id: third.id, occurrence: third.occurrence ?? null },
      toEventPayload(edited),
      'all',
    )

    const after = await occurrencesOf(third.id, firstDay)
    expect(after.map((e) => dayjs(e.start).format('YYYY-MM-DD HH:mm'))).toEqual(
      before.map((e) => `${dayjs(e.start).format('YYYY-MM-DD')} 14:30`),
    )
    expect(after.map((e) => dayjs(e.end).format('HH:mm'))).toEqual(before.map(() => '15:30'))
  })

  test('a drag of the third occurrence a day later moves the series and its weekday with it', async () => {
    const firstDay = dayjs().add(4, 'day').startOf('day')
    const before = await weeklySeries('周会（拖动）', firstDay)
    const third = before[2]!
    // What a drop one day later saves: the occurrence's values, dates moved by a day.
    const dropped = eventToValues({
      ...third,
      start: dayjs(third.start).add(1, 'day').format(),
      end: dayjs(third.end).add(1, 'day').format(),
    })
    await saveEvent(
      { id: third.id, occurrence: third.occurrence ?? null },
      toEventPayload(dropped),
      'all',
    )

    const after = await occurrencesOf(third.id, firstDay)
    expect(after.map((e) => dayjs(e.start).format('YYYY-MM-DD HH:mm'))).toEqual(
      before.map((e) => dayjs(e.start).add(1, 'day').format('YYYY-MM-DD HH:mm')),
    )
  })
})
