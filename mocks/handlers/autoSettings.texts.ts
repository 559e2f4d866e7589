/** The fake server's words for the auto-reply and auto-forward calls (issue 12). */
import type { ServerLanguage } from '../i18n.ts'

const TEXTS = {
  replyContentRequired: {
    'zh-hans': '请输入自动回复内容',
    'zh-tw': '請輸入自動回覆內容',
    en: 'Please enter the auto-reply text.',
  },
  replyContentTooLong: {
    'zh-hans': '自动回复内容不能超过 1000 个字符',
    'zh-tw': '自動回覆內容不能超過 1000 個字元',
    en: 'The auto-reply text cannot be longer than 1000 characters.',
  },
  weekOrder: {
    'zh-hans': '开始星期不能晚于结束星期',
    'zh-tw': '開始星期不能晚於結束星期',
    en: 'The start weekday cannot be after the end weekday.',
  },
  timeRequired: { 'zh-hans': '请选择时间', 'zh-tw': '請選擇時間', en: 'Please choose a time.' },
  timeOrder: {
    'zh-hans': '开始时间必须早于结束时间',
    'zh-tw': '開始時間必須早於結束時間',
    en: 'The start time must be before the end time.',
  },
  dateRequired: { 'zh-hans': '请选择日期', 'zh-tw': '請選擇日期', en: 'Please choose a date.' },
  dateOrder: {
    'zh-hans': '开始日期不能晚于结束日期',
    'zh-tw': '開始日期不能晚於結束日期',
    en: 'The start date cannot be after the end date.',
  },
  forwardTargetRequired: {
    'zh-hans': '请输入转发地址',
    'zh-tw': '請輸入轉寄地址',
    en: 'Please enter the forwarding address.',
  },
  forwardTargetInvalid: {
    'zh-hans': '转发地址不是有效的邮箱地址',
    'zh-tw': '轉寄地址不是有效的電子郵件地址',
    en: 'The forwarding address is not a valid email address.',
  },
  forwardToSelf: {
    'zh-hans': '不能转发到本邮箱',
    'zh-tw': '不能轉寄到本信箱',
    en: 'Mail cannot be forwarded to this same mailbox.',
  },
  forwardNoSuchUser: {
    'zh-hans': '本单位没有这个邮箱地址',
    'zh-tw': '本單位沒有這個信箱地址',
    en: 'There is no such mailbox in this organisation.',
  },
} satisfies Record<string, Record<ServerLanguage, string>>

export type AutoSettingsTextKey = keyof typeof TEXTS

export const autoSettingsText = (key: AutoSettingsTextKey, lang: ServerLanguage): string =>
  TEXTS[key][lang]
