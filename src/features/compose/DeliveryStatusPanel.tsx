/**
 * The delivery table of one sent mail over its send-status machine (R-DATA "Delivery
 * result per recipient", §4 "Send status per recipient"): counts per status, refresh, show/hide,
 * the server's recall notice or the recall failure, and a recall button per recipient that is
 * hidden once that recipient is recalled. Shared by the compose send result and the reader of a
 * Sent mail; each owner adds its own buttons through `actions`.
 */
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { ArrowClockwiseRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  DELIVERY_STATES,
  selectCanRecallRecipient,
  selectCanRefresh,
  selectCounts,
  selectError,
  selectIsBusy,
  selectIsVisible,
  selectNotice,
  selectRows,
  selectShowsRecallFor,
  type sendStatusMachine,
} from '../../../machines/send-status/index.ts'
import {
  DELIVERY_STATE_TEXT,
  SEND_STATUS_ERROR_TEXT,
  deliveryCountText,
  sendStatusText,
} from './sendStatusMessages.ts'
import { useComposeStyles } from './useComposeStyles.styles.ts'

export type SendStatusActor = ActorRefFrom<typeof sendStatusMachine>

export function DeliveryStatusPanel({
  actor,
  actions,
  mayRecall = () => true,
}: {
  actor: SendStatusActor
  /** Asked before a recipient's recall; false (after saying why) stops it. */
  mayRecall?: () => boolean
  /** Buttons of the owner, before refresh and show/hide (the reader's whole-mail recall). */
  actions?: ReactNode
}) {
  const styles = useComposeStyles()
  const { t, i18n } = useLingui()
  const rows = useSelector(actor, selectRows)
  const counts = useSelector(actor, selectCounts)
  const visible = useSelector(actor, selectIsVisible)
  const busy = useSelector(actor, selectIsBusy)
  const canRefresh = useSelector(actor, selectCanRefresh)
  const error = useSelector(actor, selectError)
  const notice = useSelector(actor, selectNotice)
  const snapshot = useSelector(actor, (s) => s)
  return (
    <>
      <div className={styles.toolbar}>
        {actions}
        <Button
          icon={busy ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />}
          disabled={!canRefresh}
          onClick={() => actor.send({ type: 'status.refresh' })}
        >
          {i18n._(sendStatusText.refresh)}
        </Button>
        <Button
          appearance="subtle"
          aria-expanded={visible}
          onClick={() => actor.send({ type: 'status.toggle' })}
        >
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
                        aria-label={t`召回 ${row.recipient}`}
                        disabled={!selectCanRecallRecipient(snapshot, row.recipient)}
                        onClick={() =>
                          mayRecall() &&
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
    </>
  )
}
