/**
 * Every compose alert and confirmation rendered with the real catalogs. zh-hans (the source
 * language) is checked word for word. The English check runs for each message once the lead's
 * extraction has put it in the en catalog, and then wants the spec's English from the comment.
 */
import { describe, expect, it } from 'vitest'
import { i18n, type MessageDescriptor } from '@lingui/core'
import { messages as en } from '../../../src/i18n/locales/en/messages.po'
import {
  composeAlertMessage,
  composeAlertText,
  composeConfirmMessage,
  recipientEditMessage,
  scheduledNotice,
} from '../../../src/features/compose/composeMessages.ts'
import type { ComposeAlert, ComposeConfirm } from '../../../src/domain/compose/index.ts'
import { activateTestLocale } from '../../support/i18n.ts'

// M-ERR-8: every compose alert, word for word.
const ALERTS: [ComposeAlert, string, string][] = [
  [{ code: 'noRecipient' }, '请填写收件人！', 'Please enter a recipient!'],
  [
    { code: 'invalidRecipient', params: { email: 'x@' } },
    '收件人地址 x@ 格式不正确，请修改后再发送！',
    'The recipient address {email} is invalid; correct it and send again!',
  ],
  [{ code: 'noSubject' }, '请填写邮件主题！', 'Please enter a subject!'],
  [{ code: 'noContent' }, '请输入邮件内容！', 'please enter email content!'], // M-TEXT-5
  [
    { code: 'badPassword' },
    '邮件密码必须是 6 位字母或数字！',
    'The mail password must be exactly 6 letters or digits!',
  ],
  [{ code: 'badReplyTo' }, '回复地址格式不正确！', 'The reply-to address is not a valid email!'],
  [
    { code: 'scheduleInvalid' },
    '定时发送时间格式不正确，应为 yyyy-MM-dd HH:mm！',
    'The scheduled time must be yyyy-MM-dd HH:mm!',
  ],
  [
    { code: 'schedulePast' },
    '定时发送时间必须晚于当前时间！',
    'The scheduled time must be in the future!',
  ],
  [
    { code: 'burnLimitRange' },
    '阅读次数必须是 1 到 99 之间的整数！',
    'Views must be a whole number from 1 to 99!',
  ],
  [
    { code: 'burnDayInvalid' },
    '销毁日期格式不正确，应为 yyyy-MM-dd！',
    'The destruction date must be yyyy-MM-dd!',
  ],
  [{ code: 'burnDayPast' }, '销毁日期必须晚于今天！', 'The destruction date must be after today!'],
  [{ code: 'noMailLevel' }, '请选择邮件密级！', 'Please select the mail level!'],
  [
    { code: 'attachmentNoLevel', params: { name: 'a.doc' } },
    '请为附件“a.doc”选择密级！',
    'Please select a level for the attachment "{name}"!',
  ],
  [
    { code: 'attachmentLevelTooHigh', params: { name: 'b.xls' } },
    '附件“b.xls”的密级不能高于邮件密级！',
    'The level of the attachment "{name}" cannot be higher than the mail level!',
  ],
  [
    { code: 'attachmentTooBig', params: { name: 'big.iso' } },
    '附件“big.iso”超过 30M，建议以超大附件发送！',
    'The attachment "{name}" is over 30M; send it as an online attachment!',
  ],
  [
    { code: 'imageType', params: { name: 'plan.tiff' } },
    '“plan.tiff”不是可插入的图片，请选择 JPG、GIF、PNG 或 BMP 图片！',
    '"{name}" cannot be inserted: choose a JPG, GIF, PNG or BMP image!',
  ],
  [
    { code: 'imageSize', params: { name: 'scan.png' } },
    '图片“scan.png”太大，请选择小于 10MB 的图片！',
    'The image "{name}" is too big: choose one under 10MB!',
  ],
  [
    { code: 'imageUploadFailed', params: { message: null } },
    '图片上传失败！',
    'Image upload failed!',
  ],
  [
    { code: 'draftEmpty' },
    '请填写主题或添加附件后再保存草稿！',
    'Enter a subject or add an attachment before saving the draft!',
  ],
  [{ code: 'recipientEmailRequired' }, '请输入邮箱地址！', 'Please enter the email address!'],
  [{ code: 'recipientEmailInvalid' }, '邮箱地址格式不正确！', 'The email address is not valid!'],
  [
    { code: 'smsMobileRequired', params: { email: 'a@x.cn' } },
    '请填写 a@x.cn 的手机号码！',
    'Please enter the mobile number of {email}!',
  ],
  [
    { code: 'smsMobileInvalid', params: { email: 'a@x.cn' } },
    'a@x.cn 的手机号码不正确，请输入正确的手机号码！',
    'The mobile number of {email} is not valid: enter a valid mobile number!',
  ],
  // M-ERR-12
  [
    { code: 'noSharingPower' },
    '您没有该共享邮箱的写信权限！',
    'You have no sharing power to write mail from this shared mailbox!',
  ],
  [
    { code: 'loadFailed' },
    '原邮件读取失败，请重试！',
    'The original mail could not be loaded, please retry!',
  ],
  [{ code: 'sendFailed', params: { message: null } }, '邮件发送失败！', 'Failed to send the mail!'],
  [
    { code: 'saveFailed', params: { message: null } },
    '草稿保存失败！',
    'Failed to save the draft!',
  ],
  [
    { code: 'smsCheckFailed', params: { message: null } },
    '短信通知的收件人检查失败！',
    'Checking the SMS-notify recipients failed!',
  ],
  [
    { code: 'smsSaveFailed', params: { message: null } },
    '手机号码保存失败！',
    'Saving the mobile numbers failed!',
  ],
]

