/**
 * Every compose alert, confirmation and notice as a Lingui descriptor, keyed by the domain codes
 * of src/domain/compose (validation.ts, recipients.ts). Descriptors, not strings, so a dialog
 * re-renders in a newly chosen language. The spec names most alerts without their wording; the
 * English in each comment is the spec's description (its exact words where it gives them).
 */
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type {
  ComposeAlert,
  ComposeConfirm,
  RecipientEditError,
} from '../../domain/compose/index.ts'

function recipientAlert(alert: ComposeAlert): MessageDescriptor | null {
  switch (alert.code) {
    case 'noRecipient':
      return msg({ message: '请填写收件人！', comment: "English: 'Please enter a recipient!'" })
    case 'invalidRecipient': {
      const { email } = alert.params
      return msg({
        message: `收件人地址 ${email} 格式不正确，请修改后再发送！`,
        comment: "English: 'The recipient address {email} is invalid; correct it and send again!'",
      })
    }
    case 'recipientEmailRequired':
    case 'recipientEmailInvalid':
      return recipientEditMessage(
        alert.code === 'recipientEmailRequired' ? 'emailRequired' : 'emailInvalid',
      )
    case 'smsMobileRequired': {
      const { email } = alert.params
      return msg({
        message: `请填写 ${email} 的手机号码！`,
        comment: "English: 'Please enter the mobile number of {email}!'",
      })
    }
    case 'smsMobileInvalid': {
      const { email } = alert.params
      return msg({
        message: `${email} 的手机号码不正确，请输入正确的手机号码！`,
        comment:
          "English: 'The mobile number of {email} is not valid: enter a valid mobile number!'",
      })
    }
    default:
      return null
  }
}

function contentAlert(alert: ComposeAlert): MessageDescriptor | null {
  switch (alert.code) {
    case 'noSubject':
      return msg({ message: '请填写邮件主题！', comment: "English: 'Please enter a subject!'" })
    // M-TEXT-5
    case 'noContent':
      return msg({ message: '请输入邮件内容！', comment: "English: 'please enter email content!'" })
    case 'badPassword':
      return msg({
        message: '邮件密码必须是 6 位字母或数字！',
        comment: "English: 'The mail password must be exactly 6 letters or digits!'",
      })
    case 'badReplyTo':
      return msg({
        message: '回复地址格式不正确！',
        comment: "English: 'The reply-to address is not a valid email!'",
      })
    case 'scheduleInvalid':
      return msg({
        message: '定时发送时间格式不正确，应为 yyyy-MM-dd HH:mm！',
        comment: "English: 'The scheduled time must be yyyy-MM-dd HH:mm!'",
      })
    case 'schedulePast':
      return msg({
        message: '定时发送时间必须晚于当前时间！',
        comment: "English: 'The scheduled time must be in the future!'",
      })
    case 'burnLimitRange':
      return msg({
        message: '阅读次数必须是 1 到 99 之间的整数！',
        comment: "English: 'Views must be a whole number from 1 to 99!'",
      })
    case 'burnDayInvalid':
      return msg({
        message: '销毁日期格式不正确，应为 yyyy-MM-dd！',
        comment: "English: 'The destruction date must be yyyy-MM-dd!'",
      })
    case 'burnDayPast':
      return msg({
        message: '销毁日期必须晚于今天！',
        comment: "English: 'The destruction date must be after today!'",
      })
    case 'draftEmpty':
      return msg({
        message: '请填写主题或添加附件后再保存草稿！',
        comment: "English: 'Enter a subject or add an attachment before saving the draft!'",
      })
    default:
      return null
  }
}

function levelAlert(alert: ComposeAlert): MessageDescriptor | null {
  switch (alert.code) {
    case 'noMailLevel':
      return msg({
        message: '请选择邮件密级！',
        comment: "English: 'Please select the mail level!'",
      })
    case 'attachmentNoLevel': {
      const { name } = alert.params
      return msg({
        message: `请为附件“${name}”选择密级！`,
        comment: 'English: \'Please select a level for the attachment "{name}"!\'',
      })
    }
    case 'attachmentLevelTooHigh': {
      const { name } = alert.params
      return msg({
        message: `附件“${name}”的密级不能高于邮件密级！`,
        comment:
          'English: \'The level of the attachment "{name}" cannot be higher than the mail level!\'',
      })
    }
    case 'attachmentTooBig': {
      const { name } = alert.params
      return msg({
        message: `附件“${name}”超过 30M，建议以超大附件发送！`,
        comment:
          'English: \'The attachment "{name}" is over 30M; send it as an online attachment!\'',
      })
    }
    default:
      return null
  }
}

/** Images for the editor (M-ERR compose alerts 'image size', 'image type'). */
function imageAlert(alert: ComposeAlert): MessageDescriptor | null {
  switch (alert.code) {
    case 'imageType': {
      const { name } = alert.params
      return msg({
        message: `“${name}”不是可插入的图片，请选择 JPG、GIF、PNG 或 BMP 图片！`,
        comment: 'English: \'"{name}" cannot be inserted: choose a JPG, GIF, PNG or BMP image!\'',
      })
    }
    case 'imageSize': {
      const { name } = alert.params
      return msg({
        message: `图片“${name}”太大，请选择小于 10MB 的图片！`,
        comment: 'English: \'The image "{name}" is too big: choose one under 10MB!\'',
      })
    }
    case 'imageUploadFailed':
      return msg({
        message: '图片上传失败！',
        comment: "English: 'Image upload failed!'",
      })
    default:
      return null
  }
}

