/**
 * Feedback to the administrator (/setting/feedback, contract FeedbackInput): the text is required
 * (R-VALID-23); a contact is optional, at most FEEDBACK_CONTACT_MAX
 * characters; the text at most FEEDBACK_TEXT_MAX (decisions.md #184).
 */
export const FEEDBACK_TEXT_MAX = 2000
export const FEEDBACK_CONTACT_MAX = 100

export interface FeedbackValues {
  content: string
  contact: string
}

export type FeedbackError = 'feedbackRequired' | 'feedbackTooLong' | 'contactTooLong'

export function validateFeedback(
  values: FeedbackValues,
): Partial<Record<keyof FeedbackValues, FeedbackError>> {
  const errors: Partial<Record<keyof FeedbackValues, FeedbackError>> = {}
  const content = values.content.trim()
  if (content === '') errors.content = 'feedbackRequired'
  else if (content.length > FEEDBACK_TEXT_MAX) errors.content = 'feedbackTooLong'
  if (values.contact.trim().length > FEEDBACK_CONTACT_MAX) errors.contact = 'contactTooLong'
  return errors
}

export const feedbackPayload = (values: FeedbackValues): FeedbackValues => ({
  content: values.content.trim(),
  contact: values.contact.trim(),
})
