/**
 * The top bar of a narrow window (decision 320): a menu button that opens the drawer holding the
 * sidebar's and the top bar's controls, the organisation's title, and the full-text search
 * behind a search button (its own row while open) so it stays one tap away.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { LineHorizontal3Regular, SearchRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useActiveSession } from '../session/useSession.ts'
import { FullTextSearch } from './FullTextSearch.tsx'
import { TOUCH_TARGET } from './narrow.ts'
import { NavDrawer } from './NavDrawer.tsx'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalXS,
    minHeight: '52px',
  },
  touch: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET },
  title: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  search: {
    paddingInline: tokens.spacingHorizontalS,
    paddingBottom: tokens.spacingVerticalS,
    '& form': { width: '100%' },
    '& form > .fui-Field': { flexGrow: 1, minWidth: 0 },
    '& .fui-SearchBox': { width: '100%', maxWidth: 'none' },
  },
})

export function NarrowTopBar({ onLogout }: { onLogout: () => void }) {
  const styles = useStyles()
  const { t } = useLingui()
  const { loginAfter } = useActiveSession()
  const [menuOpen, setMenuOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <Button
          appearance="subtle"
          className={styles.touch}
          icon={<LineHorizontal3Regular />}
          aria-label={t`菜单`}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        />
        <span className={styles.title}>{loginAfter.title || t`企业邮箱`}</span>
        {loginAfter.is_fulltext && (
          <Button
            appearance="subtle"
            className={styles.touch}
            icon={<SearchRegular />}
            aria-label={t`搜索邮件`}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
          />
        )}
      </div>
      {loginAfter.is_fulltext && searchOpen && (
        <div className={styles.search}>
          <FullTextSearch />
        </div>
      )}
      <NavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} onLogout={onLogout} />
    </header>
  )
}
