/**
 * The calendar's records as the API shows them: who may see or change a calendar (own, shared
 * read-only or with edit), the settings with their defaults, and stored events turned into
 * CalendarEvent items, repeats expanded by the one shared expansion (src/domain/calendar).
 */
import type { components } from '../../src/api/schema.gen.ts'
import {
  DEFAULT_TIME_ZONE,
  type EventRepeat,
  type Series,
  expand,
  fromRRule,
} from '../../src/domain/calendar/index.ts'
import {
  type CalendarEventRecord,
  type CalendarRecord,
  type CalendarSettingsRecord,
  type UserRecord,
  db,
} from '../db/index.ts'

type CalendarEvent = components['schemas']['CalendarEvent']
type CalendarSettings = components['schemas']['CalendarSettings']
export type Access = 'owner' | 'edit' | 'read'
export type StoredEvent = ReturnType<typeof db.events.all>[number]
export type StoredCalendar = ReturnType<typeof db.calendars.all>[number]
export type Viewer = Pick<UserRecord, 'username' | 'email' | 'realname' | 'language'>

const lower = (text: string) => text.trim().toLowerCase()

export function userByUsername(username: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ username }))
}

/** An active person of the system (not outside mail) with this address. */
export function systemUser(email: string): UserRecord | undefined {
  const wanted = lower(email)
  return db.users.all().find((u) => u.is_active && lower(u.email) === wanted)
}

export function accessOf(calendar: CalendarRecord, viewer: Viewer): Access | null {
  if (calendar.owner === viewer.username) return 'owner'
  const email = lower(viewer.email)
  const share = calendar.shares.find((s) => lower(s.email) === email)
  return share ? share.permission : null
}

export const canEdit = (access: Access | null) => access === 'owner' || access === 'edit'

const DEFAULT_NAMES = { 'zh-hans': '我的日历', 'zh-tw': '我的行事曆', en: 'My calendar' }

export const nextId = (records: readonly { id: number }[]) =>
  records.reduce((max, r) => Math.max(max, r.id), 0) + 1

/** Everyone has a default calendar, made the first time it is needed. */
export async function defaultCalendar(user: Viewer): Promise<CalendarRecord> {
  const own = db.calendars.findMany((q) => q.where({ owner: user.username }))
  const found = own.find((c) => c.is_default) ?? own[0]
  if (found) return found
  return db.calendars.create({
    owner: user.username,
    id: nextId(db.calendars.all()),
    name: DEFAULT_NAMES[user.language],
    color: '#039BE5',
    is_default: true,
    shares: [],
  })
}

/** Own calendars first, then those shared with the viewer. */
export function visibleCalendars(viewer: Viewer): { calendar: CalendarRecord; access: Access }[] {
  return db.calendars
    .all()
    .flatMap((calendar) => {
      const access = accessOf(calendar, viewer)
      return access ? [{ calendar, access }] : []
    })
    .sort(
      (a, b) =>
        Number(b.access === 'owner') - Number(a.access === 'owner') ||
        a.calendar.id - b.calendar.id,
    )
}

export function calendarJson(calendar: CalendarRecord, access: Access) {
  const owner = userByUsername(calendar.owner)
  return {
    id: calendar.id,
    name: calendar.name,
    color: calendar.color,
    is_default: calendar.is_default,
    is_owner: access === 'owner',
    owner: owner?.email ?? calendar.owner,
    owner_name: owner?.realname ?? calendar.owner,
    permission: access,
  }
}

export const DEFAULT_SETTINGS: Omit<CalendarSettingsRecord, 'owner'> = {
  week_start: 1,
  default_view: 'week',
  default_remind_minutes: 15,
  work_start: '09:00',
  work_end: '18:00',
  show_weekends: true,
  time_zone: DEFAULT_TIME_ZONE,
  hidden_calendar_ids: [],
}

