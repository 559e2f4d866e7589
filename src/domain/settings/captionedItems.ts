/**
 * The signature and template forms (/setting/signature, /setting/template; R-DATA-16; the
 * spec asks for required-field messages without showing their wording: decisions.md #170): a
 * name of 1 to 50 characters (trimmed, as the server counts it) and a content that
 * shows something — text or a picture; an editor left with an empty paragraph is empty.
 */
import { showsContent } from '../compose/bodyHtml.ts'

export const CAPTION_MAX = 50

export interface CaptionedValues {
  caption: string
  /** The editor's html. */
  content: string
}

export type CaptionedError =
  | 'signatureCaptionRequired'
  | 'signatureContentRequired'
  | 'templateCaptionRequired'
  | 'templateContentRequired'
  | 'captionTooLong'

type Errors = Partial<Record<keyof CaptionedValues, CaptionedError>>

function validateCaptioned(
  values: CaptionedValues,
  required: { caption: CaptionedError; content: CaptionedError },
): Errors {
  const errors: Errors = {}
  const caption = values.caption.trim()
  if (caption === '') errors.caption = required.caption
  else if ([...caption].length > CAPTION_MAX) errors.caption = 'captionTooLong'
  if (!showsContent(values.content)) errors.content = required.content
  return errors
}

export const validateSignature = (values: CaptionedValues): Errors =>
  validateCaptioned(values, {
    caption: 'signatureCaptionRequired',
    content: 'signatureContentRequired',
  })

export const validateTemplate = (values: CaptionedValues): Errors =>
  validateCaptioned(values, {
    caption: 'templateCaptionRequired',
    content: 'templateContentRequired',
  })
