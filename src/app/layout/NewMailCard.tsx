/**
 * The new-mail notice card (R-LAYOUT-6): subject, sender, abstract, and
 * previous / next / read / delete. Notices come from the live channel through newMailNotices.
 */
import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components'
import {
  ChevronLeftRegular,
  ChevronRightRegular,
  DeleteRegular,
  DismissRegular,
  MailUnreadRegular,
  OpenRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import {
  dismissNewMail,
  dropNewMail,
  stepNewMail,
  useNewMail,
  type NewMailNotice,
} from '../newMail/newMailNotices.ts'

const useStyles = makeStyles({
  abstract: {
    color: tokens.colorNeutralForeground2,
    display: '-webkit-box',
    WebkitLineClamp: '3',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  position: { marginInlineEnd: 'auto' },
})

export function senderOf(notice: NewMailNotice): string {
  const [address = '', name = ''] = notice.mfrom
  return name ? `${name} <${address}>` : address
}

export function NewMailCard() {
  const styles = useStyles()
  const { t } = useLingui()
  const navigate = useNavigate()
  const { notices, index } = useNewMail()
  const notice = notices[index]
  if (!notice) return null
  const position = index + 1
  const total = notices.length

  const read = () => {
    dropNewMail(notice)
    // Mail a filter rule filed elsewhere opens in its own folder: init=openMail looks the uid up
    // in the folder of the URL (mailboxDeepLink), so the list shown is the one it belongs to.
    void navigate({
      to: '/mailbox/innerbox/$boxId',
      params: { boxId: notice.folder },
      search: { init: 'openMail', uid: notice.uid },
    })
  }
  const remove = async () => {
    // Loaded on use: the mail actions stay out of the layout's first load (welcome budget).
    const { deleteMessages } = await import('../../features/mail-actions/mailActions.ts')
    if (await deleteMessages(notice.folder, [notice.uid])) dropNewMail(notice)
  }

  return (
    <Card role="status" aria-label={t`新邮件提醒`}>
      <CardHeader
        image={<MailUnreadRegular fontSize={24} />}
        header={<Text weight="semibold">{notice.subject || t`(无主题)`}</Text>}
        description={<Text size={200}>{senderOf(notice)}</Text>}
        action={
          <Button
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t`关闭`}
            onClick={dismissNewMail}
          />
        }
      />
      <Text size={200} className={styles.abstract}>
        {notice.abstract}
      </Text>
      <div className={styles.actions}>
        <Text size={200} className={styles.position}>
          {t`第 ${position} 封，共 ${total} 封`}
        </Text>
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t`上一封`}
          disabled={index === 0}
          onClick={() => stepNewMail(-1)}
        />
        <Button
          size="small"
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t`下一封`}
          disabled={index >= total - 1}
          onClick={() => stepNewMail(1)}
        />
        <Button size="small" icon={<OpenRegular />} onClick={read}>
          {t`阅读`}
        </Button>
        <Button size="small" icon={<DeleteRegular />} onClick={() => void remove()}>
          {t`删除`}
        </Button>
      </div>
    </Card>
  )
}
