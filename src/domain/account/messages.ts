/**
 * The words of the registration and password-reset rules (src/domain/account): descriptors, so a
 * message re-renders in a newly chosen language. The English wording is in each comment.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ResetError } from './secretReset.ts'
import { REALNAME_MAX, USERNAME_MAX } from './registration.ts'

export const ACCOUNT_RULE_MESSAGES: Readonly<Record<ResetError, MessageDescriptor>> = {
  usernameRequired: msg({ message: '请输入用户名', comment: "English: 'Please enter a username'" }),
  usernameChars: msg({
    message: '用户名只能包含数字、小写字母、下划线（_）、连字符（-）和点（.）',
    comment:
      "English: 'The username may contain only digits, lowercase letters, underscores (_), hyphens (-) and dots (.)'",
  }),
  usernameTooLong: msg({
    message: `用户名最多 ${USERNAME_MAX} 个字符`,
    comment: "English: 'The username must be at most {USERNAME_MAX} characters'",
  }),
  domainRequired: msg({ message: '请选择邮箱域名', comment: "English: 'Please choose a domain'" }),
  passwordRequired: msg({ message: '请输入密码', comment: "English: 'Please enter the password'" }),
  passwordRules: msg({
    message: '密码不符合下方的规则',
    comment: "English: 'The password does not meet the rules below'",
  }),
  confirmRequired: msg({
    message: '请再次输入密码',
    comment: "English: 'Please enter the password again'",
  }),
  passwordMismatch: msg({
    message: '两次输入的密码不一致',
    comment: "English: 'The two passwords are inconsistent'",
  }),
  realnameRequired: msg({ message: '请输入姓名', comment: "English: 'Please enter your name'" }),
  realnameTooLong: msg({
    message: `姓名长度为 1 到 ${REALNAME_MAX} 个字符`,
    comment: "English: 'The name must be 1 to {REALNAME_MAX} characters'",
  }),
  mobileRequired: msg({
    message: '请输入手机号码',
    comment: "English: 'Please enter the mobile number'",
  }),
  mobileInvalid: msg({
    message: '手机号码只能包含数字（可带国际区号 +）',
    comment: "English: 'The mobile number may contain only digits (with an optional leading +)'",
  }),
  accountRequired: msg({
    message: '请输入邮箱账号',
    comment: "English: 'Please enter your email account'",
  }),
  answerRequired: msg({
    message: '请输入答案',
    comment: "English: 'Please enter the answer'",
  }),
}
