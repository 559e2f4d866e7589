/**
 * The words of an upload list: states, refusals and failures (R-STATE-4 upload states;
 * M-ERR-19 upload errors). The machine gives codes; this turns them into text.
 */
import { useLingui } from '@lingui/react/macro'
import type { UploadError, UploadRejection, UploadStatus } from '../../../machines/upload/index.ts'

export function useUploadTexts() {
  const { t } = useLingui()

  const status: Record<UploadStatus, string> = {
    waiting: t({ message: '等待上传', context: 'upload state' }),
    uploading: t({ message: '上传中', context: 'upload state' }),
    paused: t({ message: '已暂停', context: 'upload state' }),
    success: t({ message: '成功', context: 'upload state' }),
    // The import list calls a failed file an error.
    failed: t({ message: '错误', context: 'upload state' }),
  }

  const rejection = (name: string, reason: UploadRejection): string => {
    switch (reason) {
      case 'empty':
        return t`“${name}”是空文件，已取消上传`
      case 'wrongType':
        return t`“${name}”不是 .eml 邮件文件，已取消上传`
      case 'excludedExt':
        return t`为了安全，不能上传可执行文件“${name}”`
      case 'duplicate':
        return t`已存在同名文件“${name}”`
      case 'overCapacity':
        return t`上传失败！上传的文件已超出个人邮箱容量！` // M-TEXT-14
    }
  }

  const failure = (error: UploadError): string => {
    if (error.message) return error.message // M-ERR-19: the server's own text
    switch (error.code) {
      case 'hashFailed':
        return t`无法读取该文件`
      case 'finishFailed':
        return t`导入失败，请重试`
      default:
        return t`上传失败，请重试`
    }
  }

  return { status, rejection, failure }
}
