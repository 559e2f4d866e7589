/**
 * The narrow window's menu (decision 320): what the sidebar and the top bar hold on a wide
 * window — home, inbox, the areas, settings, language, the shared-mailbox switch, self-service,
 * backstage, lock and logout — as one drawer of full-width, touch-sized rows.
 */
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components'
import {
  CalendarLtrRegular,
  ContactCardRegular,
  DismissRegular,
  DocumentSearchRegular,
  FolderRegular,
  HomeRegular,
  LockClosedRegular,
  MailInboxRegular,
  MailRegular,
  SettingsRegular,
  ShieldKeyholeRegular,
  SignOutRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ReactElement } from 'react'
import { selectShowBackstage } from '../../../machines/session/index.ts'
import { changeLocale } from '../../i18n/i18n.ts'
import { LOCALES, LOCALE_NATIVE_NAMES } from '../../i18n/locales.ts'
import { ButtonLink } from '../links.tsx'
import { useSessionActor } from '../session/SessionProvider.tsx'
import { useActiveSession } from '../session/useSession.ts'
import { AREAS, activeArea, type AreaId } from './navigation.ts'
import { TOUCH_TARGET } from './narrow.ts'
import { openBackstage } from './openBackstage.ts'
import { SharedMailboxSwitcher } from './SharedMailboxSwitcher.tsx'
import { useAreaLabels } from './useAreaLabels.ts'

const ICONS: Record<AreaId, ReactElement> = {
  mailbox: <MailRegular />,
  calendar: <CalendarLtrRegular />,
  file: <FolderRegular />,
  contact: <ContactCardRegular />,
  search: <DocumentSearchRegular />,
}

const useStyles = makeStyles({
  drawer: { width: 'min(320px, 86vw)' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { justifyContent: 'flex-start', minHeight: TOUCH_TARGET, width: '100%' },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected },
  who: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: tokens.spacingVerticalS,
    overflowWrap: 'anywhere',
  },
  rule: {
    border: 'none',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    width: '100%',
    margin: `${tokens.spacingVerticalS} 0`,
  },
  languages: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  language: { minHeight: TOUCH_TARGET, flexGrow: 1 },
})

export function NavDrawer({
  open,
  onClose,
  onLogout,
}: {
  open: boolean
  onClose: () => void
  onLogout: () => void
}) {
  const styles = useStyles()
  const { t, i18n } = useLingui()
  const { user, loginAfter, send } = useActiveSession()
  const showBackstage = useSelector(useSessionActor(), selectShowBackstage)
  const labels = useAreaLabels()
  const pathname = useLocation().pathname
  const current = activeArea(pathname)
  const row = (selected: boolean) => (selected ? `${styles.row} ${styles.current}` : styles.row)
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, data) => !data.open && onClose()}
      className={styles.drawer}
      aria-label={t`菜单`}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={t`关闭`}
              onClick={onClose}
            />
          }
        >
          {loginAfter.title || t`企业邮箱`}
        </DrawerHeaderTitle>
      </DrawerHeader>
      {/* A link chosen closes the menu: the page it opens is the one pane shown. */}
      <DrawerBody
        className={styles.body}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) onClose()
        }}
      >
        <div className={styles.who}>
          <Text weight="semibold">{user.realname || user.email}</Text>
          <Text size={200}>{user.email}</Text>
        </div>
        <nav aria-label={t`主导航`} className={styles.body}>
          <ButtonLink
            to="/mailbox/welcome"
            appearance="subtle"
            className={row(pathname === '/mailbox/welcome')}
            icon={<HomeRegular />}
          >
            {t`首页`}
          </ButtonLink>
          <ButtonLink
            to="/mailbox/innerbox/$boxId"
            params={{ boxId: 'INBOX' }}
            appearance="subtle"
            className={row(pathname.startsWith('/mailbox/innerbox/'))}
            icon={<MailInboxRegular />}
          >
            {t`收件箱`}
          </ButtonLink>
          {AREAS.filter((area) => area.visible(loginAfter) && area.id !== 'mailbox').map((area) => (
            <ButtonLink
              key={area.id}
              {...area.link}
              appearance="subtle"
              className={row(current === area.id)}
              icon={ICONS[area.id]}
              aria-current={current === area.id ? 'page' : undefined}
            >
              {labels[area.id]}
            </ButtonLink>
          ))}
          <ButtonLink
            to="/setting/$page"
            params={{ page: 'user' }}
            appearance="subtle"
            className={row(pathname.startsWith('/setting'))}
            icon={<SettingsRegular />}
          >
            {t`个人设置`}
          </ButtonLink>
        </nav>
        <hr className={styles.rule} />
        <Text id="nav-drawer-language" size={200}>{t`语言`}</Text>
        <div className={styles.languages} role="group" aria-labelledby="nav-drawer-language">
          {LOCALES.map((locale) => (
            <ToggleButton
              key={locale}
              className={styles.language}
              checked={i18n.locale === locale}
              lang={locale === 'en' ? 'en' : locale === 'zh-tw' ? 'zh-TW' : 'zh-CN'}
              onClick={() => void changeLocale(locale)}
            >
              {LOCALE_NATIVE_NAMES[locale]}
            </ToggleButton>
          ))}
        </div>
        <SharedMailboxSwitcher labelled className={styles.row} />
        <hr className={styles.rule} />
        {showBackstage && (
          <Button
            appearance="subtle"
            className={styles.row}
            icon={<ShieldKeyholeRegular />}
            onClick={() => void openBackstage(user.admin_url)}
          >
            {t`管理后台`}
          </Button>
        )}
        <Button
          appearance="subtle"
          className={styles.row}
          icon={<LockClosedRegular />}
          onClick={() => send({ type: 'session.lock' })}
        >
          {t`锁屏`}
        </Button>
        <Button
          appearance="subtle"
          className={styles.row}
          icon={<SignOutRegular />}
          onClick={() => {
            onClose()
            onLogout()
          }}
        >
          {t`退出`}
        </Button>
      </DrawerBody>
    </OverlayDrawer>
  )
}