const CONFIRMS: [ComposeConfirm, string, string][] = [
  [
    { code: 'dropCc', params: { count: 2 } },
    '取消抄送将移除已填写的 2 位抄送人，确定吗？',
    'Turning Cc off removes the {count} Cc recipient(s). Continue?',
  ],
  [
    { code: 'dropBcc', params: { count: 1 } },
    '取消密送将移除已填写的 1 位密送人，确定吗？',
    'Turning Bcc off removes the {count} Bcc recipient(s). Continue?',
  ],
  [
    { code: 'htmlToText' },
    '转换为纯文本将丢失格式和图片，确定转换吗？',
    'Converting to plain text loses formatting and images. Convert?',
  ],
  [
    { code: 'massMail', params: { count: 3 } },
    '群发单显将分别给 3 位收件人各发送一封邮件，确定发送吗？',
    'Separate sending sends one copy to each of {count} recipients. Send?',
  ],
  [
    { code: 'securityManyRecipients', params: { count: 2 } },
    '这是一封密级邮件，将发送给 2 位收件人，确定发送吗？',
    'This classified mail goes to {count} recipients. Send?',
  ],
  [
    { code: 'closeUnsent' },
    '邮件尚未发送，确定要关闭吗？',
    'This mail has not been sent. Close it anyway?',
  ],
  [
    { code: 'closeBurn' },
    '这是一封阅后即焚邮件，关闭后可能无法再次阅读，确定要关闭吗？',
    'This mail is burned after reading and may not open again once closed. Close it?',
  ],
  [
    { code: 'replaceWithTemplate', params: { caption: '会议通知' } },
    '使用模板“会议通知”将替换当前的邮件内容，确定吗？',
    'The template “{caption}” replaces what is written. Continue?',
  ],
]

const translated = (d: MessageDescriptor) => d.id !== undefined && en[d.id] !== undefined

/** The English template with this row's values put in. */
function filled(template: string, item: ComposeAlert | ComposeConfirm): string {
  const params: Record<string, unknown> = 'params' in item ? item.params : {}
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]))
}

type Row = readonly [string, MessageDescriptor, string, string]

describe('compose messages (zh-hans source, en once extracted)', () => {
  describe.each([
    ['alert', ALERTS.map(([a, zh, eng]): Row => [a.code, composeAlertMessage(a), zh, eng])],
    ['confirm', CONFIRMS.map(([c, zh, eng]): Row => [c.code, composeConfirmMessage(c), zh, eng])],
  ])('%s', (kind, rows) => {
    const items = kind === 'alert' ? ALERTS.map((r) => r[0]) : CONFIRMS.map((r) => r[0])
    it.each(rows)('%s (zh-hans)', (_, descriptor, zh) => {
      activateTestLocale('zh-hans')
      expect(i18n._(descriptor)).toBe(zh)
    })
    it.each(rows.map((row, i) => [...row, i] as const).filter(([, d]) => translated(d)))(
      '%s (en)',
      (_, descriptor, _zh, eng, i) => {
        activateTestLocale('en')
        const item = items[i]
        if (!item) throw new Error('row without item')
        expect(i18n._(descriptor)).toBe(filled(eng, item))
      },
    )
    it.each(rows)("%s: the comment gives translators the spec's English", (_, d, _zh, eng) => {
      expect(d.comment).toBe(`English: '${eng}'`)
    })
  })

  it('a failure with server text shows that text as is', () => {
    activateTestLocale('zh-hans')
    expect(
      composeAlertText(i18n, { code: 'sendFailed', params: { message: 'Quota exceeded' } }),
    ).toBe('Quota exceeded')
    expect(composeAlertText(i18n, { code: 'sendFailed', params: { message: null } })).toBe(
      '邮件发送失败！',
    )
    expect(composeAlertText(i18n, { code: 'noSubject' })).toBe('请填写邮件主题！')
  })

  it('the recipient editor and the scheduled notice', () => {
    activateTestLocale('zh-hans')
    expect(i18n._(recipientEditMessage('emailRequired'))).toBe('请输入邮箱地址！')
    expect(i18n._(scheduledNotice('2025-03-10 11:00'))).toBe('邮件将于 2025-03-10 11:00 定时发送')
  })
})
