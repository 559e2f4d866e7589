/**
 * The words of the contact form's rules (contactForm.ts): descriptors, so a message re-renders in
 * a newly chosen language. The address and mobile wordings are the ones the rest of the app
 * already uses for the same rule (compose's address form, the SMS and two-factor numbers).
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ContactRuleCode } from './contactForm.ts'

export const CONTACT_RULE_MESSAGES: Record<ContactRuleCode, MessageDescriptor> = {
  emailRequired: msg({
    message: '请输入邮箱地址！',
    comment: "English: 'Please enter the email address!'",
  }),
  emailInvalid: msg({
    message: '邮箱地址格式不正确！',
    comment: "English: 'The email address is not valid!'",
  }),
  mobileRequired: msg({
    message: '请输入手机号码',
    comment: "English: 'Please enter the mobile number'",
  }),
  mobileFormat: msg({
    message: '请输入正确的手机号码',
    comment: "English: 'Enter a valid mobile number.'",
  }),
  phoneFormat: msg({
    message: '请输入正确的电话号码',
    comment: "English: 'Enter a valid phone number.'",
  }),
  birthdayInvalid: msg({
    message: '请输入正确的日期',
    comment: "English: 'Enter a valid date.'",
  }),
  birthdayFuture: msg({
    message: '生日不能晚于今天',
    comment: "English: 'The birthday cannot be after today.'",
  }),
  homepageInvalid: msg({
    message: '请输入正确的网址',
    comment: "English: 'Enter a valid web address.'",
  }),
  qqInvalid: msg({
    message: 'QQ 号码为 5 到 12 位数字',
    comment: "English: 'A QQ number is 5 to 12 digits.'",
  }),
  msnInvalid: msg({
    message: 'MSN 账号应为邮箱地址',
    comment: "English: 'An MSN account is an email address.'",
  }),
  tooLong50: msg({
    message: '不能超过 50 个字符',
    comment: "English: 'At most 50 characters.'",
  }),
  tooLong100: msg({
    message: '不能超过 100 个字符',
    comment: "English: 'At most 100 characters.'",
  }),
  tooLong200: msg({
    message: '不能超过 200 个字符',
    comment: "English: 'At most 200 characters.'",
  }),
}
