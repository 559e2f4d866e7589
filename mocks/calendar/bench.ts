/**
 * The "a week with 500 events renders in under 200 ms" bench's data: `count` single events in
 * the demo user's default calendar, spread over the week (Monday 00:00 Asia/Shanghai) that holds
 * `nowMs`, with overlaps on every day, a tenth of them all-day. Deterministic: the same count
 * and week give the same events.
 */
import type { CalendarEventRecord } from '../db/index.ts'
import { isoAt } from '../seed/messages.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const OFFSET = 8 * HOUR
const TITLES = ['评审会', '客戶拜訪', 'Standup', '需求澄清', '預算會議', 'Design review', '面试']
const PLACES = ['3F 会议室', 'Zoom', '台北辦公室', '']

export function benchWeekStart(nowMs: number): number {
  const today = Math.floor((nowMs + OFFSET) / DAY) * DAY - OFFSET
  const weekday = new Date(today + OFFSET).getUTCDay()
  return today - ((weekday + 6) % 7) * DAY
}

export function benchWeekEvents(
  count: number,
  weekStartMs: number,
  firstId: number,
  calendarId: number,
  organizer: [string, string],
): CalendarEventRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const day = i % 7
    const allDay = i % 10 === 9
    // 08:00 to 19:30 in half hours, a different slot per event of the day; 30–120 minutes.
    const slot = Math.floor(i / 7) % 24
    const start = weekStartMs + day * DAY + (allDay ? 0 : 8 * HOUR + slot * HOUR * 0.5)
    const end = allDay ? start + DAY : start + (1 + (i % 4)) * HOUR * 0.5
    return {
      calendar_id: calendarId,
      id: firstId + i,
      title: `${TITLES[i % TITLES.length]} #${i + 1}`,
      start: isoAt(start),
      end: isoAt(end),
      all_day: allDay,
      time_zone: 'Asia/Shanghai',
      rrule: '',
      exdates: [],
      series_id: null,
      occurrence: null,
      place: PLACES[i % PLACES.length]!,
      description: '',
      remind_email: false,
      remind_minutes: null,
      color: '',
      organizer: organizer[0],
      organizer_name: organizer[1],
      participants: [],
      invitation_of: null,
    }
  })
}
