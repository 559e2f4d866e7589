/**
 * Invitations in the calendar's side list (§4, R-STATE-2): unanswered ones with accept /
 * tentative / reject; answered ones show the answer and a Change button revealing the other
 * choices — the same rule (invitationControls) and the same server state as the mail's bar.
 */
import { Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import dayjs from 'dayjs'
import { useState } from 'react'
import { invitationControls, type InvitationAnswer } from '../../domain/mail/invitation.ts'
import { useSettingsResource } from '../common/forms/useSettingsResource.ts'
import { answerInvitation, loadInvitations, type Invitation } from './calendarCalls.ts'
import { useInvitationWords } from '../common/invitations/useInvitationWords.ts'

const useStyles = makeStyles({
  heading: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    margin: `${tokens.spacingVerticalM} 0 0`,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  answers: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
  },
  muted: { color: tokens.colorNeutralForeground3 },
})

function InvitationItem({
  invitation,
  onAnswered,
}: {
  invitation: Invitation
  onAnswered: () => void
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const [changing, setChanging] = useState(false)
  const [busy, setBusy] = useState(false)
  const controls = invitationControls(invitation.status, changing)
  const { labels, answered } = useInvitationWords()
  const answer = async (choice: InvitationAnswer) => {
    setBusy(true)
    try {
      await answerInvitation(invitation.id, choice)
      setChanging(false)
      onAnswered()
    } finally {
      setBusy(false)
    }
  }
  const start = dayjs(invitation.start)
  return (
    <li className={styles.item} aria-label={invitation.title}>
      <Text weight="semibold">{invitation.title}</Text>
      <Caption1 className={styles.muted}>
        {invitation.is_allday ? start.format('YYYY-MM-DD') : start.format('YYYY-MM-DD HH:mm')}
        {invitation.place ? ` · ${invitation.place}` : ''}
      </Caption1>
      <Caption1 className={styles.muted}>
        {invitation.organizer[1] || invitation.organizer[0]}
      </Caption1>
      <div className={styles.answers}>
        {invitation.status !== 'start' && <Caption1>{answered[invitation.status]}</Caption1>}
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
    </li>
  )
}

export function InvitationsPanel({ onAnswered }: { onAnswered: () => void }) {
  const { t } = useLingui()
  const styles = useStyles()
  const resource = useSettingsResource<Invitation[], never>({ load: loadInvitations })
  const invitations = resource.data ?? []
  return (
    <section aria-label={t`日程邀请`}>
      <h3 className={styles.heading}>{t`日程邀请`}</h3>
      {invitations.length === 0 ? (
        <Caption1 className={styles.muted}>{t`没有待回复的邀请`}</Caption1>
      ) : (
        <ul className={styles.list}>
          {invitations.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              onAnswered={() => {
                resource.refresh()
                onAnswered()
              }}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
