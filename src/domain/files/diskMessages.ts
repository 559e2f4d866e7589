/** The words of the disk name rule (src/domain/files/disk.ts), as descriptors. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { DiskNameError } from './disk.ts'

export const DISK_NAME_MESSAGES: Record<DiskNameError, MessageDescriptor> = {
  nameRequired: msg({ message: '请输入名称', comment: "English: 'Please enter a name'" }),
  folderNameTooLong: msg({
    message: '文件夹名称长度为 1 到 20 个字符',
    comment: "English: 'The folder name must be 1 to 20 characters'",
  }),
  fileNameTooLong: msg({
    message: '文件名不能超过 255 个字符',
    comment: "English: 'The file name cannot be longer than 255 characters'",
  }),
  nameSlash: msg({
    message: '名称不能包含 / 或 \\',
    comment: "English: 'The name cannot contain / or \\'",
  }),
}
