/**
 * The calendar seed: the demo user's calendars with single, overlapping, all-day and repeating
 * events (repeats as RRULE text, never expanded), two colleagues' calendars shared with demo
 * (one read-only, one with edit), and for every invitation mail the organiser's event plus
 * demo's copy (invitation_of), so an answer reaches the organiser's participant list.
 */
import type {
  CalendarEventRecord,
  CalendarRecord,
  CalendarSettingsRecord,
  MessageRecord,
  UserRecord,
} from '../db/index.ts'
import { isoAt } from './messages.ts'
import { type Rng, chance, int, pick } from './random.ts'

const DAY = 86_400_000
const HOUR = 3_600_000
/** Seeded times are Asia/Shanghai (+08:00), as isoAt writes them. */
const ZONE = 'Asia/Shanghai'
const OFFSET = 8 * HOUR

export interface Calendars {
  calendars: CalendarRecord[]
  events: CalendarEventRecord[]
  settings: CalendarSettingsRecord[]
}

const EVENT_TITLES = [
  '产品评审会',
  '客戶拜訪',
  'Sprint planning',
  '年度體檢',
  'Vendor call',
  '培训：信息安全',
  '预算对齐',
  '1:1 with manager',
  '季度財報說明會',
]
const PLACES = ['3F 会议室', '台北辦公室', 'Zoom', '大会议室', 'Teams', '']
const DESCRIPTIONS = ['请提前准备材料。', '議程見附件。', 'Agenda in the shared doc.', '']

type Who = Pick<UserRecord, 'username' | 'email' | 'realname'>

