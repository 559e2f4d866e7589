/**
 * A held mail in its own tab (R-REVIEW-1): subject, date, sender, recipients, the
 * body through the reader's safe renderer (sanitised, sandboxed frame), attachments with
 * download and preview (type review), and for a waiting mail the approve and reject buttons;
 * close. An item that cannot be loaded shows "not found" (the hook told folders and lists).
 */
import { Badge, Button, Spinner, Text } from '@fluentui/react-components'
import { CheckmarkRegular, DismissCircleRegular, DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import {
  selectCanDecide,
  selectIsNotFound,
  selectReviewMail,
} from '../../../machines/review/index.ts'
import type { ReviewMail } from '../../api/types.ts'
import { useActiveSession } from '../../app/session/useSession.ts'
import { formatDateTime } from '../../i18n/dateTime.ts'
import type { MailTab } from '../../domain/mail/mailTabs.ts'
import { useMailTabs } from '../common/mailTabs/MailTabsContext.ts'
import { AttachmentList } from '../reader/attachments/AttachmentList.tsx'
import { MailBody } from '../reader/body/MailBody.tsx'
import { ReviewDecisionDialogs } from './ReviewDecisionDialogs.tsx'
import { asReviewMail } from './reviewActors.ts'
import { useReviewItem, type ReviewItemActor } from './useReviewItem.ts'
import { useReviewStyles } from './useReviewStyles.styles.ts'
import { useReviewTexts } from './useReviewTexts.ts'

export interface ReviewTabProps {
  tab: Extract<MailTab, { kind: 'review' }>
}

const party = ([address = '', name = '']: readonly string[]) =>
  name ? `${name} <${address}>` : address

export default function ReviewTab({ tab }: ReviewTabProps) {
  const styles = useReviewStyles()
  const { t } = useLingui()
  const tabs = useMailTabs()
  const actor = useReviewItem({ id: tab.id, tabKey: tab.key })
  const summary = useSelector(actor, selectReviewMail)
  const notFound = useSelector(actor, selectIsNotFound)
  const close = () => tabs.close(tab.key)

  if (notFound) {
    return (
      <div className={styles.notice} role="alert">
        <Text size={400}>{t`未找到该审核邮件，它可能已被审核或已被发件人召回。`}</Text>
        <Button onClick={close}>{t`关闭`}</Button>
      </div>
    )
  }
  if (!summary) return <Spinner label={t`加载中`} />
  return <HeldMail mail={asReviewMail(summary)} actor={actor} onClose={close} />
}

function HeldMail({
  mail,
  actor,
  onClose,
}: {
  mail: ReviewMail
  actor: ReviewItemActor
  onClose: () => void
}) {
  const styles = useReviewStyles()
  const { t } = useLingui()
  const texts = useReviewTexts()
  const { loginAfter } = useActiveSession()
  const canDecide = useSelector(actor, selectCanDecide)
  const subject = mail.subject || t`（无主题）`

  return (
    <article className={styles.root} aria-label={subject}>
      <div className={styles.toolbar} role="toolbar" aria-label={t`审核操作`}>
        {mail.status === 'wait' && (
          <>
            <Button
              appearance="primary"
              icon={<CheckmarkRegular />}
              disabled={!canDecide}
              onClick={() => actor.send({ type: 'review.approve' })}
            >
              {t({ message: '通过', context: 'review', comment: "English: 'Approve'" })}
            </Button>
            <Button
              icon={<DismissCircleRegular />}
              disabled={!canDecide}
              onClick={() => actor.send({ type: 'review.reject' })}
            >
              {t({ message: '拒绝', context: 'review', comment: "English: 'Reject'" })}
            </Button>
          </>
        )}
        <span className={styles.spacer} />
        <Button appearance="subtle" icon={<DismissRegular />} onClick={onClose}>
          {t`关闭`}
        </Button>
      </div>
      <header className={styles.header}>
        <div className={styles.subjectRow}>
          <h2 className={styles.subject}>{subject}</h2>
          <Badge appearance="tint" color={mail.status === 'reject' ? 'danger' : 'informative'}>
            {texts.status[mail.status]}
          </Badge>
        </div>
        <div className={styles.field}>
          <Text className={styles.label}>{t`发件人`}</Text>
          <span>{party(mail.mfrom)}</span>
        </div>
        <div className={styles.field}>
          <Text className={styles.label}>{t`收件人`}</Text>
          <span>{mail.to.map(party).join('; ')}</span>
        </div>
        <div className={styles.field}>
          <Text className={styles.label}>{t`时间`}</Text>
          <time dateTime={mail.date}>{formatDateTime(mail.date)}</time>
        </div>
      </header>
      <AttachmentList
        reviewId={mail.id}
        subject={mail.subject}
        attachments={mail.attachments}
        allowDownload={loginAfter.is_maildownload}
      />
      <div className={styles.body}>
        <MailBody
          isHtml={mail.is_html}
          html={mail.html_text}
          text={mail.plain_text}
          allowRemote={false}
          title={t`邮件正文：${subject}`}
        />
      </div>
      <ReviewDecisionDialogs actor={actor} subject={subject} />
    </article>
  )
}
