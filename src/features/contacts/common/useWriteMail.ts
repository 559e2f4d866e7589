/**
 * Write mail from the /contact pages: the compose tab opens in the mailbox with the recipients
 * (its deep link), after the shared-mailbox check every "write mail" makes (M-ERR-12).
 */
import { useNavigate } from '@tanstack/react-router'
import { composeToParam, type MailRecipient } from '../../../domain/contacts/index.ts'
import { useMailGuards } from '../../common/mailGuards/useMailGuards.ts'

export function useWriteMail() {
  const navigate = useNavigate()
  const guards = useMailGuards()
  return (recipients: readonly MailRecipient[]) => {
    const to = composeToParam(recipients)
    if (!to || !guards.compose()) return
    void navigate({
      to: '/mailbox/innerbox/$boxId',
      params: { boxId: 'INBOX' },
      search: { init: 'composeMail', to },
    })
  }
}
