/**
 * The calendar rules' words for the UI, as Lingui descriptors (re-rendered in a newly chosen
 * language). They are CALENDAR_RULE_TEXTS of rules.ts word for word, which the fake server
 * answers with; tests/unit/calendar/rules.test.ts checks every language. Pass `{ email }` as
 * values where the text names an address.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CalendarRuleCode } from './rules.ts'

export const CALENDAR_RULE_MESSAGES: Record<CalendarRuleCode, MessageDescriptor> = {
  calendarNameRequired: msg({
    message: '请输入日历名称',
    comment: "English: 'Please enter a calendar name'",
  }),
  calendarNameTooLong: msg({
    message: '日历名称为 1 到 20 个字符',
    comment: "English: 'The calendar name must be 1 to 20 characters'",
  }),
  eventTitleRequired: msg({
    message: '请输入日程主题',
    comment: "English: 'Please enter a title for the event'",
  }),
  eventEndBeforeStart: msg({
    message: '结束时间必须晚于开始时间',
    comment: "English: 'The end must be after the start'",
  }),
  repeatCountPositive: msg({
    message: '重复次数必须大于 0',
    comment: "English: 'The number of repeats must be greater than 0'",
  }),
  repeatIntervalPositive: msg({
    message: '重复间隔必须是大于 0 的整数',
    comment: "English: 'The repeat interval must be a whole number greater than 0'",
  }),
  repeatUntilBeforeStart: msg({
    message: '重复结束日期不能早于开始日期',
    comment: "English: 'The repeat end date cannot be before the start date'",
  }),
  repeatCountAndUntil: msg({
    message: '重复只能按次数或按日期结束，不能同时设置',
    comment: "English: 'A repeat ends either after a number of times or on a date, not both'",
  }),
  repeatWeekdays: msg({
    message: '每周重复请至少选择一天',
    comment: "English: 'Choose at least one day for a weekly repeat'",
  }),
  inviteeUnknown: msg({
    message: '参与人 {email} 不存在于系统中',
    comment: "English: 'The invitee {email} does not exist in the system'",
  }),
  shareNotSystemMailbox: msg({
    message: '日历只能共享给本系统的邮箱：{email} 不是系统邮箱',
    comment:
      "English: 'Calendars can only be shared with mailboxes of this system: {email} is not one'",
  }),
  shareSelf: msg({
    message: '不能把日历共享给自己',
    comment: "English: 'You cannot share a calendar with yourself'",
  }),
  shareExists: msg({
    message: '该日历已共享给 {email}',
    comment: "English: 'This calendar is already shared with {email}'",
  }),
  readOnlyCalendar: msg({
    message: '您对该日历只有查看权限，不能修改',
    comment: "English: 'You can only view this calendar, not change it'",
  }),
  notOrganizer: msg({
    message: '只有组织者可以修改该日程，您可以接受、暂定或拒绝',
    comment:
      "English: 'Only the organiser can change this event; you can accept, mark tentative or decline'",
  }),
  icsBroken: msg({
    message: '无法读取该文件：不是有效的 iCalendar（.ics）文件',
    comment: "English: 'The file could not be read: it is not a valid iCalendar (.ics) file'",
  }),
  icsEmpty: msg({
    message: '该 .ics 文件中没有日程',
    comment: "English: 'There are no events in this .ics file'",
  }),
  workHoursOrder: msg({
    message: '工作时间的结束必须晚于开始',
    comment: "English: 'Working hours must end after they start'",
  }),
  occurrenceUnknown: msg({
    message: '该重复日程在此时间没有这一次',
    comment: "English: 'This repeating event has no occurrence at that time'",
  }),
}
