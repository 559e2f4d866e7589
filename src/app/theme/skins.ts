/**
 * The 15 skins of the top bar (R-LAYOUT-3), as Fluent UI v9 themes. Each skin is a
 * brand colour from which a 16-step brand ramp is derived; each has a light and a dark theme
 * (issue 17), `night` only the dark one. The default is classic blue. Names are translated in useSkinLabels().
 */
import type { Theme } from '@fluentui/react-components'
import type { SkinId } from '../../domain/skins.ts'

export {
  DEFAULT_APPEARANCE,
  DEFAULT_SKIN,
  isAppearance,
  isSkinId,
  paintsDark,
  SKIN_IDS,
  type Appearance,
  type SkinId,
} from '../../domain/skins.ts'

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

type Mode = 'light' | 'dark'
const cache = new Map<string, Theme>()
const loading = new Map<string, Promise<Theme>>()

/**
 * The default skin in light needs no theme object: its CSS variables are a static stylesheet made
 * at build time from the same ramp (vite.config.ts, `defaultSkinCss`), so the login page ships
 * neither Fluent's colour tables nor createLightTheme. Other skins, and every skin in dark, build
 * their theme in a chunk of their own: loadSkinTheme, then skinTheme while it is cached.
 */
export function skinTheme(skin: SkinId, dark = skin === 'night'): Theme | undefined {
  return cache.get(`${skin}:${dark ? 'dark' : 'light'}`)
}

/**
 * The skin's theme in light or dark (issue 17: every skin has both; `night` only dark), loading
 * that mode's chunk. One promise per skin and mode, the same object every time: React's use()
 * reads a settled one without suspending again.
 */
export function loadSkinTheme(skin: SkinId, dark = skin === 'night'): Promise<Theme> {
  const mode: Mode = dark || skin === 'night' ? 'dark' : 'light'
  const key = `${skin}:${mode}`
  let promise = loading.get(key)
  if (!promise) {
    // The ramp's arithmetic comes with the theme's chunk, not with the start-up code.
    const ramp = import('./brandRamp.ts').then((module) => module.brandRamp(BRAND_COLOURS[skin]))
    promise = (
      mode === 'dark'
        ? Promise.all([ramp, import('./darkTheme.ts')]).then(([r, m]) => m.darkTheme(r))
        : Promise.all([ramp, import('./lightTheme.ts')]).then(([r, m]) => m.lightTheme(r))
    ).then((theme) => {
      cache.set(key, theme)
      return theme
    })
    loading.set(key, promise)
  }
  return promise
}

export function skinSwatch(skin: SkinId): string {
  return BRAND_COLOURS[skin]
}
