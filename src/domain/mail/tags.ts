/**
 * Flags and tags of a mail (R-DATA-3, R-DATA-4, R-STATE-1, R-VALID-2):
 * the tag-name rule, the colour presets of the tag form, the colour flags of the flag menu and
 * the read-state icon a list row shows. Pure: no React, no I/O.
 */
import {
  DEFAULT_TAG_COLOR,
  TAG_NAME_MAX,
  TAG_NAME_MIN,
  TAG_PRESET_COLOR_COUNT,
} from '../constants.ts'

export { DEFAULT_TAG_COLOR, TAG_NAME_MAX, TAG_NAME_MIN }

/** The tag form's 16 preset colours; the default (#33B679) is among them. */
export const TAG_PRESET_COLORS = [
  '#D50000',
  '#E67C73',
  '#F4511E',
  '#EF6C00',
  '#F6BF26',
  '#C0CA33',
  '#33B679',
  '#0B8043',
  '#009688',
  '#039BE5',
  '#3F51B5',
  '#7986CB',
  '#8E24AA',
  '#AD1457',
  '#795548',
  '#616161',
] as const

if (TAG_PRESET_COLORS.length !== TAG_PRESET_COLOR_COUNT) {
  throw new Error('tags.ts: the preset list must hold TAG_PRESET_COLOR_COUNT colours')
}

export type TagNameError = 'required' | 'tooLong'
export type TagColorError = 'colorRequired'

export type TagFormValidation =
  | { ok: true; name: string; color: string }
  | { ok: false; name?: TagNameError; color?: TagColorError }

const HEX_COLOR = /^#[0-9a-f]{6}$/i

/** Name trimmed, 1 to 20 characters (code points); colour required as #RRGGBB. */
export function validateTagForm(form: { name: string; color: string }): TagFormValidation {
  const name = form.name.trim()
  const length = [...name].length
  const nameError: TagNameError | undefined =
    length < TAG_NAME_MIN ? 'required' : length > TAG_NAME_MAX ? 'tooLong' : undefined
  const colorError: TagColorError | undefined = HEX_COLOR.test(form.color.trim())
    ? undefined
    : 'colorRequired'
  if (nameError || colorError) return { ok: false, name: nameError, color: colorError }
  return { ok: true, name, color: form.color.trim().toUpperCase() }
}

/** The flag menu's colours, in menu order; red is the IMAP \flagged flag itself. */
export const FLAG_COLORS = [
  'red',
  'green',
  'orange',
  'blue',
  'pink',
  'cyan',
  'yellow',
  'purple',
  'gray',
] as const
export type FlagColor = (typeof FLAG_COLORS)[number]

export const FLAGGED = '\\flagged'
export const SEEN = '\\Seen'

export function flagOfColor(color: FlagColor): string {
  return color === 'red' ? FLAGGED : `umail-${color}`
}

/** Every flag a mail may carry for a colour: setting one colour removes the others. */
export const COLOR_FLAGS: readonly string[] = FLAG_COLORS.map(flagOfColor)

/** The colour a mail is flagged with (red wins when a server sent several), or null. */
export function flagColorOf(flags: readonly string[]): FlagColor | null {
  return FLAG_COLORS.find((color) => flags.includes(flagOfColor(color))) ?? null
}

/** The read icon of a list row (R-READ-9; 'moved' is the reader's not-found). */
export type ReadDisplayState =
  'unread' | 'read' | 'answered' | 'forwarded' | 'answeredForwarded' | 'scheduled'

export function readDisplayState(flags: readonly string[]): ReadDisplayState {
  if (flags.includes('umail-schedule')) return 'scheduled'
  const answered = flags.includes('\\Answered') || flags.includes('Answered')
  const forwarded = flags.includes('umail-forword')
  if (answered && forwarded) return 'answeredForwarded'
  if (answered) return 'answered'
  if (forwarded) return 'forwarded'
  return flags.includes(SEEN) ? 'read' : 'unread'
}

export const isUnread = (flags: readonly string[]): boolean => !flags.includes(SEEN)
export const hasAttachment = (flags: readonly string[]): boolean => flags.includes('umail-attach')
