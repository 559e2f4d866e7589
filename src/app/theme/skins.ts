/**
 * The 15 skins of the top bar (R-LAYOUT-3), as Fluent UI v9 themes. Each skin is a
 * brand colour from which a 16-step brand ramp is derived; `night` is the dark one. The default
 * is classic blue. Names are translated in useSkinLabels().
 */
import type { Theme } from '@fluentui/react-components'
import type { SkinId } from '../../domain/skins.ts'

export { DEFAULT_SKIN, isSkinId, SKIN_IDS, type SkinId } from '../../domain/skins.ts'

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

const cache = new Map<SkinId, Theme>()
const loading = new Map<SkinId, Promise<Theme>>()

/**
 * The default skin needs no theme object: its CSS variables are a static stylesheet made at
 * build time from the same ramp (vite.config.ts, `defaultSkinCss`), so the login page ships
 * neither Fluent's colour tables nor createLightTheme. Other skins build their theme in a chunk
 * of their own: loadSkinTheme, then skinTheme while it is cached.
 */
export function skinTheme(skin: SkinId): Theme | undefined {
  return cache.get(skin)
}

/**
 * The skin's theme, loading the light or the dark theme's chunk. One promise per skin, the same
 * object every time: React's use() reads a settled one without suspending again.
 */
export function loadSkinTheme(skin: SkinId): Promise<Theme> {
  let promise = loading.get(skin)
  if (!promise) {
    // The ramp's arithmetic comes with the theme's chunk, not with the start-up code.
    const ramp = import('./brandRamp.ts').then((module) => module.brandRamp(BRAND_COLOURS[skin]))
    promise = (
      skin === 'night'
        ? Promise.all([ramp, import('./nightTheme.ts')]).then(([r, m]) => m.nightTheme(r))
        : Promise.all([ramp, import('./lightTheme.ts')]).then(([r, m]) => m.lightTheme(r))
    ).then((theme) => {
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
