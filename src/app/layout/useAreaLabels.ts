import { useLingui } from '@lingui/react/macro'
import type { AreaId } from './navigation.ts'

export function useAreaLabels(): Record<AreaId, string> {
  const { t } = useLingui()
  return {
    mailbox: t`邮箱`,
    calendar: t`日程`,
    file: t`文件中心`,
    contact: t`通讯录`,
    search: t`自助查询`,
  }
}
