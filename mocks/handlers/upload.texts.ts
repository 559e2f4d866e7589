/** The upload family's refusals in the server's three languages (M-ERR). */
import type { ServerLanguage } from '../i18n.ts'
import { validationError } from './http.ts'

export const UPLOAD_TEXT = {
  overCapacity: {
    'zh-hans': '上传失败！上传的文件已超出个人邮箱容量！',
    'zh-tw': '上傳失敗！上傳的檔案已超出個人郵箱容量！',
    en: 'Upload failed! Uploading files has exceeded the capacity of personal mailbox!',
  },
  emptyFile: {
    'zh-hans': '不能上传空文件',
    'zh-tw': '不能上傳空檔案',
    en: 'Empty files cannot be uploaded.',
  },
  noDrafts: {
    'zh-hans': '不能导入到草稿箱',
    'zh-tw': '不能匯入到草稿匣',
    en: 'Mail cannot be imported into Drafts.',
  },
  noFolder: {
    'zh-hans': '目标文件夹不存在',
    'zh-tw': '目標資料夾不存在',
    en: 'The target folder does not exist.',
  },
  incomplete: {
    'zh-hans': '文件分片不完整，请重新上传',
    'zh-tw': '檔案分片不完整，請重新上傳',
    en: 'Some chunks of the file are missing. Please upload it again.',
  },
  notMail: {
    'zh-hans': '无法解析该邮件文件',
    'zh-tw': '無法解析該郵件檔案',
    en: 'The file could not be read as a mail.',
  },
  checksum: {
    'zh-hans': '文件校验失败，请重新上传',
    'zh-tw': '檔案校驗失敗，請重新上傳',
    en: 'The file failed its checksum. Please upload it again.',
  },
  excludedExt: {
    'zh-hans': '为了安全，不允许上传可执行文件',
    'zh-tw': '為了安全，不允許上傳可執行檔案',
    en: 'For security reasons, executable files cannot be uploaded.',
  },
  duplicate: {
    'zh-hans': '该文件夹已有同名文件',
    'zh-tw': '該資料夾已有同名檔案',
    en: 'A file with the same name already exists in this folder.',
  },
  overThirtyMegabytes: {
    'zh-hans': '附件超过 30M，请以超大附件发送',
    'zh-tw': '附件超過 30M，請以超大附件寄送',
    en: 'The attachment is over 30M; send it as an online attachment.',
  },
  noFile: {
    'zh-hans': '请选择要上传的文件',
    'zh-tw': '請選擇要上傳的檔案',
    en: 'Please choose a file to upload.',
  },
  badChunk: {
    'zh-hans': '分片参数错误',
    'zh-tw': '分片參數錯誤',
    en: 'Invalid chunk.',
  },
} satisfies Record<string, Record<ServerLanguage, string>>

/** 400 `{non_field_errors}` with the refusal in the user's language. */
export const refuseUpload = (key: keyof typeof UPLOAD_TEXT, lang: ServerLanguage) =>
  validationError({ non_field_errors: [UPLOAD_TEXT[key][lang]] })
