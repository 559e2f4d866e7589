/**
 * The words of the SMS and feedback rules (issue 12's "other" pages), joined into
 * SETTINGS_RULE_MESSAGES. The English wording is in each comment.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FeedbackError } from './feedback.ts'
import type { SmsError } from './sms.ts'

/** `timeOrder` is the auto-reply's (messages.ts): one code, one wording for "start before end". */
export const OTHER_RULE_MESSAGES: Record<
  Exclude<SmsError | FeedbackError, 'timeOrder'>,
  MessageDescriptor
> = {
  mobileRequired: msg({
    message: '请输入接收短信的手机号码',
    comment: "English: 'Please enter the mobile number for the texts'",
  }),
  // The two-factor phone binding's wording (PhoneSection).
  mobileFormat: msg({
    message: '请输入正确的手机号码',
    comment: "English: 'Enter a valid mobile number.'",
  }),
  timeFormat: msg({
    message: '请输入时间，格式为 时:分',
    comment: "English: 'Please enter a time as hh:mm'",
  }),
  // R-VALID: feedback text required.
  feedbackRequired: msg({
    message: '请输入反馈内容',
    comment: "English: 'Please enter your feedback'",
  }),
  feedbackTooLong: msg({
    message: '反馈内容不能超过 2000 个字符',
    comment: "English: 'The feedback can be at most 2000 characters'",
  }),
  contactTooLong: msg({
    message: '联系方式不能超过 100 个字符',
    comment: "English: 'The contact can be at most 100 characters'",
  }),
}
