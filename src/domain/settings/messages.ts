/**
 * The words of every settings rule (src/domain/settings), one place: descriptors, not strings,
 * so a message re-renders in a newly chosen language. The English wording is in each comment.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AvatarProblem, ProfileError } from './profile.ts'
import type { ParamError } from './param.ts'
import type { SecurityError } from './securityQuestions.ts'
import type { AutoReplyError } from './autoReply.ts'
import type { AutoForwardError } from './autoForward.ts'
import type { CaptionedError } from './captionedItems.ts'
import { OTHER_RULE_MESSAGES } from './otherMessages.ts'
import { SMTP_RELAY_MESSAGES, type SmtpRelayError } from './smtpRelay.ts'
import { MAILBOX_MOVE_MESSAGES, type MailboxMoveError } from './mailboxMove.ts'
import { ACCOUNT_CANCEL_MESSAGES, type AccountCancelError } from './accountCancel.ts'
import type { FeedbackError } from './feedback.ts'
import type { SmsError } from './sms.ts'
import type { SenderListError } from './senderList.ts'
import type { FilterRuleError } from './filterRule.ts'
import { MAILBOX_SHARE_MESSAGES, type MailboxShareError } from './mailboxShare.ts'
import type { GroupNameError } from '../contacts/groupName.ts'
import { CONTACT_GROUP_MESSAGES } from '../contacts/groupMessages.ts'

export type SettingsRuleCode =
  | ProfileError
  | AvatarProblem
  | ParamError
  | SecurityError
  | AutoReplyError
  | AutoForwardError
  | CaptionedError
  | SmsError
  | FeedbackError
  | SenderListError
  | FilterRuleError
  | SmtpRelayError
  | MailboxMoveError
  | AccountCancelError
  | MailboxShareError
  // The contacts pages' forms use the same form pattern (docs/forms.md).
  | GroupNameError

export const SETTINGS_RULE_MESSAGES: Record<SettingsRuleCode, MessageDescriptor> = {
  ...OTHER_RULE_MESSAGES,
  ...SMTP_RELAY_MESSAGES,
  ...MAILBOX_MOVE_MESSAGES,
  ...ACCOUNT_CANCEL_MESSAGES,
  ...CONTACT_GROUP_MESSAGES,
  ...MAILBOX_SHARE_MESSAGES,
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
  // R-VALID-22 (auto-reply)
  replyContentRequired: msg({
    message: '请输入自动回复内容',
    comment: "English: 'Please enter the auto-reply text'",
  }),
  replyContentTooLong: msg({
    message: '自动回复内容不能超过 1000 个字符',
    comment: "English: 'The auto-reply text cannot be longer than 1000 characters'",
  }),
  weekOrder: msg({
    message: '开始星期不能晚于结束星期',
    comment: "English: 'The start weekday cannot be after the end weekday'",
  }),
  timeRequired: msg({
    message: '请选择时间',
    comment: "English: 'Please choose a time'",
  }),
  timeOrder: msg({
    message: '开始时间必须早于结束时间',
    comment: "English: 'The start time must be before the end time'",
  }),
  dateRequired: msg({
    message: '请选择日期',
    comment: "English: 'Please choose a date'",
  }),
  dateOrder: msg({
    message: '开始日期不能晚于结束日期',
    comment: "English: 'The start date cannot be after the end date'",
  }),
  // R-VALID-23 (auto-forward)
  forwardTargetRequired: msg({
    message: '请输入转发地址',
    comment: "English: 'Please enter the forwarding address'",
  }),
  forwardTargetInvalid: msg({
    message: '转发地址不是有效的邮箱地址',
    comment: "English: 'The forwarding address is not a valid email address'",
  }),
  // Signatures and templates (decisions.md #170: the server's own wording)
  signatureCaptionRequired: msg({
    message: '请输入签名名称',
    comment: "English: 'Please enter a name for the signature'",
  }),
  signatureContentRequired: msg({
    message: '请输入签名内容',
    comment: "English: 'Please enter the signature'",
  }),
  templateCaptionRequired: msg({
    message: '请输入模板名称',
    comment: "English: 'Please enter a name for the template'",
  }),
  templateContentRequired: msg({
    message: '请输入模板内容',
    comment: "English: 'Please enter the template content'",
  }),
  captionTooLong: msg({
    message: '名称不能超过 50 个字符',
    comment: "English: 'The name may have at most 50 characters'",
  }),
  // R-VALID-23, decisions.md #178
  senderRequired: msg({
    message: '请输入邮箱地址或域名',
    comment: "English: 'Please enter an email address or domain'",
  }),
  senderInvalid: msg({
    message: '请输入有效的邮箱地址或域名',
    comment: "English: 'Please enter a valid email address or domain'",
  }),
  // R-VALID-23, decisions.md #179
  ruleNameRequired: msg({
    message: '请输入规则名称',
    comment: "English: 'Please enter a rule name'",
  }),
  ruleNameTooLong: msg({
    message: '规则名称不能超过 50 个字符',
    comment: "English: 'The rule name can be at most 50 characters'",
  }),
  priorityInvalid: msg({
    message: '优先级须为 0 到 9999 的整数',
    comment: "English: 'The priority must be a whole number from 0 to 9999'",
  }),
  conditionRequired: msg({
    message: '请输入条件内容',
    comment: "English: 'Please enter what the condition looks for'",
  }),
  sizeInvalid: msg({
    message: '邮件大小须为以 KB 计的整数',
    comment: "English: 'The mail size must be a whole number of KB'",
  }),
  folderRequired: msg({
    message: '请选择文件夹',
    comment: "English: 'Please choose a folder'",
  }),
  forwardRequired: msg({
    message: '请输入转发地址',
    comment: "English: 'Please enter the forwarding address'",
  }),
  forwardInvalid: msg({
    message: '请输入有效的邮箱地址',
    comment: "English: 'Please enter a valid email address'",
  }),
}
