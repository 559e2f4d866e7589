/**
 * One reader tab by state (R-READ-10): loading, not found (with the list and
 * folder refresh the hook already did), failed with a retry, a protected mail's password prompt
 * under its header, or the open mail.
 */
import { Button, Spinner, Text } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import {
  selectHasFailed,
  selectIsBusy,
  selectIsNotFound,
  selectReaderError,
  selectViewMode,
} from '../../../machines/reader/index.ts'
import type { Message } from '../../api/types.ts'
import { useMailTabActions } from '../common/mailTabs/MailTabsContext.ts'
import { OpenMail } from './OpenMail.tsx'
import { PasswordPrompt } from './PasswordPrompt.tsx'
import type { ReaderAccount } from './readerAccount.ts'
import { ReaderHeader } from './ReaderHeader.tsx'
import { LockedReaderToolbar } from './ReaderToolbar.tsx'
import { selectLockedMessage, selectMessage } from './readerSelectors.ts'
import type { ReaderTabProps } from './readerTab.types.ts'
import { useReader } from './useReader.ts'
import { useReaderNav } from './useReaderNav.ts'
import { useReaderStyles } from './useReaderStyles.styles.ts'

export interface ReaderViewProps extends ReaderTabProps {
  account: ReaderAccount
}

export function ReaderView({ tab, account }: ReaderViewProps) {
  const styles = useReaderStyles()
  const headingId = useId()
  const { t } = useLingui()
  const tabs = useMailTabActions()
  const onOpened = (mail: Message) => {
    tabs.retitle(tab.key, mail.subject)
    tabs.setCloseConfirm?.(tab.key, mail.attrs.is_burn)
  }
  const actor = useReader({
    folder: tab.folder,
    uid: tab.uid,
    mode: account.readingMode,
    onOpened,
  })
  const mail = useSelector(actor, selectMessage)
  const locked = useSelector(actor, selectLockedMessage)
  // A protected mail is stepped past like any other, before its password too.
  const nav = useReaderNav(tab, tabs, mail ?? locked, account.pageLimit)
  const busy = useSelector(actor, selectIsBusy)
  const notFound = useSelector(actor, selectIsNotFound)
  const failed = useSelector(actor, selectHasFailed)
  const error = useSelector(actor, selectReaderError)
  const mode = useSelector(actor, selectViewMode)

  if (notFound) {
    return (
      <div className={styles.notice} role="alert">
        <Text size={400}>
          {/* M-ERR-10 (M-TEXT-11), M-ERR-9 (M-TEXT-10) */}
          {error === 'folderMissing'
            ? t({
                message: '该邮件所在的文件夹不存在或已被删除！',
                comment:
                  "English (spec): 'The folder in which this message is located does not exist or has been deleted!'",
              })
            : t({
                message: '未找到邮件！是否已移动到其他文件夹？',
                comment: "English (spec): 'Not found! Have you moved to another folder?'",
              })}
        </Text>
        <Button onClick={() => tabs.close(tab.key)}>{t`关闭`}</Button>
      </div>
    )
  }
  if (failed) {
    return (
      <div className={styles.notice} role="alert">
        <Text>{t`邮件加载失败`}</Text>
        <Button onClick={() => actor.send({ type: 'mail.retry' })}>{t`重试`}</Button>
      </div>
    )
  }
  if (locked) {
    return (
      <section className={styles.root} aria-labelledby={headingId}>
        <LockedReaderToolbar nav={nav} onClose={() => tabs.close(tab.key)} />
        <ReaderHeader mail={locked} folder={tab.folder} editable={false} headingId={headingId} />
        <PasswordPrompt
          error={error}
          busy={busy}
          onSubmit={(password) => actor.send({ type: 'password.submit', password })}
        />
      </section>
    )
  }
  if (!mail) return <Spinner label={t`加载中`} />
  return (
    <OpenMail
      mail={mail}
      folder={tab.folder}
      tabKey={tab.key}
      mode={mode}
      account={account}
      tabs={tabs}
      nav={nav}
      onViewMode={(next) => actor.send({ type: 'view.mode', mode: next })}
    />
  )
}
