/**
 * The contacts import's refusals and row failures in the server's three languages; the dialog
 * words the same codes with the same texts (src/features/contacts/transfer/transferTexts.ts).
 */
import type {
  ContactFileRefusal,
  ContactRowProblem,
} from '../../src/domain/contacts/transfer/index.ts'
import type { ServerLanguage } from '../i18n.ts'

export const CONTACT_TRANSFER_TEXT: Record<
  ContactFileRefusal | ContactRowProblem | 'invalidGroup',
  Record<ServerLanguage, string>
> = {
  fileType: {
    'zh-hans': '只能导入 xls、xlsx、csv 或 vcf 文件',
    'zh-tw': '只能匯入 xls、xlsx、csv 或 vcf 檔案',
    en: 'Only xls, xlsx, csv or vcf files can be imported.',
  },
  fileEmpty: {
    'zh-hans': '文件是空的，请选择其他文件',
    'zh-tw': '檔案是空的，請選擇其他檔案',
    en: 'The file is empty. Choose another file.',
  },
  fileTooLarge: {
    'zh-hans': '文件不能超过 10M',
    'zh-tw': '檔案不能超過 10M',
    en: 'The file cannot be larger than 10M.',
  },
  fileUnreadable: {
    'zh-hans': '无法读取该文件，请检查文件格式',
    'zh-tw': '無法讀取此檔案，請檢查檔案格式',
    en: 'The file could not be read. Check its format.',
  },
  noContacts: {
    'zh-hans': '文件中没有联系人',
    'zh-tw': '檔案中沒有聯絡人',
    en: 'There are no contacts in the file.',
  },
  noEmailColumn: {
    'zh-hans': '请指定邮箱所在的列',
    'zh-tw': '請指定電子郵件所在的欄',
    en: 'Choose the column that holds the email address.',
  },
  noEmail: {
    'zh-hans': '缺少邮箱地址',
    'zh-tw': '缺少電子郵件地址',
    en: 'The email address is missing.',
  },
  invalidEmail: {
    'zh-hans': '邮箱地址格式不正确',
    'zh-tw': '電子郵件地址格式不正確',
    en: 'The email address is not valid.',
  },
  invalidGroup: {
    'zh-hans': '该分组不存在',
    'zh-tw': '此群組不存在',
    en: 'This group does not exist.',
  },
}
