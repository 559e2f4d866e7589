/**
 * The calendar family's server-only refusals in the three languages. The rules a user can break
 * in a form (name, repeat, invitee, share target, ICS file …) are CALENDAR_RULE_TEXTS in
 * src/domain/calendar/rules.ts, shared with the UI.
 */
import { type CalendarRuleCode, calendarRuleText } from '../../src/domain/calendar/index.ts'
import type { ServerLanguage } from '../i18n.ts'

export const CALENDAR_TEXT = {
  calendarNotFound: {
    'zh-hans': '日历不存在或已被删除',
    'zh-tw': '行事曆不存在或已被刪除',
    en: 'The calendar does not exist or has been deleted.',
  },
  eventNotFound: {
    'zh-hans': '日程不存在或已被删除',
    'zh-tw': '行程不存在或已被刪除',
    en: 'The event does not exist or has been deleted.',
  },
  shareNotFound: {
    'zh-hans': '该共享不存在',
    'zh-tw': '此共用不存在',
    en: 'This share does not exist.',
  },
  invitationNotFound: {
    'zh-hans': '该邀请不存在',
    'zh-tw': '此邀請不存在',
    en: 'This invitation does not exist.',
  },
  ownerOnly: {
    'zh-hans': '只有日历的所有者可以进行此操作',
    'zh-tw': '只有行事曆的擁有者可以進行此操作',
    en: 'Only the owner of the calendar can do this.',
  },
  defaultCalendarKept: {
    'zh-hans': '默认日历不能删除',
    'zh-tw': '預設行事曆無法刪除',
    en: 'The default calendar cannot be deleted.',
  },
  invalidValue: {
    'zh-hans': '请输入有效的值',
    'zh-tw': '請輸入有效的值',
    en: 'Enter a valid value.',
  },
} satisfies Record<string, Record<ServerLanguage, string>>

export type CalendarTextKey = keyof typeof CALENDAR_TEXT

export const calendarText = (key: CalendarTextKey, lang: ServerLanguage) => CALENDAR_TEXT[key][lang]

export const ruleText = (code: CalendarRuleCode, lang: ServerLanguage, email?: string) =>
  calendarRuleText(code, lang, { email })
