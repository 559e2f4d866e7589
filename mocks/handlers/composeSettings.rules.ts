/** Checks shared by the signature and template forms (a caption and an html content). */
import type { ServerLanguage } from '../i18n.ts'
import { validationError } from './http.ts'
import { type ComposeSettingsTextKey, composeSettingsText } from './composeSettings.texts.ts'

export const CAPTION_MAX = 50

const sameCaption = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

/** Field errors of `{caption, content}`: caption trimmed 1–50 and not another item's, content not blank. */
export function captionErrors(
  lang: ServerLanguage,
  body: { caption?: unknown; content?: unknown },
  keys: {
    captionRequired: ComposeSettingsTextKey
    contentRequired: ComposeSettingsTextKey
    captionTaken: ComposeSettingsTextKey
  },
  /** The owner's other items' names: a name is unique per mailbox (decisions.md #172). */
  otherCaptions: readonly string[],
): Response | null {
  const errors: Record<string, string[]> = {}
  const caption = typeof body.caption === 'string' ? body.caption.trim() : ''
  if (caption === '') errors.caption = [composeSettingsText(keys.captionRequired, lang)]
  else if ([...caption].length > CAPTION_MAX)
    errors.caption = [composeSettingsText('captionTooLong', lang)]
  else if (otherCaptions.some((other) => sameCaption(other, caption)))
    errors.caption = [composeSettingsText(keys.captionTaken, lang)]
  if (typeof body.content !== 'string' || body.content.trim() === '')
    errors.content = [composeSettingsText(keys.contentRequired, lang)]
  return Object.keys(errors).length > 0 ? validationError(errors) : null
}
