/**
 * Server texts of the send family in the three languages (M-ERR). Kept here
 * rather than in mocks/i18n.ts so this family can grow without touching the shared catalogue.
 */
import type { ServerLanguage } from '../i18n.ts'

const TEXT = {
  noSharingPower: {
    'zh-hans': '您没有该共享邮箱的发信权限',
    'zh-tw': '您沒有該共用信箱的發信權限',
    en: 'You have no sharing power to send from this shared mailbox.',
  },
  noForwardPower: {
    'zh-hans': '您没有转发邮件的权限',
    'zh-tw': '您沒有轉寄郵件的權限',
    en: 'You are not allowed to forward mail.',
  },
  noReceiver: {
    'zh-hans': '请填写收件人',
    'zh-tw': '請填寫收件人',
    en: 'Please enter a recipient.',
  },
  noSubject: {
    'zh-hans': '请填写邮件主题',
    'zh-tw': '請填寫郵件主旨',
    en: 'Please enter a subject.',
  },
  noContent: {
    'zh-hans': '请输入邮件内容！',
    'zh-tw': '請輸入郵件內容！',
    en: 'please enter email content!',
  },
  badAddress: {
    'zh-hans': '邮件地址格式不正确',
    'zh-tw': '郵件地址格式不正確',
    en: 'Enter a valid email address.',
  },
  badSender: {
    'zh-hans': '发件人不是当前邮箱的地址',
    'zh-tw': '寄件者不是目前信箱的地址',
    en: 'The sender is not an address of this mailbox.',
  },
  badPassword: {
    'zh-hans': '邮件密码必须是 6 位字母或数字',
    'zh-tw': '郵件密碼必須是 6 位字母或數字',
    en: 'The mail password must be 6 letters or digits.',
  },
  exclusiveOptions: {
    'zh-hans': '加密、定时发送和阅后即焚不能同时使用',
    'zh-tw': '加密、定時傳送和閱後即焚不能同時使用',
    en: 'Password protection, scheduled sending and burn after reading cannot be combined.',
  },
  badSchedule: {
    'zh-hans': '定时发送时间必须晚于当前时间',
    'zh-tw': '定時傳送時間必須晚於目前時間',
    en: 'The scheduled time must be in the future.',
  },
  badBurn: {
    'zh-hans': '阅后即焚需要 1 到 99 次阅读和一个将来的日期',
    'zh-tw': '閱後即焚需要 1 到 99 次閱讀和一個將來的日期',
    en: 'Burn after reading needs 1 to 99 views and a future date.',
  },
  levelRequired: {
    'zh-hans': '请选择邮件密级',
    'zh-tw': '請選擇郵件密級',
    en: 'Please choose the mail security level.',
  },
  levelTooHigh: {
    'zh-hans': '附件“{name}”的密级高于邮件密级',
    'zh-tw': '附件「{name}」的密級高於郵件密級',
    en: 'The security level of attachment "{name}" is higher than the mail level.',
  },
  badOnlineExpiry: {
    'zh-hans': '请选择在线附件的有效期',
    'zh-tw': '請選擇線上附件的有效期',
    en: 'Choose how long the online attachment stays available.',
  },
  attachmentMissing: {
    'zh-hans': '附件不存在或已过期',
    'zh-tw': '附件不存在或已過期',
    en: 'The attachment does not exist or has expired.',
  },
  sendFailed: {
    'zh-hans': '邮件发送失败，请稍后重试',
    'zh-tw': '郵件傳送失敗，請稍後重試',
    en: 'The mail could not be sent. Please try again later.',
  },
  recallFailed: {
    'zh-hans': '邮件召回失败！',
    'zh-tw': '郵件召回失敗！',
    en: 'Mail recall fails!',
  },
  messageUnknown: {
    'zh-hans': '找不到该邮件的投递记录',
    'zh-tw': '找不到該郵件的投遞記錄',
    en: 'No delivery record for this mail.',
  },
  imageType: {
    'zh-hans': '只能插入 JPG、GIF、PNG、BMP 格式的图片',
    'zh-tw': '只能插入 JPG、GIF、PNG、BMP 格式的圖片',
    en: 'Only JPG, GIF, PNG and BMP images can be inserted.',
  },
  imageSize: {
    'zh-hans': '图片大小不能超过 10M',
    'zh-tw': '圖片大小不能超過 10M',
    en: 'The image must be smaller than 10M.',
  },
  imageUploaded: {
    'zh-hans': '图片上传成功',
    'zh-tw': '圖片上傳成功',
    en: 'Image uploaded.',
  },
  // Delivery states (status_info).
  undeliver: { 'zh-hans': '等待投递', 'zh-tw': '等待投遞', en: 'Waiting to be delivered' },
  scheduled: {
    'zh-hans': '定时发送：{time}',
    'zh-tw': '定時傳送：{time}',
    en: 'Scheduled for {time}',
  },
  review: { 'zh-hans': '等待审核', 'zh-tw': '等待審核', en: 'Waiting for review' },
  sequester: { 'zh-hans': '已被隔离', 'zh-tw': '已被隔離', en: 'Quarantined' },
  deliver: { 'zh-hans': '投递成功', 'zh-tw': '投遞成功', en: 'Delivered' },
  readed: { 'zh-hans': '已读', 'zh-tw': '已讀', en: 'Read' },
  deliver_fail: { 'zh-hans': '投递失败', 'zh-tw': '投遞失敗', en: 'Delivery failed' },
  proxy: { 'zh-hans': '已由中继代理投递', 'zh-tw': '已由中繼代理投遞', en: 'Relayed by proxy' },
  relayFailed: {
    'zh-hans': '投递失败：SMTP 中继 {server} 不可用',
    'zh-tw': '投遞失敗：SMTP 中繼 {server} 無法使用',
    en: 'Delivery failed: the SMTP relay {server} is not working',
  },
  noSuchUser: {
    'zh-hans': '投递失败：收件人不存在',
    'zh-tw': '投遞失敗：收件人不存在',
    en: 'Delivery failed: no such recipient',
  },
  reviewRejected: {
    'zh-hans': '审核未通过：{reason}',
    'zh-tw': '審核未通過：{reason}',
    en: 'Rejected in review: {reason}',
  },
  // Recall.
  recalled: { 'zh-hans': '召回成功', 'zh-tw': '召回成功', en: 'Recalled' },
  recallRead: {
    'zh-hans': '召回失败：邮件已被阅读',
    'zh-tw': '召回失敗：郵件已被閱讀',
    en: 'Recall failed: the mail has been read',
  },
  recallExternal: {
    'zh-hans': '召回失败：外部邮件无法召回',
    'zh-tw': '召回失敗：外部郵件無法召回',
    en: 'Recall failed: external mail cannot be recalled',
  },
  recallSummary: {
    'zh-hans': '召回成功 {ok} 封，失败 {failed} 封',
    'zh-tw': '召回成功 {ok} 封，失敗 {failed} 封',
    en: '{ok} recalled, {failed} failed',
  },
  // Compose prefill.
  original: {
    'zh-hans': '------------------ 原始邮件 ------------------',
    'zh-tw': '------------------ 原始郵件 ------------------',
    en: '------------------ Original ------------------',
  },
  from: { 'zh-hans': '发件人', 'zh-tw': '寄件者', en: 'From' },
  date: { 'zh-hans': '发送时间', 'zh-tw': '傳送時間', en: 'Date' },
  to: { 'zh-hans': '收件人', 'zh-tw': '收件人', en: 'To' },
  cc: { 'zh-hans': '抄送', 'zh-tw': '副本', en: 'Cc' },
  subject: { 'zh-hans': '主题', 'zh-tw': '主旨', en: 'Subject' },
} as const satisfies Record<string, Record<ServerLanguage, string>>

export type SendTextKey = keyof typeof TEXT

/** The text in `lang`, with `{name}` placeholders filled. */
export function sendText(
  key: SendTextKey,
  lang: ServerLanguage,
  values: Record<string, string | number> = {},
): string {
  let text: string = TEXT[key][lang]
  for (const [name, value] of Object.entries(values))
    text = text.replaceAll(`{${name}}`, String(value))
  return text
}
