/**
 * Calendar invitation answers in the reader (R-STATE-2): unanswered ('start')
 * offers accept / tentative ('wait') / reject; once answered only a Change button shows, which
 * reveals the other two choices.
 */
export type InvitationStatus = 'start' | 'accept' | 'wait' | 'reject'
export type InvitationAnswer = Exclude<InvitationStatus, 'start'>

export const INVITATION_ANSWERS: readonly InvitationAnswer[] = ['accept', 'wait', 'reject']

export interface InvitationControls {
  /** Answer buttons to show. */
  answers: InvitationAnswer[]
  /** The Change button. */
  showChange: boolean
}

export function invitationControls(
  status: InvitationStatus,
  changing: boolean,
): InvitationControls {
  if (status === 'start') return { answers: [...INVITATION_ANSWERS], showChange: false }
  if (!changing) return { answers: [], showChange: true }
  return { answers: INVITATION_ANSWERS.filter((a) => a !== status), showChange: false }
}
