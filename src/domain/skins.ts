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
