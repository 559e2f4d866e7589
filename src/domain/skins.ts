/**
 * The 15 skins' names (R-LAYOUT-3, C-LIMIT-17): what the server stores as skin_name. Pure, so
 * the fake backend checks a saved skin against the same list the top bar and /setting/skin show.
 */
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
export const DEFAULT_SKIN: SkinId = 'classic-blue' // C-LIMIT-17: 15 skins, classic blue first

export function isSkinId(value: unknown): value is SkinId {
  return typeof value === 'string' && (SKIN_IDS as readonly string[]).includes(value)
}

/**
 * Light or dark colours over the skin (issue 17, decision 315). `system` follows the browser's
 * prefers-color-scheme, live; the `night` skin is dark whatever the choice (it is a dark skin).
 */
export type Appearance = 'system' | 'light' | 'dark'
export const DEFAULT_APPEARANCE: Appearance = 'system'

export function isAppearance(value: unknown): value is Appearance {
  return value === 'system' || value === 'light' || value === 'dark'
}

/** Whether the app paints dark: the skin, then the user's choice, then the system's. */
export function paintsDark(skin: SkinId, appearance: Appearance, systemDark: boolean): boolean {
  if (skin === 'night') return true
  return appearance === 'system' ? systemDark : appearance === 'dark'
}
