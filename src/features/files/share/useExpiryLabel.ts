import { useLingui } from '@lingui/react/macro'

/** The words of an expiry choice: "7 天", or "永久有效" for 0. */
export function useExpiryLabel() {
  const { t } = useLingui()
  return (days: number): string =>
    days === 0 ? t`永久有效` : days === 365 ? t`1 年` : t`${days} 天`
}
