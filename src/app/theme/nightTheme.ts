/**
 * The dark theme of the `night` skin, in a chunk of its own: createDarkTheme and the dark colour
 * tables are only downloaded by those who pick that skin.
 */
import { createDarkTheme, type BrandVariants, type Theme } from '@fluentui/react-components'

export function nightTheme(ramp: BrandVariants): Theme {
  return {
    ...createDarkTheme(ramp),
    colorBrandForeground1: ramp[110],
    // White text on Fluent's dark brand background (shade 70) is 3.68:1 for the night blue, under
    // AA; one shade darker is 4.77:1, and hover / selected go darker still (issue 17, axe).
    colorBrandBackground: ramp[60],
    colorBrandBackgroundHover: ramp[50],
    colorBrandBackgroundSelected: ramp[50],
  }
}
