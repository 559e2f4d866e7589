import { useLocation } from '@tanstack/react-router'
import { ButtonLink, StillButtonLink } from '../links.tsx'
import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import {
  CalendarLtrRegular,
  ContactCardRegular,
  FolderRegular,
  HomeRegular,
  MailRegular,
  QuestionCircleRegular,
  SearchRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { memo, type ReactElement } from 'react'
import { AREAS, HELP_URLS, activeArea, type AreaId } from './navigation.ts'
import { useAreaLabels } from './useAreaLabels.ts'
import { useActiveSession } from '../session/useSession.ts'
import { UserAvatar } from './UserAvatar.tsx'
import type { Locale } from '../../i18n/locales.ts'
import { useLockSettingsDialog } from '../../features/locks/useLockSettingsDialog.tsx'

const ICONS: Record<AreaId, ReactElement> = {
  mailbox: <MailRegular />,
  calendar: <CalendarLtrRegular />,
  file: <FolderRegular />,
  contact: <ContactCardRegular />,
  search: <SearchRegular />,
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    width: '56px',
    flexShrink: 0,
  },
  icon: { color: tokens.colorNeutralForegroundOnBrand, minWidth: '40px' },
  active: { backgroundColor: tokens.colorBrandBackgroundPressed },
  spacer: { flexGrow: 1 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: '220px',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
})

/** R-LAYOUT-1: home, avatar popover, the areas' icons (by their switches) and help. */
/** Memoised (decision 371): give it a stable `onLogout`. */
export const Sidebar = memo(function Sidebar({ onLogout }: { onLogout: () => void }) {
  const styles = useStyles()
  const { t, i18n } = useLingui()
  const { user, loginAfter } = useActiveSession()
  const labels = useAreaLabels()
  // The area alone: a folder switch or a mail's URL does not render the bar again (decision 371).
  const current = useLocation({ select: (location) => activeArea(location.pathname) })
  const displayName = user.realname || user.email
  const lockSettings = useLockSettingsDialog()
  return (
    <nav className={styles.root} aria-label={t`主导航`}>
      <Tooltip content={t`首页`} relationship="label" positioning="after">
        <ButtonLink
          to="/mailbox/welcome"
          appearance="transparent"
          className={styles.icon}
          icon={<HomeRegular />}
          aria-label={t`首页`}
        />
      </Tooltip>
      <Popover positioning="after" withArrow>
        <PopoverTrigger disableButtonEnhancement>
          <Button appearance="transparent" aria-label={t`个人信息`} className={styles.icon}>
            <UserAvatar name={displayName} imageUrl={user.imgurl || undefined} />
          </Button>
        </PopoverTrigger>
        <PopoverSurface>
          <div className={styles.card}>
            <Text weight="semibold">{displayName}</Text>
            <Text size={200}>{user.email}</Text>
            <Text size={200}>{user.department}</Text>
            <div className={styles.actions}>
              <ButtonLink to="/setting/$page" params={{ page: 'user' }} size="small">
                {t`设置`}
              </ButtonLink>
              <Button size="small" onClick={() => lockSettings.open()}>
                {t({ message: '锁定设置', comment: "English: 'Lock settings'" })}
              </Button>
              <Button size="small" onClick={onLogout}>
                {t`退出`}
              </Button>
            </div>
          </div>
        </PopoverSurface>
      </Popover>
      {AREAS.filter((area) => area.visible(loginAfter)).map((area) => (
        <Tooltip key={area.id} content={labels[area.id]} relationship="label" positioning="after">
          <StillButtonLink
            {...area.link}
            appearance="transparent"
            className={current === area.id ? `${styles.icon} ${styles.active}` : styles.icon}
            icon={ICONS[area.id]}
            aria-label={labels[area.id]}
            aria-current={current === area.id ? 'page' : undefined}
          />
        </Tooltip>
      ))}
      <div className={styles.spacer} />
      <Tooltip content={t`帮助`} relationship="label" positioning="after">
        <Button
          appearance="transparent"
          className={styles.icon}
          icon={<QuestionCircleRegular />}
          aria-label={t`帮助`}
          as="a"
          href={HELP_URLS[i18n.locale as Locale] ?? HELP_URLS['zh-hans']}
          target="_blank"
          rel="noopener"
        />
      </Tooltip>
      {lockSettings.dialog}
    </nav>
  )
})
