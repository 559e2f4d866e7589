import { useLocation } from '@tanstack/react-router'
import { memo } from 'react'
import {
  Button,
  makeStyles,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tab,
  TabList,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import {
  ColorRegular,
  DocumentSearchRegular,
  GlobeRegular,
  LockClosedRegular,
  SettingsRegular,
  ShieldKeyholeRegular,
  SignOutRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { AREAS, activeArea } from './navigation.ts'
import { useAreaLabels } from './useAreaLabels.ts'
import { FullTextSearch } from './FullTextSearch.tsx'
import { SharedMailboxSwitcher } from './SharedMailboxSwitcher.tsx'
import { ButtonLink } from '../links.tsx'
import { openBackstage } from './openBackstage.ts'
import { useActiveSession } from '../session/useSession.ts'
import { SKIN_IDS, skinSwatch, type SkinId } from '../theme/skins.ts'
import { useSkinLabels } from '../theme/useSkinLabels.ts'
import { useSkinChoice } from '../../features/settings/skin/useSkinChoice.ts'
import { changeLocale } from '../../i18n/i18n.ts'
import { LOCALES, LOCALE_NATIVE_NAMES, type Locale } from '../../i18n/locales.ts'
import { useSelector } from '@xstate/react'
import { selectShowBackstage } from '../../../machines/session/index.ts'
import { useSessionActor } from '../session/SessionProvider.tsx'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalL,
    minHeight: '52px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    flexWrap: 'nowrap',
    minWidth: 0,
  },
  title: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    whiteSpace: 'nowrap',
  },
  grow: { flexGrow: 1, minWidth: 0 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: {
    width: '14px',
    height: '14px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'inline-block',
  },
})

/**
 * R-LAYOUT-2: the area tabs; R-LAYOUT-3: skin, settings, language, shared-account switcher,
 * self-service and backstage links, lock screen and logout; R-LAYOUT-4: full-text search when on.
 */
/** Memoised (decision 371): give it a stable `onLogout`. */
export const TopBar = memo(function TopBar({ onLogout }: { onLogout: () => void }) {
  const styles = useStyles()
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const { user, loginAfter, send } = useActiveSession()
  const showBackstage = useSelector(useSessionActor(), selectShowBackstage)
  const labels = useAreaLabels()
  const skinLabels = useSkinLabels()
  // The same save as /setting/skin: the next login, in any browser, starts in this skin.
  const { skin, choose } = useSkinChoice()
  // The area alone: a folder switch or a mail's URL does not render the bar again (decision 371).
  const current = useLocation({ select: (location) => activeArea(location.pathname) })
  const areas = AREAS.filter((area) => area.visible(loginAfter))

  return (
    <header className={styles.root}>
      <span className={styles.title}>{loginAfter.title || t`企业邮箱`}</span>
      <TabList
        selectedValue={current ?? null}
        onTabSelect={(_, data) => {
          const area = areas.find((a) => a.id === data.value)
          if (area) void navigate(area.link)
        }}
        aria-label={t`功能区`}
      >
        {areas.map((area) => (
          <Tab key={area.id} value={area.id}>
            {labels[area.id]}
          </Tab>
        ))}
      </TabList>
      <div className={styles.grow} />
      {loginAfter.is_fulltext && <FullTextSearch />}
      <div className={styles.actions}>
        <Menu
          checkedValues={{ skin: [skin] }}
          onCheckedValueChange={(_, data) => void choose(data.checkedItems[0] as SkinId)}
        >
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content={t`换肤`} relationship="label">
              <Button appearance="subtle" icon={<ColorRegular />} aria-label={t`换肤`} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {SKIN_IDS.map((id) => (
                <MenuItemRadio
                  key={id}
                  name="skin"
                  value={id}
                  icon={
                    <span className={styles.swatch} style={{ backgroundColor: skinSwatch(id) }} />
                  }
                >
                  {skinLabels[id]}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        <Tooltip content={t`个人设置`} relationship="label">
          <ButtonLink
            to="/setting/$page"
            params={{ page: 'user' }}
            appearance="subtle"
            icon={<SettingsRegular />}
            aria-label={t`个人设置`}
          />
        </Tooltip>
        <Menu
          checkedValues={{ language: [i18n.locale] }}
          onCheckedValueChange={(_, data) => void changeLocale(data.checkedItems[0] as Locale)}
        >
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<GlobeRegular />} aria-label={t`语言`}>
              {LOCALE_NATIVE_NAMES[i18n.locale as Locale]}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {LOCALES.map((locale) => (
                <MenuItemRadio
                  key={locale}
                  name="language"
                  value={locale}
                  lang={locale === 'en' ? 'en' : locale === 'zh-tw' ? 'zh-TW' : 'zh-CN'}
                >
                  {LOCALE_NATIVE_NAMES[locale]}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        <SharedMailboxSwitcher />
        {loginAfter.center_show && (
          <Tooltip content={t`自助查询`} relationship="label">
            <ButtonLink
              to="/search"
              appearance="subtle"
              icon={<DocumentSearchRegular />}
              aria-label={t`自助查询`}
            />
          </Tooltip>
        )}
        {showBackstage && (
          <Button
            appearance="subtle"
            icon={<ShieldKeyholeRegular />}
            onClick={() => void openBackstage(user.admin_url)}
          >
            {t`管理后台`}
          </Button>
        )}
        <Tooltip content={t`锁屏`} relationship="label">
          <Button
            appearance="subtle"
            icon={<LockClosedRegular />}
            aria-label={t`锁屏`}
            onClick={() => send({ type: 'session.lock' })}
          />
        </Tooltip>
        <Tooltip content={t`退出`} relationship="label">
          <Button
            appearance="subtle"
            icon={<SignOutRegular />}
            aria-label={t`退出`}
            onClick={onLogout}
          />
        </Tooltip>
      </div>
    </header>
  )
})
