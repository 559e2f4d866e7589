/**
 * The quick reply's box once it is used (QuickReply.tsx shows its collapsed button until then):
 * the quick reply under an open mail (R-READ-3: quick reply with a rich editor and a full reply
 * link; R-SEND-12 before, replying, sending, after — success or failure, send again; R-VALID-23,
 * M-TEXT-5 'please enter email content!'). The states are machines/quick-reply; the editor is
 * compose's Lexical editor, loaded only when the box opens. Hidden in Drafts and for a shared
 * mailbox without a sending right.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { ArrowReplyRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react'
import {
  quickReplyMachine,
  selectAlert,
  selectConfirmCancel,
  selectHasFailed,
  selectHtml,
  selectIsCollapsed,
  selectIsSending,
  selectIsSent,
  selectPlain,
  selectShowsEditor,
} from '../../../machines/quick-reply/index.ts'
import { composeAlertText } from '../compose/composeMessages.ts'
import { emitMailboxChange } from '../common/mailboxEvents.ts'
import { realQuickReplyActors } from './quickReplyActors.ts'
import type { QuickReplyProps } from './QuickReply.tsx'

const ComposeEditor = lazy(() =>
  import('../common/editor/ComposeEditor.tsx').then((m) => ({ default: m.ComposeEditor })),
)

const useStyles = makeStyles({
  collapsed: { justifyContent: 'flex-start', width: '100%' },
  // Compose's editor is 260 px high; a reply under a mail needs less.
  editor: { '& [contenteditable]': { minHeight: '120px' } },
  actions: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  spacer: { flexGrow: 1 },
})

export interface QuickReplyBoxProps extends QuickReplyProps {
  /** Mounted by the collapsed button's click: opens at once, as that click would have. */
  startOpen?: boolean
}

export function QuickReplyBox({ folder, uid, onFullReply, startOpen = false }: QuickReplyBoxProps) {
  const styles = useStyles()
  const { t, i18n } = useLingui()
  const actor = useActorRef(quickReplyMachine.provide({ actors: realQuickReplyActors }), {
    input: { folder, uid },
  })
  useEffect(() => {
    // The original is now Answered and the reply sits in Sent: lists and counts reload.
    const sent = actor.on('quickReply.sent', () => emitMailboxChange('folders', 'list'))
    return () => sent.unsubscribe()
  }, [actor])
  // Before the first paint: the collapsed button the click replaced never shows again.
  useLayoutEffect(() => {
    if (startOpen) actor.send({ type: 'reply.start' })
  }, [actor, startOpen])
  const collapsed = useSelector(actor, selectIsCollapsed)
  const showsEditor = useSelector(actor, selectShowsEditor)
  const sending = useSelector(actor, selectIsSending)
  const sent = useSelector(actor, selectIsSent)
  const failed = useSelector(actor, selectHasFailed)
  const confirmCancel = useSelector(actor, selectConfirmCancel)
  const alert = useSelector(actor, selectAlert)
  // Read once per editor mount: the editor keeps its own content from there on.
  const html = useSelector(actor, selectHtml)
  const plain = useSelector(actor, selectPlain)

  // Back to the collapsed box (cancel, close): keyboard focus returns to its button.
  const openButton = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (!collapsed) wasOpen.current = true
    else if (wasOpen.current) openButton.current?.focus()
  }, [collapsed])

  const label = t`快速回复`
  if (collapsed) {
    return (
      <Button
        ref={openButton}
        className={styles.collapsed}
        icon={<ArrowReplyRegular />}
        onClick={() => actor.send({ type: 'reply.start' })}
      >
        {label}
      </Button>
    )
  }

  const fullReply = (
    <Link as="button" onClick={onFullReply}>
      {t`完整回复`}
    </Link>
  )
  return (
    <>
      {showsEditor && (
        <div className={styles.editor}>
          <Suspense fallback={<Spinner size="small" label={t`加载中`} />}>
            <ComposeEditor
              isHtml
              html={html}
              plain={plain}
              readOnly={sending}
              autoFocus
              label={t`快速回复内容`}
              onChange={(nextHtml, nextPlain) =>
                actor.send({ type: 'reply.change', html: nextHtml, plain: nextPlain })
              }
            />
          </Suspense>
        </div>
      )}
      {alert && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{composeAlertText(i18n, alert)}</MessageBarBody>
          {failed && (
            <MessageBarActions>
              <Button size="small" onClick={() => actor.send({ type: 'reply.retry' })}>
                {t`重新发送`}
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      {sent ? (
        <>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t`回复已发送！`}</MessageBarBody>
          </MessageBar>
          <div className={styles.actions}>
            <Button onClick={() => actor.send({ type: 'reply.new' })}>{t`再写一条回复`}</Button>
            <Button onClick={() => actor.send({ type: 'reply.close' })}>{t`关闭`}</Button>
            <span className={styles.spacer} />
            {fullReply}
          </div>
        </>
      ) : (
        <div className={styles.actions}>
          {!failed && (
            <Button
              appearance="primary"
              disabled={sending}
              icon={sending ? <Spinner size="tiny" /> : undefined}
              onClick={() => actor.send({ type: 'reply.send' })}
            >
              {t`发送`}
            </Button>
          )}
          <Button disabled={sending} onClick={() => actor.send({ type: 'reply.cancel' })}>
            {t`取消`}
          </Button>
          <span className={styles.spacer} />
          {fullReply}
        </div>
      )}
      <Dialog
        modalType="alert"
        open={confirmCancel}
        onOpenChange={(_, data) => !data.open && actor.send({ type: 'cancel.keep' })}
      >
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t`放弃回复`}</DialogTitle>
            <DialogContent>{t`已输入的回复内容将不会保存，确定放弃吗？`}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => actor.send({ type: 'cancel.confirm' })}>
                {t`放弃`}
              </Button>
              <Button onClick={() => actor.send({ type: 'cancel.keep' })}>{t`继续编辑`}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  )
}
