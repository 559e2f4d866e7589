/** The company disk's and the transit area's refusals in the server's three languages. */
import type { ServerLanguage } from '../i18n.ts'
import { detail } from './http.ts'

export const DISK_TEXT = {
  noManage: {
    'zh-hans': '您没有管理该文件夹的权限',
    'zh-tw': '您沒有管理該資料夾的權限',
    en: 'You have no permission to manage this folder.',
  },
  noUpload: {
    'zh-hans': '您没有上传到该文件夹的权限',
    'zh-tw': '您沒有上傳到該資料夾的權限',
    en: 'You have no permission to upload to this folder.',
  },
  notAdministrator: {
    'zh-hans': '只有网盘管理员可以设置权限',
    'zh-tw': '只有網路硬碟管理員可以設定權限',
    en: 'Only the disk administrator can set permissions.',
  },
  folderExists: {
    'zh-hans': '该文件夹已有同名文件夹',
    'zh-tw': '該資料夾已有同名資料夾',
    en: 'A folder with the same name already exists here.',
  },
  emptyName: {
    'zh-hans': '请输入文件夹名称',
    'zh-tw': '請輸入資料夾名稱',
    en: 'Enter a folder name.',
  },
  permissionNotFound: {
    'zh-hans': '该权限不存在',
    'zh-tw': '該權限不存在',
    en: 'No such permission.',
  },
  transitExpired: {
    'zh-hans': '该文件已过期',
    'zh-tw': '該檔案已過期',
    en: 'This file has expired.',
  },
  fileNotFound: {
    'zh-hans': '文件不存在',
    'zh-tw': '檔案不存在',
    en: 'No such file.',
  },
} satisfies Record<string, Record<ServerLanguage, string>>

export const diskRefusal = (status: number, key: keyof typeof DISK_TEXT, lang: ServerLanguage) =>
  detail(status, DISK_TEXT[key][lang])
