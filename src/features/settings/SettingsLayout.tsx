/**
 * The /setting area (issue 12): a left menu of the built settings pages in their groups, the
 * active page highlighted (aria-current), then the routed page. Every entry is a real link
 * (Tab, Enter, middle-click, its own URL); Up and Down move between the entries too.
 */
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { Link, Outlet, useParams } from '@tanstack/react-router'
import type { KeyboardEvent } from 'react'
import { useScreenTitles } from '../../app/useScreenTitles.ts'
import { settingsMenu, type SettingGroup } from './settingsPages.ts'

const useStyles = makeStyles({
  root: { display: 'flex', height: '100%', minHeight: 0 },
  nav: {
    flexShrink: 0,
    width: '208px',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: {
    display: 'block',
    margin: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground3,
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  content: { flexGrow: 1, minWidth: 0, overflowY: 'auto' },
})

/** Up / Down / Home / End move the focus between the menu's links. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')]
  const index = links.indexOf(document.activeElement as HTMLAnchorElement)
  const next =
    event.key === 'ArrowDown'
      ? links[(index + 1) % links.length]
      : event.key === 'ArrowUp'
        ? links[(index - 1 + links.length) % links.length]
        : event.key === 'Home'
          ? links[0]
          : event.key === 'End'
            ? links.at(-1)
            : undefined
  if (!next) return
  event.preventDefault()
  next.focus()
}

export default function SettingsLayout() {
  const { t } = useLingui()
  const styles = useStyles()
  const titles = useScreenTitles().setting
  const { page } = useParams({ strict: false }) as { page?: string }
  const groupTitles: Record<SettingGroup, string> = {
    personal: t`个人设置`,
    mail: t`邮件处理`,
    security: t`账号安全`,
    other: t`其他`,
  }
  return (
    <div className={styles.root}>
      <nav className={styles.nav} aria-label={t`设置菜单`} onKeyDown={moveFocus}>
        {settingsMenu().map(({ group, pages }) => (
          <div key={group} role="group" aria-labelledby={`setting-group-${group}`}>
            <Text
              id={`setting-group-${group}`}
              size={200}
              weight="semibold"
              className={styles.heading}
            >
              {groupTitles[group]}
            </Text>
            <ul className={styles.list}>
              {pages.map((name) => (
                <li key={name}>
                  <Link
                    to="/setting/$page"
                    params={{ page: name }}
                    className={mergeClasses(styles.link, name === page && styles.active)}
                    aria-current={name === page ? 'page' : undefined}
                  >
                    {titles[name]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  )
}
