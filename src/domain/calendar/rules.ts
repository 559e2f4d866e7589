/**
 * Calendar rules (R-VALID-1: calendar name required, 1 to 20; R-VALID-24: recurrence count
 * above 0, an invitee must exist in the system, calendars are shared only with system mailboxes;
 * R-ROLE-5: a share is read-only or edit). Validation returns codes; CALENDAR_RULE_TEXTS holds the exact
 * words in the three languages, the fake server answers with them, and messages.ts gives the UI
 * the same words as Lingui descriptors (tests/unit/calendar/rules.test.ts keeps them equal).
 */
import { Temporal } from 'temporal-polyfill'
import { CALENDAR_NAME_MAX, type EventRepeat } from './types.ts'

export type CalendarRuleCode =
  | 'calendarNameRequired'
  | 'calendarNameTooLong'
  | 'eventTitleRequired'
  | 'eventEndBeforeStart'
  | 'repeatCountPositive'
  | 'repeatIntervalPositive'
  | 'repeatUntilBeforeStart'
  | 'repeatCountAndUntil'
  | 'repeatWeekdays'
  | 'inviteeUnknown'
  | 'shareNotSystemMailbox'
  | 'shareSelf'
  | 'shareExists'
  | 'readOnlyCalendar'
  | 'notOrganizer'
  | 'icsBroken'
  | 'icsEmpty'
  | 'workHoursOrder'
  | 'occurrenceUnknown'

export type CalendarLanguage = 'zh-hans' | 'zh-tw' | 'en'

/** `{email}` is replaced by the address in question. */
export const CALENDAR_RULE_TEXTS: Record<CalendarRuleCode, Record<CalendarLanguage, string>> = {
  calendarNameRequired: {
    'zh-hans': '请输入日历名称',
    'zh-tw': '請輸入行事曆名稱',
    en: 'Please enter a calendar name',
  },
  calendarNameTooLong: {
    'zh-hans': '日历名称为 1 到 20 个字符',
    'zh-tw': '行事曆名稱為 1 到 20 個字元',
    en: 'The calendar name must be 1 to 20 characters',
  },
  eventTitleRequired: {
    'zh-hans': '请输入日程主题',
    'zh-tw': '請輸入行程主旨',
    en: 'Please enter a title for the event',
  },
  eventEndBeforeStart: {
    'zh-hans': '结束时间必须晚于开始时间',
    'zh-tw': '結束時間必須晚於開始時間',
    en: 'The end must be after the start',
  },
  repeatCountPositive: {
    'zh-hans': '重复次数必须大于 0',
    'zh-tw': '重複次數必須大於 0',
    en: 'The number of repeats must be greater than 0',
  },
  repeatIntervalPositive: {
    'zh-hans': '重复间隔必须是大于 0 的整数',
    'zh-tw': '重複間隔必須是大於 0 的整數',
    en: 'The repeat interval must be a whole number greater than 0',
  },
  repeatUntilBeforeStart: {
    'zh-hans': '重复结束日期不能早于开始日期',
    'zh-tw': '重複結束日期不能早於開始日期',
    en: 'The repeat end date cannot be before the start date',
  },
  repeatCountAndUntil: {
    'zh-hans': '重复只能按次数或按日期结束，不能同时设置',
    'zh-tw': '重複只能依次數或依日期結束，不能同時設定',
    en: 'A repeat ends either after a number of times or on a date, not both',
  },
  repeatWeekdays: {
    'zh-hans': '每周重复请至少选择一天',
    'zh-tw': '每週重複請至少選擇一天',
    en: 'Choose at least one day for a weekly repeat',
  },
  inviteeUnknown: {
    'zh-hans': '参与人 {email} 不存在于系统中',
    'zh-tw': '參與者 {email} 不存在於系統中',
    en: 'The invitee {email} does not exist in the system',
  },
  shareNotSystemMailbox: {
    'zh-hans': '日历只能共享给本系统的邮箱：{email} 不是系统邮箱',
    'zh-tw': '行事曆只能共用給本系統的信箱：{email} 不是系統信箱',
    en: 'Calendars can only be shared with mailboxes of this system: {email} is not one',
  },
  shareSelf: {
    'zh-hans': '不能把日历共享给自己',
    'zh-tw': '不能將行事曆共用給自己',
    en: 'You cannot share a calendar with yourself',
  },
  shareExists: {
    'zh-hans': '该日历已共享给 {email}',
    'zh-tw': '此行事曆已共用給 {email}',
    en: 'This calendar is already shared with {email}',
  },
  readOnlyCalendar: {
    'zh-hans': '您对该日历只有查看权限，不能修改',
    'zh-tw': '您對此行事曆只有檢視權限，無法修改',
    en: 'You can only view this calendar, not change it',
  },
  notOrganizer: {
    'zh-hans': '只有组织者可以修改该日程，您可以接受、暂定或拒绝',
    'zh-tw': '只有召集人可以修改此行程，您可以接受、暫定或拒絕',
    en: 'Only the organiser can change this event; you can accept, mark tentative or decline',
  },
  icsBroken: {
    'zh-hans': '无法读取该文件：不是有效的 iCalendar（.ics）文件',
    'zh-tw': '無法讀取此檔案：不是有效的 iCalendar（.ics）檔案',
    en: 'The file could not be read: it is not a valid iCalendar (.ics) file',
  },
  icsEmpty: {
    'zh-hans': '该 .ics 文件中没有日程',
    'zh-tw': '此 .ics 檔案中沒有行程',
    en: 'There are no events in this .ics file',
  },
  workHoursOrder: {
    'zh-hans': '工作时间的结束必须晚于开始',
    'zh-tw': '工作時間的結束必須晚於開始',
    en: 'Working hours must end after they start',
  },
  occurrenceUnknown: {
    'zh-hans': '该重复日程在此时间没有这一次',
    'zh-tw': '此重複行程在這個時間沒有這一次',
    en: 'This repeating event has no occurrence at that time',
  },
}

