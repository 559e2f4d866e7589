/**
 * What a compose tab shows once the mail went out (product.md §4 "Send": send result types send
 * and schedule). Send: the per-recipient delivery status from the send-status machine (counts,
 * partial failure, refresh, show/hide, recall per recipient). Schedule: the time it goes out and
 * 'continue editing'.
 */
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { ArrowClockwiseRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import {
  DELIVERY_STATES,
  selectCanRecallRecipient,
  selectCanRefresh,
  selectCounts,
  selectError,
  selectIsBusy,
  selectIsVisible,
  selectNotice,
  selectPartialFailure,
  selectRows,
  selectShowsRecallFor,
  sendStatusMachine,
} from '../../../machines/send-status/index.ts'
import type { SendOutcome } from '../../../machines/compose/index.ts'
import { scheduledNotice } from './composeMessages.ts'
import { sendStatusActors } from './sendStatusActors.ts'
import {
  DELIVERY_STATE_TEXT,
  SEND_STATUS_ERROR_TEXT,
  deliveryCountText,
  sendStatusText,
} from './sendStatusMessages.ts'
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
  const rows = useSelector(actor, selectRows)
  const counts = useSelector(actor, selectCounts)
  const partial = useSelector(actor, selectPartialFailure)
  const visible = useSelector(actor, selectIsVisible)
  const busy = useSelector(actor, selectIsBusy)
  const canRefresh = useSelector(actor, selectCanRefresh)
  const error = useSelector(actor, selectError)
  const notice = useSelector(actor, selectNotice)
  const snapshot = useSelector(actor, (s) => s)
  return (
    <section className={styles.result} aria-label={t`发送结果`}>
      <MessageBar intent={partial ? 'warning' : 'success'}>
        <MessageBarBody>
          {i18n._(partial ? sendStatusText.partialFailure : sendStatusText.allSent)}
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
      <div className={styles.toolbar}>
        <Button
          icon={busy ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />}
          disabled={!canRefresh}
          onClick={() => actor.send({ type: 'status.refresh' })}
        >
          {i18n._(sendStatusText.refresh)}
        </Button>
        <Button appearance="subtle" onClick={() => actor.send({ type: 'status.toggle' })}>
          {i18n._(visible ? sendStatusText.hide : sendStatusText.show)}
        </Button>
      </div>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{i18n._(SEND_STATUS_ERROR_TEXT[error])}</MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <MessageBar intent="info">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      {visible && (
        <>
          <p>
            {DELIVERY_STATES.filter((state) => counts[state] > 0)
              .map((state) =>
                i18n._(deliveryCountText(i18n._(DELIVERY_STATE_TEXT[state]), counts[state])),
              )
              .join('　')}
          </p>
          <table className={styles.table} aria-label={t`投递状态`}>
            <thead>
              <tr>
                <th scope="col">{t`收件人`}</th>
                <th scope="col">{t`状态`}</th>
                <th scope="col">{t`操作`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.recipient} className={row.is_red ? styles.failed : undefined}>
                  <td>{row.name ? `${row.name} <${row.recipient}>` : row.recipient}</td>
                  <td>
                    {i18n._(DELIVERY_STATE_TEXT[row.status])}
                    {row.status_info ? ` (${row.status_info})` : ''}
                  </td>
                  <td>
                    {selectShowsRecallFor(row) ? (
                      <Button
                        size="small"
                        disabled={!selectCanRecallRecipient(snapshot, row.recipient)}
                        onClick={() =>
                          actor.send({ type: 'recall.recipient', recipient: row.recipient })
                        }
                      >
                        {i18n._(sendStatusText.recallRecipient)}
                      </Button>
                    ) : (
                      i18n._(sendStatusText.recalled)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
