/**
 * Layout cards (product.md "Layout"): pending-review count and the security reminder (this and
 * last login location and time). The new-mail notice card is fed by the live channel.
 */
import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components'
import { DismissRegular, ShieldCheckmarkRegular, TaskListLtrRegular } from '@fluentui/react-icons'
import { Trans, useLingui } from '@lingui/react/macro'
import dayjs from '../../i18n/dates.ts'
import type { LoginLog } from '../../api/types.ts'
import { TextLink } from '../links.tsx'

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    right: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    zIndex: 100,
    width: '320px',
  },
})

export function CardStack({ children }: { children: React.ReactNode }) {
  return <div className={useStyles().stack}>{children}</div>
}

export function PendingReviewCard({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  const { t } = useLingui()
  return (
    <Card role="status">
      <CardHeader
        image={<TaskListLtrRegular fontSize={24} />}
        header={<Text weight="semibold">{t`待审核邮件`}</Text>}
        action={
          <Button
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t`关闭`}
            onClick={onDismiss}
          />
        }
      />
      <TextLink to="/mailbox/review">{t`有 ${count} 封邮件等待您审核`}</TextLink>
    </Card>
  )
}

function describe(log: LoginLog | null | undefined) {
  if (!log) return '—'
  return `${dayjs(log.ct2).format('YYYY-MM-DD HH:mm')} ${log.ip2} (${log.ip1})`
}

export function SecurityReminderCard({
  thisLogin,
  lastLogin,
  onDismiss,
}: {
  thisLogin: LoginLog | null | undefined
  lastLogin: LoginLog | null | undefined
  onDismiss: () => void
}) {
  const { t } = useLingui()
  const current = describe(thisLogin)
  const previous = describe(lastLogin)
  return (
    <Card role="status">
      <CardHeader
        image={<ShieldCheckmarkRegular fontSize={24} />}
        header={<Text weight="semibold">{t`安全提醒`}</Text>}
        action={
          <Button
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t`关闭`}
            onClick={onDismiss}
          />
        }
      />
      <Text size={200}>
        <Trans>本次登录：{current}</Trans>
      </Text>
      <Text size={200}>
        <Trans>上次登录：{previous}</Trans>
      </Text>
      <TextLink to="/search">{t`查看登录记录`}</TextLink>
    </Card>
  )
}
