/**
 * Layout cards (product.md "Layout"): pending-review count and the security reminder (this and
 * last login location and time). The new-mail notice card is fed by the live channel.
 */
import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components'
import { DismissRegular, ShieldCheckmarkRegular, TaskListLtrRegular } from '@fluentui/react-icons'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../i18n/dateTime.ts'
import type { LoginLog } from '../../api/types.ts'
import { TextLink } from '../links.tsx'

const useStyles = makeStyles({
  // A tray of the layout under the routed screen, not an overlay: the screen gives up the
  // tray's height while a card shows, so no card ever covers its controls (the folder list's
  // pager sits at the bottom right) and the screen keeps its full width. Cards line up at the
  // right, where toasts appear, and wrap when they do not fit side by side.
  stack: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    flexShrink: 0,
    maxHeight: '40vh',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    '& > *': { width: '320px', maxWidth: '100%', boxSizing: 'border-box' },
    // No card to show (each card renders nothing when it has nothing to say): no tray.
    ':empty': { display: 'none' },
  },
})

/** The layout cards' tray, under the routed screen (see MainLayout). */
export function CardStack({ children }: { children: React.ReactNode }) {
  return (
    <div className={useStyles().stack} data-testid="layout-cards">
      {children}
    </div>
  )
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
  return `${formatDateTime(log.ct2)} ${log.ip2} (${log.ip1})`
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
