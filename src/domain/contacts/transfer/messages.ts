/**
 * The dialog's words for the import's codes (rules.ts) and the columns (fields.ts). The refusals
 * and row failures are worded as the fake backend words them (mocks/handlers/
 * contactTransfer.texts.ts), so a file refused here or there reads the same.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ColumnTarget } from './fields.ts'
import type { ContactFileRefusal, ContactRowProblem } from './rules.ts'

export const CONTACT_IMPORT_MESSAGES: Record<
  ContactFileRefusal | ContactRowProblem,
  MessageDescriptor
> = {
  fileType: msg({
    message: '只能导入 xls、xlsx、csv 或 vcf 文件',
    comment: "English: 'Only xls, xlsx, csv or vcf files can be imported.'",
  }),
  fileEmpty: msg({
    message: '文件是空的，请选择其他文件',
    comment: "English: 'The file is empty. Choose another file.'",
  }),
  fileTooLarge: msg({
    message: '文件不能超过 10M',
    comment: "English: 'The file cannot be larger than 10M.'",
  }),
  fileUnreadable: msg({
    message: '无法读取该文件，请检查文件格式',
    comment: "English: 'The file could not be read. Check its format.'",
  }),
  noContacts: msg({
    message: '文件中没有联系人',
    comment: "English: 'There are no contacts in the file.'",
  }),
  noEmailColumn: msg({
    message: '请指定邮箱所在的列',
    comment: "English: 'Choose the column that holds the email address.'",
  }),
  noEmail: msg({ message: '缺少邮箱地址', comment: "English: 'The email address is missing.'" }),
  invalidEmail: msg({
    message: '邮箱地址格式不正确',
    comment: "English: 'The email address is not valid.'",
  }),
}

/** What a column can be read as, for the mapping's drop-downs. */
export const COLUMN_TARGET_LABELS: Record<Exclude<ColumnTarget, null>, MessageDescriptor> = {
  fullname: msg({ message: '姓名', context: 'contact field' }),
  given_name: msg({ message: '名', context: 'contact field: given name' }),
  family_name: msg({ message: '姓', context: 'contact field: family name' }),
  email: msg({ message: '邮箱', context: 'contact field' }),
  mobile: msg({ message: '手机', context: 'contact field' }),
  work_number: msg({ message: '工作电话', context: 'contact field' }),
  extension: msg({ message: '分机号', context: 'contact field' }),
  group_number: msg({
    message: '集团短号',
    context: 'contact field',
    comment: "A company's short dialling number",
  }),
  home_phone: msg({ message: '家庭电话', context: 'contact field' }),
  fax: msg({ message: '传真', context: 'contact field' }),
  company: msg({ message: '公司', context: 'contact field' }),
  department: msg({ message: '部门', context: 'contact field' }),
  position: msg({ message: '职位', context: 'contact field' }),
  birthday: msg({ message: '生日', context: 'contact field' }),
  work_address: msg({ message: '工作地址', context: 'contact field' }),
  home_address: msg({ message: '家庭地址', context: 'contact field' }),
  country: msg({ message: '国家', context: 'contact field' }),
  province: msg({ message: '省份', context: 'contact field' }),
  city: msg({ message: '城市', context: 'contact field' }),
  zip: msg({ message: '邮编', context: 'contact field' }),
  homepage: msg({ message: '主页', context: 'contact field' }),
  im_qq: msg({ message: 'QQ', context: 'contact field' }),
  im_msn: msg({ message: 'MSN', context: 'contact field' }),
  remark: msg({ message: '备注', context: 'contact field' }),
}
