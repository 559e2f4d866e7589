/**
 * The words of an invitation's answers (R-MAIL invitation bar, the calendar's invitation list):
 * one place, so the mail's bar and the calendar say the same.
 */
import { useLingui } from '@lingui/react/macro'
import type { InvitationAnswer } from '../../../domain/mail/invitation.ts'

export function useInvitationWords(): {
  /** The button that gives the answer. */
  labels: Record<InvitationAnswer, string>
  /** What the invitation says once answered. */
  answered: Record<InvitationAnswer, string>
} {
  const { t } = useLingui()
  return {
    labels: {
      accept: t({ message: '接受', context: 'invitation' }),
      wait: t({ message: '暂定', context: 'invitation' }),
      reject: t({ message: '拒绝', context: 'invitation' }),
    },
    answered: {
      accept: t`已接受`,
      wait: t`已暂定`,
      reject: t`已拒绝`,
    },
  }
}
