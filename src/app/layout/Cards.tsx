/**
 * Layout cards (R-LAYOUT-6): pending-review count and the security reminder (this and
 * last login location and time). The new-mail notice card is fed by the live channel.
 */
import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components'
import { DismissRegular, ShieldCheckmarkRegular, TaskListLtrRegular } from '@fluentui/react-icons'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../i18n/dateTime.ts'
import type { LoginLog } from '../../api/types.ts'
import { TextLink } from '../links.tsx'
import { CARD_TRAY_ATTRIBUTE, CARD_TRAY_WIDTH } from './cardTray.ts'
import { NARROW_MEDIA } from './narrow.ts'

const useStyles = makeStyles({
  // Cards float over the bottom right of the screen, stacked, instead of taking a band of
  // height from every page (the reader and compose need it). `bottom` clears the folder list's
  // pager, the one control that sits down there; the stack scrolls if cards outgrow the pane.
  // Compose keeps a gutter of the tray's width free while cards show (cardTray.ts).
  stack: {
    position: 'absolute',
    right: tokens.spacingHorizontalL,
    bottom: '56px',
    zIndex: 10,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: tokens.spacingVerticalS,
    width: CARD_TRAY_WIDTH,
    maxWidth: 'calc(100% - 32px)',
    maxHeight: 'calc(100% - 160px)',
    overflowY: 'auto',
    // The gaps between cards are not a wall: clicks there reach the screen below.
    pointerEvents: 'none',
    '& > *': {
      width: '100%',
      boxSizing: 'border-box',
      flexShrink: 0,
      pointerEvents: 'auto',
      boxShadow: tokens.shadow16,
    },
    ':empty': { display: 'none' },
    // A phone has no corner to spare (decision 321): the cards take a band under the screen,
    // in the page's flow, so they push the content up instead of covering it.
    [NARROW_MEDIA]: {
      position: 'static',
      flexShrink: 0,
      width: 'auto',
      maxWidth: 'none',
      maxHeight: '40vh',
      alignItems: 'stretch',
      padding: tokens.spacingHorizontalS,
      '& > *': { boxShadow: tokens.shadow4 },
    },
  },
})

/** The layout cards, floating over the routed screen's bottom right (see MainLayout). */
export function CardStack({ children }: { children: React.ReactNode }) {
  return (
    <div
      className={useStyles().stack}
      data-testid="layout-cards"
      {...{ [CARD_TRAY_ATTRIBUTE]: '' }}
    >
      {children}
    </div>
  )
}

/**
 * The one shell of a layout card: icon, title and a close button over the card's own lines.
 * Every card is a polite status, so a screen reader hears it arrive without losing its place.
 */
export function LayoutCard({
  icon,
  title,
  onDismiss,
  children,
}: {
  icon: React.ReactElement
  title: string
  onDismiss: () => void
  children: React.ReactNode
}) {
  const { t } = useLingui()
  return (
    <Card role="status">
      <CardHeader
        image={icon}
        header={<Text weight="semibold">{title}</Text>}
        action={
          <Button
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t`关闭`}
            onClick={onDismiss}
          />
        }
      />
      {children}
    </Card>
  )
}

export function PendingReviewCard({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  const { t } = useLingui()
  return (
    <LayoutCard
      icon={<TaskListLtrRegular fontSize={24} />}
      title={t`待审核邮件`}
      onDismiss={onDismiss}
    >
      <TextLink to="/mailbox/review">{t`有 ${count} 封邮件等待您审核`}</TextLink>
    </LayoutCard>
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
    <LayoutCard
      icon={<ShieldCheckmarkRegular fontSize={24} />}
      title={t`安全提醒`}
      onDismiss={onDismiss}
    >
      <Text size={200}>
        <Trans>本次登录：{current}</Trans>
      </Text>
      <Text size={200}>
        <Trans>上次登录：{previous}</Trans>
      </Text>
      <TextLink to="/search/$page" params={{ page: 'login' }}>
        {t`查看登录记录`}
      </TextLink>
    </LayoutCard>
  )
}
