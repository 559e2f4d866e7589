/**
 * Home tiles (R-HOME-5): self-query (center_show), file centre (sw_netdisk_page),
 * schedule, contacts, settings. Calendar and file centre go through the module lock check.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import {
  CalendarLtrRegular,
  ContactCardRegular,
  DocumentSearchRegular,
  FolderRegular,
  SettingsRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { ReactElement } from 'react'
import type { LoginAfterInfo } from '../../api/types.ts'

export type TileId = 'search' | 'file' | 'calendar' | 'contact' | 'setting'

export const TILE_TARGETS = {
  search: { to: '/search' },
  file: { to: '/file/$page', params: { page: 'pfile' } },
  calendar: { to: '/calendar/$page', params: { page: 'index' } },
  contact: { to: '/contact/$page', params: { page: 'pab' } },
  setting: { to: '/setting/$page', params: { page: 'user' } },
} as const satisfies Record<TileId, { to: string; params?: { page: string } }>

export function visibleTiles(info: LoginAfterInfo): TileId[] {
  return (['search', 'file', 'calendar', 'contact', 'setting'] as const).filter((tile) => {
    if (tile === 'search') return info.center_show
    if (tile === 'file') return info.sw_netdisk_page
    return true
  })
}

const ICONS: Record<TileId, ReactElement> = {
  search: <DocumentSearchRegular />,
  file: <FolderRegular />,
  calendar: <CalendarLtrRegular />,
  contact: <ContactCardRegular />,
  setting: <SettingsRegular />,
}

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tile: {
    height: '96px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase300,
  },
})

export function FeatureTiles({
  info,
  onOpen,
}: {
  info: LoginAfterInfo
  onOpen: (tile: TileId) => void
}) {
  const styles = useStyles()
  const { t } = useLingui()
  const labels: Record<TileId, string> = {
    search: t`自助查询`,
    file: t`文件中心`,
    calendar: t`日程`,
    contact: t`通讯录`,
    setting: t`设置`,
  }
  return (
    <nav className={styles.root} aria-label={t`常用功能`}>
      {visibleTiles(info).map((tile) => (
        <Button
          key={tile}
          className={styles.tile}
          size="large"
          icon={ICONS[tile]}
          onClick={() => onOpen(tile)}
        >
          {labels[tile]}
        </Button>
      ))}
    </nav>
  )
}
