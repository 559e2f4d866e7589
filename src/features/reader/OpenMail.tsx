/**
 * A mail that may be shown (R-READ-3): toolbar, header, invitation, receipt, attachments, remark,
 * the 'shown as text' hint (R-READ-7) and the body through MailBody.
 */
import { Button, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'
import type { ViewMode } from '../../../machines/reader/index.ts'
import type { Message } from '../../api/types.ts'
import { visibleMoreItems, type MoreItemKey } from '../../domain/mail/moreMenu.ts'
import {
  showAsTextHint,
  showReceiptButton,
  toolbarVisibility,
} from '../../domain/mail/readerRules.ts'
import { TextLink } from '../../app/links.tsx'
import { preloadable } from '../../app/preloadable.ts'
import { addSenderListEntry, markRead, toggleFlag } from '../mail-actions/mailActions.ts'
import { RemarkEditor } from '../mail-actions/RemarkEditor.tsx'
import { useMailGuards } from '../mail-actions/useMailGuards.ts'
import type { MailTabActions } from '../../domain/mail/mailTabs.ts'
import { AttachmentList } from './attachments/AttachmentList.tsx'
import { OnlineAttachmentList } from './attachments/OnlineAttachmentList.tsx'
import { MailBody } from './body/MailBody.tsx'
import { InvitationBar } from './InvitationBar.tsx'
import { openPrintWindow, toPrintedMail } from './printMail.ts'
import { QuickReply } from './QuickReply.tsx'
import type { ReaderAccount } from './readerAccount.ts'
import { sendReceipt } from './readerActions.ts'
import { ReaderHeader } from './ReaderHeader.tsx'
import { ReaderToolbar } from './ReaderToolbar.tsx'
import type { useReaderNav } from './useReaderNav.ts'
import { INLINE_SPINNER_DELAY_MS, useInlineImages } from './useInlineImages.ts'
import { useMoreActions } from './useMoreActions.ts'
import { useReaderStyles } from './useReaderStyles.styles.ts'
import { useIsNarrow } from '../../app/layout/narrow.ts'

// Its own chunk (the send-status machine and table): only Sent mail shows it.
const SentMailStatus = lazy(() => import('./SentMailStatus.tsx'))
// The full contact form, only when "add sender to address book" is chosen.
const SenderContactForm = lazy(() => import('../mail-actions/SenderContactForm.tsx'))
// Fluent's Dialog with it: only a real delete asks.
const RealDeleteConfirm = preloadable(() =>
  import('./RealDeleteConfirm.tsx').then((module) => module.RealDeleteConfirm),
)

/** Items that compose need a sending right; items that change mail need a changing right. */
const COMPOSE_ITEMS: ReadonlySet<MoreItemKey> = new Set([
  'sendAgain',
  'forwardWithAttachments',
  'mailSameRecipients',
  'forward',
])
const CHANGE_ITEMS: ReadonlySet<MoreItemKey> = new Set([
  'addSenderToContacts',
  'realDelete',
  'delete',
  'notSpam',
  'reject',
])

export interface OpenMailProps {
  mail: Message
  folder: string
  tabKey: string
  mode: ViewMode
  account: ReaderAccount
  tabs: MailTabActions
  nav: ReturnType<typeof useReaderNav>
  onViewMode: (mode: ViewMode) => void
}

export function OpenMail({
  mail,
  folder,
  tabKey,
  mode,
  account,
  tabs,
  nav,
  onViewMode,
}: OpenMailProps) {
  const styles = useReaderStyles()
  const headingId = useId()
  const { t } = useLingui()
  const narrow = useIsNarrow()
  const guards = useMailGuards()
  const [allowRemote, setAllowRemote] = useState(false)
  // Each 'add remark' remounts the editor in edit mode.
  const [remarkRequests, setRemarkRequests] = useState(0)
  const [addingSender, setAddingSender] = useState(false)
  const [confirming, setConfirming] = useState<((ok: boolean) => void) | null>(null)
  // Mounted from the first ask on, so it closes as it always did (its exit, the focus handed back).
  const [confirmAsked, setConfirmAsked] = useState(false)
  const uid = mail.uid
  const sender = mail.mfrom[0] ?? ''

  const changing = (run: () => void) => () => {
    if (guards.change()) run()
  }
  const composing = (run: () => void) => () => {
    if (guards.compose()) run()
  }
  const actions = useMoreActions({
    mail,
    folder,
    tabKey,
    ownAddress: account.ownAddress,
    tabs,
    setViewMode: onViewMode,
    editRemark: () => setRemarkRequests((n) => n + 1),
    addSenderToContacts: () => setAddingSender(true),
    confirmRealDelete: () =>
      new Promise((resolve) => {
        setConfirmAsked(true)
        setConfirming(() => resolve)
      }),
  })
  const settleConfirm = (ok: boolean) => {
    confirming?.(ok)
    setConfirming(null)
  }

  const markReadState = async (read: boolean) => {
    // Reading the mail again would mark it read at once: unread mail goes back to the list. The
    // tab goes first: still open when the change is announced, this reader would read the mail
    // again for it, and the server would mark it read behind the list's back.
    if (!read) tabs.close(tabKey)
    return markRead(folder, [uid], read)
  }

  // Read as text, the server sends the mail as a plain one; it is still an html mail.
  const isHtmlMail = mail.is_html || mode === 'text'
  const moreItems = visibleMoreItems({
    folder,
    ...account,
    mailSize: mail.size,
    isHtmlMail,
    viewMode: mode,
  })
  const asHtml = mail.is_html && mode === 'html' && mail.html_text !== ''
  const inline = useInlineImages(
    folder,
    uid,
    asHtml ? mail.html_text : null,
    mail.attachments,
    mail.content_base,
  )

  return (
    // A region named by its subject heading (（无主题） when there is none): screen readers reach
    // the open mail from their landmark list, as they reach the list (邮件列表).
    <section className={styles.root} aria-labelledby={headingId}>
      <ReaderToolbar
        folder={folder}
        visible={toolbarVisibility(account, folder)}
        moreItems={moreItems}
        nav={nav}
        onReply={composing(actions.reply)}
        onReplyAll={composing(actions.replyAll)}
        onForward={composing(actions.forward)}
        onDelete={changing(actions.remove)}
        uid={uid}
        onMoved={() => tabs.close(tabKey)}
        onMarkRead={markReadState}
        canMarkUnread={!mail.attrs.is_burn}
        onToggleFlag={changing(() => void toggleFlag(folder, [uid], mail.flags))}
        onMore={(key) => {
          if (COMPOSE_ITEMS.has(key)) composing(() => actions.run(key))()
          else if (CHANGE_ITEMS.has(key)) changing(() => actions.run(key))()
          else actions.run(key)
        }}
        onPrint={() => openPrintWindow(toPrintedMail(mail, asHtml))}
        onClose={() => tabs.close(tabKey)}
        // One pane at a time on a phone: back shows the list; the mail's tab stays (#320).
        onBack={narrow ? () => tabs.activate('list') : undefined}
      />
      <ReaderHeader mail={mail} folder={folder} editable headingId={headingId} />
      {mail.attrs.is_calendar &&
        mail.attrs.is_calendar_event &&
        !mail.attrs.is_calendar_event_deleted && (
          <InvitationBar
            folder={folder}
            uid={uid}
            status={mail.attrs.calendar_eventer_status ?? 'start'}
          />
        )}
      {showReceiptButton(mail, account.ownAddress) && (
        <div className={styles.bar}>
          <Text>{t`发件人要求发送已读回执`}</Text>
          <Button size="small" onClick={() => void sendReceipt(folder, uid)}>
            {t`发送回执`}
          </Button>
        </div>
      )}
      {folder === 'Sent' && mail.message_id !== '' && (
        <Suspense fallback={null}>
          <SentMailStatus
            key={`${folder}:${uid}`}
            mail={mail}
            folder={folder}
            mayRecall={guards.change}
          />
        </Suspense>
      )}
      <AttachmentList
        folder={folder}
        uid={uid}
        subject={mail.subject}
        attachments={inline.listed}
        allowDownload={account.isMaildownload}
      />
      <OnlineAttachmentList
        files={mail.online_attachments ?? []}
        allowDownload={account.isMaildownload}
      />
      <div aria-label={t`备注`} role="group">
        <RemarkEditor
          key={remarkRequests}
          folder={folder}
          uid={uid}
          remark={mail.remark}
          startEditing={remarkRequests > 0}
        />
      </div>
      {showAsTextHint({ is_html: isHtmlMail, html_text: mail.html_text }, mode) && (
        <MessageBar intent="info">
          <MessageBarBody>
            {t`这封HTML邮件正以纯文本显示。`}{' '}
            <TextLink to="/setting/$page" params={{ page: 'param' }}>{t`修改阅读设置`}</TextLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.body}>
        {/* One document for the frame: the body waits for its inline images (decision 382). */}
        {asHtml && inline.pending ? (
          <Spinner size="small" delay={INLINE_SPINNER_DELAY_MS} label={t`加载中`} />
        ) : (
          <MailBody
            isHtml={asHtml}
            {...(asHtml ? { html: mail.html_text } : {})}
            text={mail.plain_text}
            allowRemote={allowRemote}
            {...(inline.images ? { inlineImages: inline.images } : {})}
            {...(inline.located ? { locatedImages: inline.located } : {})}
            {...(mail.content_base === undefined ? {} : { contentBase: mail.content_base })}
            onAllowRemote={() => setAllowRemote(true)}
            onAllowSender={() => {
              void addSenderListEntry(sender, 'white').then((ok) => ok && setAllowRemote(true))
            }}
            title={t`邮件正文：${mail.subject}`}
          />
        )}
      </div>
      <QuickReply key={`${folder}:${uid}`} folder={folder} uid={uid} onFullReply={actions.reply} />
      {addingSender && sender !== '' && (
        <Suspense fallback={null}>
          <SenderContactForm
            email={sender}
            name={mail.mfrom[1] ?? ''}
            onClose={() => setAddingSender(false)}
          />
        </Suspense>
      )}
      {confirmAsked && (
        <Suspense fallback={null}>
          <RealDeleteConfirm open={confirming !== null} onSettle={settleConfirm} />
        </Suspense>
      )}
    </section>
  )
}
