import { tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { FlagColor } from '../../domain/mail/tags.ts'

/** The flag colours as the palette paints them (Fluent tokens follow the skin's contrast). */
export const FLAG_CSS: Record<FlagColor, string> = {
  red: tokens.colorPaletteRedForeground1,
  green: tokens.colorPaletteGreenForeground1,
  orange: tokens.colorPaletteDarkOrangeForeground1,
  blue: tokens.colorPaletteBlueForeground2,
  pink: tokens.colorPalettePinkForeground2,
  cyan: tokens.colorPaletteTealForeground2,
  yellow: tokens.colorPaletteMarigoldForeground1,
  purple: tokens.colorPalettePurpleForeground2,
  gray: tokens.colorNeutralForeground3,
}

export function useFlagColorLabels(): Record<FlagColor, string> {
  const { t } = useLingui()
  return {
    red: t`红色旗标`,
    green: t`绿色旗标`,
    orange: t`橙色旗标`,
    blue: t`蓝色旗标`,
    pink: t`粉色旗标`,
    cyan: t`青色旗标`,
    yellow: t`黄色旗标`,
    purple: t`紫色旗标`,
    gray: t`灰色旗标`,
  }
}
