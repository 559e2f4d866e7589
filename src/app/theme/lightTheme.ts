/**
 * The light skins' themes, in a chunk of their own: createLightTheme and Fluent's colour tables
 * are only downloaded by those who pick a skin other than the default (whose variables are a
 * static stylesheet, see skins.ts).
 */
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components'

export function lightTheme(ramp: BrandVariants): Theme {
  return createLightTheme(ramp)
}
