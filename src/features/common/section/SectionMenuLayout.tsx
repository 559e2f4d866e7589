/**
 * The frame of a section with a left menu (/setting, /contact, /file, /search): groups of links, the active page
 * highlighted (aria-current), then the routed page. Every entry is a real link (Tab, Enter,
 * middle-click, its own URL); Up, Down, Home and End move between the entries too.
 */
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components'
import { Link, Outlet } from '@tanstack/react-router'
import type { KeyboardEvent, ReactNode } from 'react'
import { NARROW_MEDIA } from '../../../app/layout/narrow.ts'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    height: '100%',
    minHeight: 0,
    [NARROW_MEDIA]: { flexDirection: 'column' },
  },
  nav: {
    flexShrink: 0,
    width: '208px',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    // A phone stacks it above the content, at most a third of the height (decision 322).
    [NARROW_MEDIA]: {
      width: 'auto',
      maxHeight: '30vh',
      borderRight: 'none',
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  // Actions of the section that are not pages (the file centre's "my shares") sit at the bottom.
  footer: {
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
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
    // The brand text on the brand hover background fell under AA (3.97:1 light, 4.21:1 night):
    // the active link keeps its background under the pointer (issue 17).
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2 },
  },
  content: { flexGrow: 1, minWidth: 0, minHeight: 0, overflowY: 'auto' },
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

export interface SectionMenuGroup {
  key: string
  /** Shown above the group's links; a menu of one group may go without. */
  title?: string
  pages: readonly { page: string; label: string }[]
}

export function SectionMenuLayout({
  to,
  label,
  groups,
  active,
  children = <Outlet />,
  footer,
}: {
  /** The section's page route. */
  to: '/setting/$page' | '/contact/$page' | '/file/$page' | '/search/$page'
  /** The menu's accessible name. */
  label: string
  groups: readonly SectionMenuGroup[]
  /** The routed page's name. */
  active: string | undefined
  /** What stands beside the menu: the routed page unless the section says otherwise. */
  children?: ReactNode
  /** Below the menu's links, at the bottom of the menu. */
  footer?: ReactNode
}) {
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <nav className={styles.nav} aria-label={label} onKeyDown={moveFocus}>
        {groups.map(({ key, title, pages }) => {
          const list = (
            <ul className={styles.list}>
              {pages.map(({ page, label: text }) => (
                <li key={page}>
                  <Link
                    to={to}
                    params={{ page }}
                    className={mergeClasses(styles.link, page === active && styles.active)}
                    aria-current={page === active ? 'page' : undefined}
                  >
                    {text}
                  </Link>
                </li>
              ))}
            </ul>
          )
          if (!title) return <div key={key}>{list}</div>
          const headingId = `${to.split('/')[1]}-group-${key}`
          return (
            <div key={key} role="group" aria-labelledby={headingId}>
              <Text id={headingId} size={200} weight="semibold" className={styles.heading}>
                {title}
              </Text>
              {list}
            </div>
          )
        })}
        {footer && <div className={styles.footer}>{footer}</div>}
      </nav>
      <div className={styles.content} data-section-content="">
        {children}
      </div>
    </div>
  )
}
