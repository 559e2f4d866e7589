/**
 * What a compose tab shows once the mail went out (R-SEND-2, R-SEND-4: send result types send
 * and schedule). Send: the per-recipient delivery status from the send-status machine (counts,
 * partial failure, refresh, show/hide, recall per recipient). Schedule: the time it goes out and
 * 'continue editing'.
 */
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import {
  selectCounts,
  selectPartialFailure,
  sendStatusMachine,
} from '../../../machines/send-status/index.ts'
import { useAnnounce } from '../../app/liveRegion/announce.ts'
import type { SendOutcome } from '../../../machines/compose/index.ts'
import { scheduledNotice } from './composeMessages.ts'
import { sendStatusActors } from './sendStatusActors.ts'
import { DeliveryStatusPanel } from './DeliveryStatusPanel.tsx'
import { sendStatusText } from './sendStatusMessages.ts'
import { useComposeStyles } from './useComposeStyles.styles.ts'

export function ScheduledResult({
  outcome,
  onContinue,
}: {
  outcome: SendOutcome
  onContinue: () => void
}) {
  const styles = useComposeStyles()
  const { t, i18n } = useLingui()
  return (
    <section className={styles.result} aria-label={t`定时发送结果`}>
      <MessageBar intent="success">
        <MessageBarBody>{i18n._(scheduledNotice(outcome.schedule_day ?? ''))}</MessageBarBody>
      </MessageBar>
      <div>
        <Button appearance="primary" onClick={onContinue}>{t`继续编辑`}</Button>
      </div>
    </section>
  )
}

export function SentResult({ outcome, subject }: { outcome: SendOutcome; subject: string }) {
  const styles = useComposeStyles()
  const { t, i18n } = useLingui()
  const actor = useActorRef(sendStatusMachine.provide({ actors: sendStatusActors }), {
    input: { messageId: outcome.message_id, mail: null },
  })
  const partial = useSelector(actor, selectPartialFailure)
  const held = useSelector(actor, (s) => selectCounts(s).review > 0)
  const shownText = i18n._(partial ? sendStatusText.partialFailure : sendStatusText.allSent)
  // Said through the layout's live region: a screen reader hears the result where it is.
  useAnnounce(held ? t`邮件已发出，正在等待审核：${subject}` : `${shownText} ${subject}`.trim())
  return (
    <section className={styles.result} aria-label={t`发送结果`}>
      <MessageBar intent={partial ? 'warning' : 'success'}>
        <MessageBarBody>
          {shownText}
          {subject ? ` — ${subject}` : ''}
        </MessageBarBody>
      </MessageBar>
      {outcome.error_lists.length > 0 && (
        <ul className={styles.failed}>
          {outcome.error_lists.map((e) => (
            <li key={e.recipient}>{`${e.recipient}: ${e.error}`}</li>
          ))}
        </ul>
      )}
      <DeliveryStatusPanel actor={actor} />
    </section>
  )
}
