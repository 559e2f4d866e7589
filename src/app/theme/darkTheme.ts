/**
 * Every skin's dark theme, in a chunk of its own: createDarkTheme and the dark colour tables are
 * only downloaded by those who paint dark (the system's or their choice, or the `night` skin).
 */
import { createDarkTheme, type BrandVariants, type Theme } from '@fluentui/react-components'
import { contrastRatio } from '../../domain/format/contrast.ts'

/** The WCAG ratio of two #RRGGBB colours (the theme's own colours always are). */
export const contrast = (a: string, b: string): number => contrastRatio(a, b) ?? 1

const BRAND_STEPS = [110, 120, 130, 140, 150, 160] as const

/**
 * The lightest-needed step of the ramp that reads at 4.5:1 (WCAG AA) on the darkest surface the
 * brand text sits on: a deep skin (brown, graphite) needs a lighter step than Fluent's 110.
 */
export function readableBrand(ramp: BrandVariants, surface: string): string {
  return BRAND_STEPS.map((step) => ramp[step]).find((c) => contrast(c, surface) >= 4.5) ?? ramp[160]
}

/** Shades for a primary button's fill, lightest first: Fluent's dark default is 70. */
const BUTTON_STEPS = [70, 60, 50, 40, 30] as const

/**
 * The first shade from Fluent's own on which the button's white text reads at 4.5:1: shade 70
 * of the night blue gives 3.68:1 (axe), one darker 4.77:1. Hover and pressed go one darker.
 */
function buttonFill(ramp: BrandVariants): [string, string] {
  const at = BUTTON_STEPS.findIndex((step) => contrast(ramp[step], '#ffffff') >= 4.5)
  const steps = at === -1 ? BUTTON_STEPS.slice(-1) : BUTTON_STEPS.slice(at, at + 2)
  const [rest = 30, darker = rest] = steps
  return [ramp[rest], ramp[darker]]
}

export function darkTheme(ramp: BrandVariants): Theme {
  const theme = createDarkTheme(ramp)
  const [fill, fillDarker] = buttonFill(ramp)
  // Brand text lies on the page (background 1) and on the side panes (2, 3): the lightest of them.
  const foreground = readableBrand(ramp, theme.colorNeutralBackground1)
  return {
    ...theme,
    colorBrandForeground1: foreground,
    colorBrandForeground2: foreground,
    colorBrandForegroundLink: foreground,
    colorBrandForegroundLinkHover: ramp[160],
    colorCompoundBrandForeground1: foreground,
    colorNeutralForeground2BrandSelected: foreground,
    colorNeutralForeground2BrandHover: foreground,
    // Fluent's dark error red (#dc626d) is 4.16:1 on the page; its palette red reads at 5.2:1.
    colorStatusDangerForeground1: theme.colorPaletteRedForeground1,
    colorBrandBackground: fill,
    colorBrandBackgroundHover: fillDarker,
    colorBrandBackgroundSelected: fillDarker,
  }
}
