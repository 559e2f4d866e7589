/**
 * ICS out and in over the fake backend (exportCalendarIcs, exportEventIcs, importCalendarIcs),
 * answers checked against openapi.yaml; the rest of the calendar family is in calendar.test.ts
 * and calendar-events.test.ts.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'
import { type Ev, call, events, weeklyBody } from './calendarSupport.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

describe('ICS (exportCalendarIcs, exportEventIcs, importCalendarIcs)', () => {
  test('export a repeating event, import it back; a broken file is refused clearly', async () => {
    const token = await tokenFor()
    const series = (await (
      await call(token, 'POST', '/api/calendar/events/', weeklyBody(1))
    ).json()) as Ev
    await call(token, 'DELETE', `/api/calendar/events/${series.id}/`, undefined, ZH, {
      scope: 'this',
      occurrence: '2026-11-25T09:00:00+08:00',
    })
    const file = await call(token, 'GET', `/api/calendar/events/${series.id}/ics/`)
    const text = await file.text()
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6')
    expect(text).toContain('DTSTART;TZID=Asia/Shanghai:20261123T090000')
    expect(text).toContain('EXDATE;TZID=Asia/Shanghai:20261125T090000')
    const calendar = await (await call(token, 'GET', '/api/calendar/calendars/1/ics/')).text()
    expect(calendar.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(30)
    const upload = (content: string) => {
      const form = new FormData()
      form.set('file', new Blob([content], { type: 'text/calendar' }), 'x.ics')
      return call(token, 'POST', '/api/calendar/calendars/2/ics/', form, EN)
    }
    expect(await (await upload(text.replaceAll('周例会', 'Imported'))).json()).toEqual({
      created: 1,
      skipped: 0,
    })
    const imported = (
      await events(token, '2026-11-23T00:00:00+08:00', '2026-12-31T00:00:00+08:00', [2])
    ).filter((e) => e.title === 'Imported')
    expect(imported.map((e) => e.start)).toEqual([
      '2026-11-23T09:00:00+08:00',
      '2026-11-30T09:00:00+08:00',
      '2026-12-02T09:00:00+08:00',
      '2026-12-07T09:00:00+08:00',
      '2026-12-09T09:00:00+08:00',
    ])
    expect(await errorOf(await upload('this is not a calendar'))).toEqual({
      file: ['The file could not be read: it is not a valid iCalendar (.ics) file'],
    })
    expect(
      (await call(token, 'POST', '/api/calendar/calendars/3/ics/', new FormData())).status,
    ).toBe(403)
  })
})
