/**
 * The personal book's actions: new contact, then what applies to the ticked contacts (write
 * mail, move or copy to a group, delete), the "More" menu (import / export), and the search box (name, email or
 * mobile; Enter searches, clearing the box shows everyone again).
 */
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  SearchBox,
} from '@fluentui/react-components'
import {
  ArrowMoveRegular,
  CopyRegular,
  DeleteRegular,
  MailRegular,
  PersonAddRegular,
} from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { GroupChangeMode } from '../../../domain/contacts/index.ts'
import type { ContactGroup } from './pabCalls.ts'
import { usePabStyles } from './usePabStyles.styles.ts'

export function PabToolbar({
  groups,
  currentGroup,
  tickedCount,
  busy,
  onNew,
  onWrite,
  onGroupChange,
  onDelete,
  onSearch,
  more,
}: {
  groups: readonly ContactGroup[]
  currentGroup: number
  tickedCount: number
  busy: boolean
  onNew: () => void
  onWrite: () => void
  onGroupChange: (mode: GroupChangeMode, target: number) => void
  onDelete: () => void
  onSearch: (text: string) => void
  /** The less used actions: import and export (src/features/contacts/transfer/). */
  more: ReactNode
}) {
  const { t } = useLingui()
  const styles = usePabStyles()
  const none = tickedCount === 0 || busy
  // Outlook's short "Move to" / "Copy to": the menu under the button lists the groups.
  const groupMenu = (mode: GroupChangeMode) => (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          icon={mode === 'move' ? <ArrowMoveRegular /> : <CopyRegular />}
          disabledFocusable={none}
        >
          {mode === 'move' ? t`移动到` : t`复制到`}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {groups.length === 0 && <MenuItem disabled>{t`还没有分组`}</MenuItem>}
          {groups.map((group) => (
            <MenuItem
              key={group.id}
              // Moving into the group shown would change nothing.
              disabled={mode === 'move' && group.id === currentGroup}
              onClick={() => onGroupChange(mode, group.id)}
            >
              {group.groupname}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t`联系人操作`}>
      <Button appearance="primary" icon={<PersonAddRegular />} onClick={onNew}>
        {t`新建联系人`}
      </Button>
      <Button icon={<MailRegular />} disabledFocusable={none} onClick={onWrite}>
        {t`写信`}
      </Button>
      {groupMenu('move')}
      {groupMenu('copy')}
      <Button icon={<DeleteRegular />} disabledFocusable={none} onClick={onDelete}>
        {t`删除`}
      </Button>
      {more}
      <SearchBox
        className={styles.search}
        aria-label={t`搜索联系人`}
        placeholder={t`搜索姓名、邮箱或手机`}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(event.currentTarget.value.trim())
        }}
        onChange={(_, data) => {
          if (data.value === '') onSearch('')
        }}
      />
    </div>
  )
}
