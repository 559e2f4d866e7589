/**
 * Calendar invitation answers (R-STATE-2): start → accept / tentative / reject;
 * once answered the answer shows with a Change button that reveals the other choices.
 */
import { Button, Text } from '@fluentui/react-components'
import { CalendarRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  invitationControls,
  type InvitationAnswer,
  type InvitationStatus,
} from '../../domain/mail/invitation.ts'
import { answerInvitation } from './readerActions.ts'
import { useReaderStyles } from './useReaderStyles.styles.ts'
import { useInvitationWords } from '../common/invitations/useInvitationWords.ts'

export interface InvitationBarProps {
  folder: string
  uid: number
  status: InvitationStatus
}

export function InvitationBar({ folder, uid, status: initial }: InvitationBarProps) {
  const styles = useReaderStyles()
  const { t } = useLingui()
  const [status, setStatus] = useState<InvitationStatus>(initial)
  const [changing, setChanging] = useState(false)
  const [busy, setBusy] = useState(false)
  const controls = invitationControls(status, changing)

  const { labels, answered } = useInvitationWords()

  const answer = async (choice: InvitationAnswer) => {
    setBusy(true)
    const next = await answerInvitation(folder, uid, choice)
    setBusy(false)
    if (next) {
      setStatus(next)
      setChanging(false)
    }
  }

  return (
    <div className={styles.bar} role="group" aria-label={t`会议邀请`}>
      <CalendarRegular />
      <Text>{status === 'start' ? t`这是一封会议邀请，是否参加？` : answered[status]}</Text>
      {controls.answers.map((choice) => (
        <Button key={choice} size="small" disabled={busy} onClick={() => void answer(choice)}>
          {labels[choice]}
        </Button>
      ))}
      {controls.showChange && (
        <Button size="small" onClick={() => setChanging(true)}>
          {t({ message: '更改', context: 'invitation' })}
        </Button>
      )}
    </div>
  )
}
