/**
 * /setting/feedback's call: sendFeedback. The page is a form of the shared pattern with nothing
 * to load: its "data" is an empty message, and a sent message gives an empty one back, so the
 * form clears after "sent" and the unsaved-changes guard knows a typed, unsent text.
 */
import type { components } from '../../../api/schema.gen.ts'
import { api } from '../../../app/services.ts'
import { ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'

export type FeedbackInput = components['schemas']['FeedbackInput']

/** A fresh object each time: the form follows new data, so it starts again empty. */
export const loadBlankFeedback = (): Promise<FeedbackInput> =>
  Promise.resolve({ content: '', contact: '' })

export async function sendFeedback(
  body: FeedbackInput,
  signal: AbortSignal,
): Promise<FeedbackInput> {
  const { data, error } = await api().POST('/api/setting/feedback/', {
    body,
    signal,
    ...ownSaveErrors,
  })
  if (data) return { content: '', contact: '' }
  throw rejectionOf(error, sameNames('content', 'contact'))
}
