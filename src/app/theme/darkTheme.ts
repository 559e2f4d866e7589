/**
 * Every skin's dark theme, in a chunk of its own: createDarkTheme and the dark colour tables are
 * only downloaded by those who paint dark (the system's or their choice, or the `night` skin).
 */
import { createDarkTheme, type BrandVariants, type Theme } from '@fluentui/react-components'

type Rgb = [number, number, number]

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16)
  const channels: Rgb = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
  const [r, g, b] = channels.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

const BRAND_STEPS = [110, 120, 130, 140, 150, 160] as const

/**
 * The lightest-needed step of the ramp that reads at 4.5:1 (WCAG AA) on the darkest surface the
 * brand text sits on: a deep skin (brown, graphite) needs a lighter step than Fluent's 110.
 */
export function readableBrand(ramp: BrandVariants, surface: string): string {
  return BRAND_STEPS.map((step) => ramp[step]).find((c) => contrast(c, surface) >= 4.5) ?? ramp[160]
}

export function darkTheme(ramp: BrandVariants): Theme {
  const theme = createDarkTheme(ramp)
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
  }
}
