/**
 * The words of an invitation's answers (R-STATE-2): one place, so the mail's invitation bar and
 * the calendar's invitation list say the same.
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
