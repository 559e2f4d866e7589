/**
 * /mailbox/review (R-REVIEW, R-MAILBOX): inside the mailbox layout — the
 * folder tree beside the tab strip — whose first tab is the review list; held mails open in tabs
 * of their own beside it. Only a reviewer (review_mail_show) gets the screen; anyone else is told
 * so, with the way home.
 */
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useId } from 'react'
import { TextLink } from '../../app/links.tsx'
import { useScreenTitles } from '../../app/useScreenTitles.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { FolderTree } from './FolderTree.tsx'
import { MailTabPanels } from './tabs/MailTabPanels.tsx'
import { useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { MailTabsProvider } from '../common/mailTabs/MailTabsProvider.tsx'
import { MailTabStrip } from './tabs/MailTabStrip.tsx'
import { useFolders } from '../common/folders/useFolders.ts'
import { ReviewListTab } from '../review/ReviewListTab.tsx'
import { useReviewShow } from '../review/reviewShow.ts'
import { useMailboxPageStyles } from './useMailboxPageStyles.styles.ts'

export default function ReviewPage() {
  const styles = useMailboxPageStyles()
  const { t } = useLingui()
  const { user } = useActiveSession()
  const show = useReviewShow(user.email)
  if (show.data === undefined) {
    if (show.failed) {
      return (
        <MessageBar intent="error" className={styles.notice}>
          <MessageBarBody>{t`审核信息加载失败`}</MessageBarBody>
        </MessageBar>
      )
    }
    return <Spinner className={styles.notice} label={t`加载中`} />
  }
  if (!show.data.review_mail_show) {
    return (
      <MessageBar intent="warning" className={styles.notice}>
        <MessageBarBody>
          {t`您没有审核邮件的权限。`} <TextLink to="/mailbox/welcome">{t`返回首页`}</TextLink>
        </MessageBarBody>
      </MessageBar>
    )
  }
  return (
    <MailTabsProvider>
      <ReviewScreen />
    </MailTabsProvider>
  )
}

function ReviewScreen() {
  const styles = useMailboxPageStyles()
  const idPrefix = useId()
  const tabs = useMailTabs()
  const { folders } = useFolders()
  const listTitle = useScreenTitles().review

  // Coming to the review screen shows its list, in front of whatever tab was shown.
  const showList = useEffectEvent(() => tabs.activate('list'))
  useEffect(() => showList(), [])

  return (
    <div className={styles.root}>
      <FolderTree folders={folders} current="" onDeleted={() => undefined} />
      <div className={styles.main}>
        <MailTabStrip idPrefix={idPrefix} listTitle={listTitle} />
        <MailTabPanels idPrefix={idPrefix} list={<ReviewListTab />} />
      </div>
    </div>
  )
}