export function calendarRuleText(
  code: CalendarRuleCode,
  language: CalendarLanguage,
  values: { email?: string } = {},
): string {
  return CALENDAR_RULE_TEXTS[code][language].replace('{email}', values.email ?? '')
}

export function validateCalendarName(name: string): CalendarRuleCode | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'calendarNameRequired'
  return [...trimmed].length > CALENDAR_NAME_MAX ? 'calendarNameTooLong' : null
}

/** The rule broken by a repeat, checked against the event's start day in its zone. */
export function validateRepeat(
  repeat: EventRepeat,
  start: string,
  timeZone: string,
): CalendarRuleCode | null {
  if (repeat.freq === 'none') return null
  const { interval, count, until, byweekday } = repeat
  if (interval !== undefined && (!Number.isInteger(interval) || interval < 1)) {
    return 'repeatIntervalPositive'
  }
  if (count !== undefined && (!Number.isInteger(count) || count <= 0)) return 'repeatCountPositive'
  if (count !== undefined && until) return 'repeatCountAndUntil'
  if (until) {
    const first = Temporal.Instant.from(start).toZonedDateTimeISO(timeZone).toPlainDate()
    if (Temporal.PlainDate.compare(Temporal.PlainDate.from(until), first) < 0) {
      return 'repeatUntilBeforeStart'
    }
  }
  if (byweekday !== undefined && repeat.freq === 'weekly' && byweekday.length === 0) {
    return 'repeatWeekdays'
  }
  return null
}

export interface EventValues {
  title: string
  start: string
  end: string
  is_allday: boolean
  repeat: EventRepeat
}

/** Field → code, the first broken rule of each field; empty when the event may be saved. */
export function validateEvent(
  values: EventValues,
  timeZone: string,
): Partial<Record<'title' | 'end' | 'repeat', CalendarRuleCode>> {
  const problems: Partial<Record<'title' | 'end' | 'repeat', CalendarRuleCode>> = {}
  if (values.title.trim() === '') problems.title = 'eventTitleRequired'
  const start = Temporal.Instant.from(values.start)
  const end = Temporal.Instant.from(values.end)
  // An all-day event may start and end on the same day; a timed one must last.
  const order = Temporal.Instant.compare(end, start)
  if (order < 0 || (order === 0 && !values.is_allday)) problems.end = 'eventEndBeforeStart'
  const repeat = validateRepeat(values.repeat, values.start, timeZone)
  if (repeat) problems.repeat = repeat
  return problems
}

/** "HH:mm" working hours: the end after the start. */
export function validateWorkHours(start: string, end: string): CalendarRuleCode | null {
  return end > start ? null : 'workHoursOrder'
}