function failureAlert(alert: ComposeAlert): MessageDescriptor | null {
  switch (alert.code) {
    // M-ERR-12
    case 'noSharingPower':
      return msg({
        message: '您没有该共享邮箱的写信权限！',
        comment: "English: 'You have no sharing power to write mail from this shared mailbox!'",
      })
    case 'loadFailed':
      return msg({
        message: '原邮件读取失败，请重试！',
        comment: "English: 'The original mail could not be loaded, please retry!'",
      })
    case 'sendFailed':
      return msg({ message: '邮件发送失败！', comment: "English: 'Failed to send the mail!'" })
    case 'saveFailed':
      return msg({ message: '草稿保存失败！', comment: "English: 'Failed to save the draft!'" })
    case 'smsCheckFailed':
      return msg({
        message: '短信通知的收件人检查失败！',
        comment: "English: 'Checking the SMS-notify recipients failed!'",
      })
    case 'smsSaveFailed':
      return msg({
        message: '手机号码保存失败！',
        comment: "English: 'Saving the mobile numbers failed!'",
      })
    default:
      return null
  }
}

/**
 * The text of an alert (M-ERR-8: the compose alerts); for server failures, the fallback when the
 * server sent no text.
 */
export function composeAlertMessage(alert: ComposeAlert): MessageDescriptor {
  const found =
    recipientAlert(alert) ??
    contentAlert(alert) ??
    levelAlert(alert) ??
    imageAlert(alert) ??
    failureAlert(alert)
  if (!found) throw new Error(`no message for compose alert ${alert.code}`)
  return found
}

/** What to show: the server's own text when a failure carries one, else the translated alert. */
export function composeAlertText(i18n: I18n, alert: ComposeAlert): string {
  if ('params' in alert && 'message' in alert.params && alert.params.message)
    return alert.params.message
  return i18n._(composeAlertMessage(alert))
}

/** The edit-a-recipient dialog's field errors. */
export function recipientEditMessage(error: RecipientEditError): MessageDescriptor {
  return error === 'emailRequired'
    ? msg({ message: '请输入邮箱地址！', comment: "English: 'Please enter the email address!'" })
    : msg({
        message: '邮箱地址格式不正确！',
        comment: "English: 'The email address is not valid!'",
      })
}

export function composeConfirmMessage(confirm: ComposeConfirm): MessageDescriptor {
  switch (confirm.code) {
    case 'dropCc': {
      const { count } = confirm.params
      return msg({
        message: `取消抄送将移除已填写的 ${count} 位抄送人，确定吗？`,
        comment: "English: 'Turning Cc off removes the {count} Cc recipient(s). Continue?'",
      })
    }
    case 'dropBcc': {
      const { count } = confirm.params
      return msg({
        message: `取消密送将移除已填写的 ${count} 位密送人，确定吗？`,
        comment: "English: 'Turning Bcc off removes the {count} Bcc recipient(s). Continue?'",
      })
    }
    case 'htmlToText':
      return msg({
        message: '转换为纯文本将丢失格式和图片，确定转换吗？',
        comment: "English: 'Converting to plain text loses formatting and images. Convert?'",
      })
    case 'massMail': {
      const { count } = confirm.params
      return msg({
        message: `群发单显将分别给 ${count} 位收件人各发送一封邮件，确定发送吗？`,
        comment: "English: 'Separate sending sends one copy to each of {count} recipients. Send?'",
      })
    }
    case 'securityManyRecipients': {
      const { count } = confirm.params
      return msg({
        message: `这是一封密级邮件，将发送给 ${count} 位收件人，确定发送吗？`,
        comment: "English: 'This classified mail goes to {count} recipients. Send?'",
      })
    }
    case 'closeUnsent':
      return msg({
        message: '邮件尚未发送，确定要关闭吗？',
        comment: "English: 'This mail has not been sent. Close it anyway?'",
      })
    case 'closeBurn':
      return msg({
        message: '这是一封阅后即焚邮件，关闭后可能无法再次阅读，确定要关闭吗？',
        comment:
          "English: 'This mail is burned after reading and may not open again once closed. Close it?'",
      })
    case 'replaceWithTemplate': {
      const { caption } = confirm.params
      return msg({
        message: `使用模板“${caption}”将替换当前的邮件内容，确定吗？`,
        comment: "English: 'The template “{caption}” replaces what is written. Continue?'",
      })
    }
  }
}

/** Success toasts (M-ERR-24: send success, save success) and the scheduled-send result line. */
export const composeNotices = {
  sent: msg({ message: '邮件发送成功！', comment: "English: 'Sent successfully!'" }),
  saved: msg({ message: '草稿保存成功！', comment: "English: 'Saved successfully!'" }),
}

export function scheduledNotice(scheduleDay: string): MessageDescriptor {
  return msg({
    message: `邮件将于 ${scheduleDay} 定时发送`,
    comment: "English: 'The mail will be sent at {scheduleDay}'",
  })
}
