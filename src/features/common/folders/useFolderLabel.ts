import { useLingui } from '@lingui/react/macro'
import type { Folder } from '../../../api/types.ts'

/** Default folders get the interface language's name; user folders keep the name they were given. */
export function useFolderLabel(): (
  folder: Pick<Folder, 'raw_name' | 'label' | 'name' | 'is_default'>,
) => string {
  const { t } = useLingui()
  const names: Record<string, string> = {
    INBOX: t`收件箱`,
    Sent: t`已发送`,
    Drafts: t`草稿箱`,
    Trash: t`已删除`,
    Spam: t`垃圾邮件`,
    Virus: t`病毒文件夹`,
  }
  return (folder) =>
    (folder.is_default ? names[folder.raw_name] : undefined) ?? (folder.label || folder.name)
}
