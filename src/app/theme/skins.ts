/**
 * The 15 skins of the top bar (product.md "Layout"), as Fluent UI v9 themes. Each skin is a
 * brand colour from which a 16-step brand ramp is derived; `night` is the dark one. The default
 * is classic blue. Names are translated in useSkinLabels().
 */
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components'

export const SKIN_IDS = [
  'classic-blue',
  'sky',
  'teal',
  'green',
  'jade',
  'olive',
  'orange',
  'amber',
  'red',
  'rose',
  'purple',
  'lavender',
  'brown',
  'graphite',
  'night',
] as const
export type SkinId = (typeof SKIN_IDS)[number]
export const DEFAULT_SKIN: SkinId = 'classic-blue'

const BRAND_COLOURS: Record<SkinId, string> = {
  'classic-blue': '#0F6CBD',
  sky: '#0A8BC2',
  teal: '#03787C',
  green: '#107C10',
  jade: '#00845A',
  olive: '#5C7A1F',
  orange: '#C2410C',
  amber: '#A16207',
  red: '#C4314B',
  rose: '#C0267A',
  purple: '#7B4FB0',
  lavender: '#5B5FC7',
  brown: '#8E562E',
  graphite: '#4A5568',
  night: '#4F9BEF',
}

export function isSkinId(value: unknown): value is SkinId {
  return typeof value === 'string' && (SKIN_IDS as readonly string[]).includes(value)
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

function mix(a: [number, number, number], b: [number, number, number], amount: number) {
  return a.map((c, i) => c + (b[i]! - c) * amount) as [number, number, number]
}

/** Brand ramp with shade 80 = the skin colour, darker below and lighter above (Fluent's layout). */
export function brandRamp(hex: string): BrandVariants {
  const base = hexToRgb(hex)
  const black: [number, number, number] = [0, 0, 0]
  const white: [number, number, number] = [255, 255, 255]
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const
  const ramp = {} as Record<(typeof steps)[number], string>
  for (const step of steps) {
    const colour =
      step <= 80
        ? mix(base, black, ((80 - step) / 70) * 0.85)
        : mix(base, white, ((step - 80) / 80) * 0.9)
    ramp[step] = rgbToHex(colour)
  }
  return ramp
}

const cache = new Map<SkinId, Theme>()
const loading = new Map<SkinId, Promise<Theme>>()

/** The skin's theme when it is at hand: light skins always; `night` once loadSkinTheme resolved. */
export function skinTheme(skin: SkinId): Theme | undefined {
  const cached = cache.get(skin)
  if (cached || skin === 'night') return cached
  const theme = createLightTheme(brandRamp(BRAND_COLOURS[skin]))
  cache.set(skin, theme)
  return theme
}

/** The skin's theme, loading the dark theme's chunk for `night`. One promise per skin. */
export function loadSkinTheme(skin: SkinId): Promise<Theme> {
  const ready = skinTheme(skin)
  if (ready) return Promise.resolve(ready)
  let promise = loading.get(skin)
  if (!promise) {
    promise = import('./nightTheme.ts').then(({ nightTheme }) => {
      const theme = nightTheme(brandRamp(BRAND_COLOURS[skin]))
      cache.set(skin, theme)
      return theme
    })
    loading.set(skin, promise)
  }
  return promise
}

export function skinSwatch(skin: SkinId): string {
  return BRAND_COLOURS[skin]
}
