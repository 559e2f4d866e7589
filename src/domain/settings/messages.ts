/**
 * The words of every settings rule (src/domain/settings), one place: descriptors, not strings,
 * so a message re-renders in a newly chosen language. The English wording is in each comment.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AvatarProblem, ProfileError } from './profile.ts'
import type { ParamError } from './param.ts'
import type { SecurityError } from './securityQuestions.ts'
import { OTHER_RULE_MESSAGES } from './otherMessages.ts'
import type { FeedbackError } from './feedback.ts'
import type { SmsError } from './sms.ts'

export type SettingsRuleCode =
  ProfileError | AvatarProblem | ParamError | SecurityError | SmsError | FeedbackError

export const SETTINGS_RULE_MESSAGES: Record<SettingsRuleCode, MessageDescriptor> = {
  ...OTHER_RULE_MESSAGES,
  // R-VALID-1
  nameRequired: msg({ message: '请输入姓名', comment: "English: 'Please enter your name'" }),
  nameTooLong: msg({
    message: '姓名长度为 1 到 35 个字符',
    comment: "English: 'The name must be 1 to 35 characters'",
  }),
  avatarType: msg({
    message: '头像只能是 JPG、GIF、PNG 或 BMP 图片',
    comment: "English: 'The avatar must be a JPG, GIF, PNG or BMP image'",
  }),
  avatarSize: msg({
    message: '头像图片须小于 10MB',
    comment: "English: 'The avatar image must be under 10MB'",
  }),
  autoSaveRequired: msg({
    message: '请输入草稿自动保存间隔',
    comment: "English: 'Please enter the draft auto-save interval'",
  }),
  autoSaveRange: msg({
    message: '草稿自动保存间隔为 1 到 60 分钟的整数',
    comment: "English: 'The draft auto-save interval is a whole number of minutes from 1 to 60'",
  }),
  questionRequired: msg({
    message: '请输入密保问题',
    comment: "English: 'Please enter a security question'",
  }),
  questionRepeated: msg({
    message: '三个密保问题不能重复',
    comment: "English: 'The three security questions must be different'",
  }),
  answerRequired: msg({ message: '请输入答案', comment: "English: 'Please enter the answer'" }),
  textTooLong: msg({
    message: '不能超过 50 个字符',
    comment: "English: 'No more than 50 characters'",
  }),
  passwordRequired: msg({
    message: '请输入登录密码',
    comment: "English: 'Please enter your login password'",
  }),
}
