import { useLingui } from '@lingui/react/macro'
import type { GrantLevel } from './permissionCalls.ts'

/** The five levels of §6 in the user's language. */
export function useGrantLevelText(): (level: GrantLevel) => string {
  const { t } = useLingui()
  const texts: Record<GrantLevel, string> = {
    all: t({
      message: '全部权限',
      comment: 'Company disk permission level: everything, incl. granting',
    }),
    manage: t({
      message: '管理',
      comment: 'Company disk permission level: manage folders and files',
    }),
    upload: t({ message: '仅上传', comment: 'Company disk permission level' }),
    download: t({ message: '仅下载', comment: 'Company disk permission level' }),
    upload_download: t({ message: '上传和下载', comment: 'Company disk permission level' }),
  }
  return (level) => texts[level]
}