export function buildCalendars(
  rng: Rng,
  demo: Who,
  users: readonly UserRecord[],
  anchorMs: number,
  invitations: MessageRecord[],
): Calendars {
  const colleagues = users.filter(
    (u) => !u.is_shared_mailbox && !u.is_admin && u.username !== demo.username,
  )
  const twColleague = colleagues.find((u) => u.language === 'zh-tw') ?? colleagues[0]!
  const enColleague = colleagues.find((u) => u.language === 'en') ?? colleagues[1]!
  const calendars: CalendarRecord[] = [
    {
      owner: demo.username,
      id: 1,
      name: '我的日历',
      color: '#039BE5',
      is_default: true,
      shares: [],
    },
    {
      owner: demo.username,
      id: 2,
      name: '項目排期',
      color: '#33B679',
      is_default: false,
      shares: [{ id: 1, email: 'reviewer@huayu.example.com', permission: 'read' }],
    },
    {
      owner: twColleague.username,
      id: 3,
      name: '市場部活動',
      color: '#E67C73',
      is_default: true,
      shares: [{ id: 2, email: demo.email, permission: 'read' }],
    },
    {
      owner: enColleague.username,
      id: 4,
      name: 'Release train',
      color: '#8E24AA',
      is_default: true,
      shares: [{ id: 3, email: demo.email, permission: 'edit' }],
    },
  ]
  const events: CalendarEventRecord[] = []
  // Local midnight of the anchor's day in Shanghai.
  const today = Math.floor((anchorMs + OFFSET) / DAY) * DAY - OFFSET
  const event = (
    id: number,
    calendarId: number,
    startMs: number,
    hours: number,
    title: string,
    organizer: Who,
  ): CalendarEventRecord => ({
    calendar_id: calendarId,
    id,
    title,
    start: isoAt(startMs),
    end: isoAt(startMs + hours * HOUR),
    all_day: false,
    time_zone: ZONE,
    rrule: '',
    exdates: [],
    series_id: null,
    occurrence: null,
    place: pick(rng, PLACES),
    description: pick(rng, DESCRIPTIONS),
    remind_email: chance(rng, 0.3),
    remind_minutes: 15,
    color: '',
    organizer: organizer.email,
    organizer_name: organizer.realname,
    participants: [],
    invitation_of: null,
  })
  const allDay = (id: number, calendarId: number, day: number, days: number, title: string) => ({
    ...event(id, calendarId, today + day * DAY, 0, title, demo),
    end: isoAt(today + (day + days) * DAY),
    all_day: true,
    place: '',
    remind_minutes: null,
  })

  for (let i = 0; i < 26; i++) {
    const start = today + int(rng, -20, 30) * DAY + int(rng, 9, 17) * HOUR
    events.push(
      event(i + 1, chance(rng, 0.7) ? 1 : 2, start, int(rng, 1, 2), pick(rng, EVENT_TITLES), demo),
    )
  }
  // Three meetings overlapping tomorrow afternoon: drawn side by side.
  events.push(event(27, 1, today + DAY + 14 * HOUR, 2, '架构评审', demo))
  events.push(event(28, 2, today + DAY + 14.5 * HOUR, 1, '客戶需求訪談', demo))
  events.push(event(29, 1, today + DAY + 15 * HOUR, 1.5, 'Design sync', demo))
  events.push({
    ...event(30, 1, today + 9.5 * HOUR, 0.25, 'Daily stand-up / 每日站会', demo),
    rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    place: 'Teams',
  })
  // The weekly meeting: Mondays 10:00, starting the Monday of four weeks ago.
  const weekday = new Date(today + OFFSET).getUTCDay()
  const monday = today - ((weekday + 6) % 7) * DAY - 28 * DAY
  events.push({
    ...event(31, 1, monday + 10 * HOUR, 1, '部门周会', demo),
    rrule: 'FREQ=WEEKLY;BYDAY=MO',
    place: '3F 会议室',
    participants: [
      { email: twColleague.email, name: twColleague.realname, status: 'accept' },
      { email: enColleague.email, name: enColleague.realname, status: 'wait' },
    ],
  })
  events.push(allDay(32, 1, 3, 1, '公司年会'))
  events.push(allDay(33, 2, 8, 3, '國慶連假 / Holiday'))
  events.push({
    ...event(34, 1, today + 2 * DAY + 16 * HOUR, 1, 'Q4 roadmap review', demo),
    participants: [
      { email: twColleague.email, name: twColleague.realname, status: 'accept' },
      { email: enColleague.email, name: enColleague.realname, status: 'start' },
    ],
  })
  // Colleagues' shared calendars.
  events.push(event(40, 3, today + 11 * HOUR, 2, '新品發表會彩排', twColleague))
  events.push(event(41, 3, today + 4 * DAY + 13 * HOUR, 3, '客戶答謝晚宴', twColleague))
  events.push({
    ...allDay(42, 3, 6, 1, '展會佈展'),
    organizer: twColleague.email,
    organizer_name: twColleague.realname,
  })
  events.push(event(43, 4, today + DAY + 17 * HOUR, 1, 'Release 3.2 go/no-go', enColleague))
  events.push({
    ...event(44, 4, today - 14 * DAY + 15 * HOUR, 1, 'Bug triage', enColleague),
    rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH',
  })

  // Invitation mails: the organiser's event in their own calendar, demo's copy in "我的日历".
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]))
  let calendarId = 10
  invitations.forEach((message, i) => {
    const [address, name] = message.mfrom
    const organiser = byEmail.get(address.toLowerCase())
    const startMs = Math.floor((Date.parse(message.date) + 2 * DAY) / HOUR) * HOUR
    const status = message.attrs.calendar_eventer_status
    const answer =
      status === 'accept' || status === 'wait' || status === 'reject' ? status : 'start'
    const who: Who = organiser ?? { username: '', email: address, realname: name }
    let origin: number | null = null
    if (organiser) {
      let own = calendars.find((c) => c.owner === organiser.username && c.is_default)
      if (!own) {
        own = {
          owner: organiser.username,
          id: calendarId++,
          name: '我的日历',
          color: '#039BE5',
          is_default: true,
          shares: [],
        }
        calendars.push(own)
      }
      origin = 500 + i
      events.push({
        ...event(origin, own.id, startMs, 1, message.subject, who),
        participants: [{ email: demo.email, name: demo.realname, status: answer }],
      })
    }
    const copyId = 100 + i
    message.attrs.calendar_event_id = copyId
    const copy = event(copyId, 1, startMs, 1, message.subject, who)
    const source = events.find((e) => e.id === origin)
    events.push({
      ...(source ? { ...source, id: copyId, calendar_id: 1 } : copy),
      participants: [{ email: demo.email, name: demo.realname, status: answer }],
      invitation_of: origin,
    })
  })
  // A colleague who set /calendar/set the American way (the others have the defaults).
  const settings: CalendarSettingsRecord[] = [
    {
      owner: enColleague.username,
      week_start: 0,
      default_view: 'month',
      default_remind_minutes: 10,
      work_start: '08:30',
      work_end: '17:30',
      show_weekends: false,
      time_zone: ZONE,
      hidden_calendar_ids: [],
    },
  ]
  return { calendars, events, settings }
}
