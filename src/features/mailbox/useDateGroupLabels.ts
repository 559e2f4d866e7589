import { useLingui } from '@lingui/react/macro'
import type { DateGroup } from '../../domain/format/dateGroup.ts'

export function useDateGroupLabels(): Record<DateGroup, string> {
  const { t } = useLingui()
  return { today: t`今天`, yesterday: t`昨天`, dayBeforeYesterday: t`前天`, earlier: t`更早` }
}
