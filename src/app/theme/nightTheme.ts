/**
 * The dark theme of the `night` skin, in a chunk of its own: createDarkTheme and the dark colour
 * tables are only downloaded by those who pick that skin.
 */
import { createDarkTheme, type BrandVariants, type Theme } from '@fluentui/react-components'

export function nightTheme(ramp: BrandVariants): Theme {
  return { ...createDarkTheme(ramp), colorBrandForeground1: ramp[110] }
}