export function settingsOf(username: string): CalendarSettings & typeof DEFAULT_SETTINGS {
  const stored = db.calendarSettings.findFirst((q) => q.where({ owner: username }))
  const { owner: _owner, ...values } = stored ?? { owner: username, ...DEFAULT_SETTINGS }
  return { ...DEFAULT_SETTINGS, ...values }
}

export function repeatOf(record: CalendarEventRecord): EventRepeat {
  if (!record.rrule) return { freq: 'none' }
  return fromRRule(record.rrule, record.time_zone || DEFAULT_TIME_ZONE) ?? { freq: 'none' }
}

export function seriesOf(record: CalendarEventRecord): Series {
  return {
    start: record.start,
    end: record.end,
    // Demo data saved before repeats had a zone (IndexedDB) has none.
    timeZone: record.time_zone || DEFAULT_TIME_ZONE,
    repeat: repeatOf(record),
    exdates: record.exdates ?? [],
  }
}

export function calendarOfEvent(record: CalendarEventRecord): CalendarRecord | undefined {
  return db.calendars.findFirst((q) => q.where({ id: record.calendar_id }))
}

/** An invitee's copy: the calendar's owner is a participant, not the organiser. */
export function isInvitationCopy(record: CalendarEventRecord): boolean {
  if (record.invitation_of !== null) return true
  const owner = userByUsername(calendarOfEvent(record)?.owner ?? '')
  if (!owner || lower(owner.email) === lower(record.organizer)) return false
  return record.participants.some((p) => lower(p.email) === lower(owner.email))
}

export function ownStatus(record: CalendarEventRecord) {
  const owner = userByUsername(calendarOfEvent(record)?.owner ?? '')
  const mine = owner && record.participants.find((p) => lower(p.email) === lower(owner.email))
  return mine?.status
}

export function eventJson(
  record: CalendarEventRecord,
  access: Access,
  occurrence?: { start: string; end: string; occurrence: string },
): CalendarEvent {
  const copy = isInvitationCopy(record)
  const repeat = repeatOf(record)
  const status = copy ? ownStatus(record) : undefined
  return {
    id: record.id,
    calendar_id: record.calendar_id,
    title: record.title,
    start: occurrence?.start ?? record.start,
    end: occurrence?.end ?? record.end,
    is_allday: record.all_day,
    repeat,
    place: record.place,
    description: record.description,
    remind_email: record.remind_email,
    ...(record.remind_minutes === null ? {} : { remind_minutes: record.remind_minutes }),
    color: record.color,
    time_zone: record.time_zone,
    participants: record.participants.map((p) => ({ ...p })),
    organizer: [record.organizer, record.organizer_name],
    editable: canEdit(access) && !copy,
    ...(record.rrule ? { rrule: record.rrule, exdates: [...record.exdates] } : {}),
    ...(occurrence && record.rrule
      ? { occurrence: occurrence.occurrence, series_id: record.id }
      : {}),
    ...(record.series_id === null
      ? {}
      : { series_id: record.series_id, occurrence: record.occurrence ?? record.start }),
    ...(record.invitation_of === null ? {} : { invitation_of: record.invitation_of }),
    ...(status ? { my_status: status } : {}),
  }
}

/** The occurrences of `records` overlapping [start, end), soonest first. */
export function occurrencesIn(
  records: readonly CalendarEventRecord[],
  access: ReadonlyMap<number, Access>,
  start: string,
  end: string,
  weekStart: number,
): CalendarEvent[] {
  const out: { at: number; event: CalendarEvent }[] = []
  for (const record of records) {
    const level = access.get(record.calendar_id)
    if (!level) continue
    if (isInvitationCopy(record) && ownStatus(record) === 'reject') continue
    for (const o of expand(seriesOf(record), start, end, weekStart)) {
      out.push({ at: Date.parse(o.start), event: eventJson(record, level, o) })
    }
  }
  return out.sort((a, b) => a.at - b.at).map((o) => o.event)
}
