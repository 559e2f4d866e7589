/** The online-attachment expiry choices (§9) in words: a month, two months, a quarter, … */
import { useLingui } from '@lingui/react/macro'

export function useExpiryLabel(): (days: number) => string {
  const { t } = useLingui()
  return (days) => {
    switch (days) {
      case 30:
        return t`一个月`
      case 60:
        return t`两个月`
      case 90:
        return t`一个季度`
      case 180:
        return t`半年`
      case 365:
        return t`一年`
      default:
        return t`${days} 天`
    }
  }
}
