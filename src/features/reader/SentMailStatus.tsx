/**
 * The delivery status panel of a sent mail in the reader (R-READ-3 delivery status for sent mail;
 * R-READ-6 a recall button only when recall is possible, disabled once recalled). The table starts
 * folded; the whole-mail recall sits beside its refresh and show/hide buttons. Its own chunk: the
 * reader of other folders never loads it.
 */
import { Button, Spinner, Text } from '@fluentui/react-components'
import { ArrowUndoRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import {
  selectCanRecallAll,
  selectIsBusy,
  selectIsRecalledAll,
  selectIsRecallingAll,
  selectShowsRecallAll,
  sendStatusMachine,
} from '../../../machines/send-status/index.ts'
import type { Message } from '../../api/types.ts'
import { DeliveryStatusPanel } from '../compose/DeliveryStatusPanel.tsx'
import { sendStatusActors } from '../compose/sendStatusActors.ts'
import { sendStatusText } from '../compose/sendStatusMessages.ts'
import { useReaderStyles } from './useReaderStyles.styles.ts'

export interface SentMailStatusProps {
  mail: Message
  folder: string
  /** Before any recall: false (after saying why) when a shared mailbox may only read. */
  mayRecall: () => boolean
}

export default function SentMailStatus({ mail, folder, mayRecall }: SentMailStatusProps) {
  const styles = useReaderStyles()
  const { t, i18n } = useLingui()
  const recallable = mail.attrs.is_canrecall || mail.attrs.is_recall
  const actor = useActorRef(sendStatusMachine.provide({ actors: sendStatusActors }), {
    input: {
      messageId: mail.message_id,
      mail: recallable ? { uid: mail.uid, folder } : null,
      recalled: mail.attrs.is_recall,
      visible: false,
    },
  })
  const showsRecall = useSelector(actor, selectShowsRecallAll)
  const canRecallNow = useSelector(actor, selectCanRecallAll)
  const recalled = useSelector(actor, selectIsRecalledAll)
  const recalling = useSelector(actor, selectIsRecallingAll)
  const busy = useSelector(actor, selectIsBusy)
  return (
    <section className={styles.sentStatus} aria-label={t`投递状态`} aria-busy={busy}>
      <Text weight="semibold">{t`投递状态`}</Text>
      <DeliveryStatusPanel
        actor={actor}
        mayRecall={mayRecall}
        actions={
          showsRecall && (
            <Button
              icon={recalling ? <Spinner size="tiny" /> : <ArrowUndoRegular />}
              disabled={!canRecallNow}
              onClick={() => mayRecall() && actor.send({ type: 'recall.all' })}
            >
              {i18n._(recalled ? sendStatusText.recalled : sendStatusText.recallAll)}
            </Button>
          )
        }
      />
    </section>
  )
}
