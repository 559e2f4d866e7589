/**
 * The folder list's toolbar (R-LIST-2): select, sort, view filter, mark as, move to (not in
 * Drafts), more, refresh, the 'more search' toggle, and the delete button where
 * accountDeleteChoices puts delete to Trash on the toolbar (change_delete_button).
 */
import {
  Button,
  makeStyles,
  Menu,
  MenuButton,
  MenuDivider,
  MenuItemRadio,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Toolbar,
  ToggleButton,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular, DeleteRegular, SearchRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { MailView } from '../../../api/types.ts'
import { memo, useState } from 'react'
import { MarkAsMenu } from '../../mail-actions/MarkAsMenu.tsx'
import type { MarkSelectionRead } from '../../mail-actions/useMarkAs.ts'
import { MoveToMenu } from '../../mail-actions/MoveToMenu.tsx'
import type { UidSource } from '../../mail-actions/target.ts'
import type { FolderListSource, ListOrder, ListSort } from '../../../domain/mail/listSource.ts'
import type { MailListActor } from './useMailList.ts'
import { ListMoreMenu } from './ListMoreMenu.tsx'
import { useListActions } from './useListActions.ts'
import { useListLabels } from './useListLabels.ts'
import { NARROW_MEDIA } from '../../../app/layout/narrow.ts'
import { phoneToolbarRow } from '../../common/mailPaneStyles.ts'

const useStyles = makeStyles({
  toolbar: {
    flexWrap: 'wrap',
    // A phone (decision 334): one row that scrolls sideways inside itself, not two rows of
    // finger-sized buttons taking the list's height.
    [NARROW_MEDIA]: phoneToolbarRow,
  },
})

const SORTS: readonly ListSort[] = ['from', 'subject', 'date', 'size']
const VIEWS: readonly MailView[] = ['all', 'unread', 'read', 'flagged', 'attach']

export interface ListToolbarProps {
  actor: MailListActor
  source: FolderListSource
  uids: UidSource
  hasSelection: boolean
  single: number | null
  searchOpen: boolean
  onToggleSearch: () => void
  onImport: () => void
  onMarkRead: MarkSelectionRead
  /** The e key asked for the move-to picker on these mails (the focused row's, or the ticked). */
  moveRequest?: UidSource | null
  onMoveRequestDone?: () => void
}

/**
 * Memoised: its menus cost a few milliseconds each to render even closed, and the folder list
 * renders again around every reload (decision 369).
 */
export const ListToolbar = memo(function ListToolbar(props: ListToolbarProps) {
  const { actor, source, uids, hasSelection } = props
  const { t } = useLingui()
  const styles = useStyles()
  const labels = useListLabels()
  const folder = source.folder
  const actions = useListActions(folder)
  const [moveOpen, setMoveOpen] = useState(false)
  const { moveRequest = null, onMoveRequestDone } = props
  const send = actor.send
  const sortChecked = { sort: [source.sort], order: [source.order] }
  return (
    <Toolbar
      size="small"
      aria-label={t({
        message: '邮件列表操作',
        comment:
          "The mail list's toolbar (the open mail's toolbar is 本邮件操作). English: 'Mail list actions'",
      })}
      className={styles.toolbar}
    >
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton size="small">{t`选择`}</MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => send({ type: 'select.all' })}>{t`全部`}</MenuItem>
            <MenuItem onClick={() => send({ type: 'select.page' })}>{t`当前页`}</MenuItem>
            <MenuItem onClick={() => send({ type: 'select.unread' })}>{t`未读`}</MenuItem>
            <MenuItem onClick={() => send({ type: 'select.read' })}>{t`已读`}</MenuItem>
            <MenuItem onClick={() => send({ type: 'select.invert' })}>{t`反选`}</MenuItem>
            <MenuItem onClick={() => send({ type: 'select.none' })}>{t`不选`}</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <Menu
        checkedValues={sortChecked}
        onCheckedValueChange={(_, data) => {
          const sort = data.name === 'sort' ? (data.checkedItems[0] as ListSort) : source.sort
          const order = data.name === 'order' ? (data.checkedItems[0] as ListOrder) : source.order
          send({ type: 'sort.set', sort, order })
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <MenuButton size="small">{t`排序`}</MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {SORTS.map((sort) => (
              <MenuItemRadio key={sort} name="sort" value={sort}>
                {labels.sorts[sort]}
              </MenuItemRadio>
            ))}
            <MenuDivider />
            <MenuItemRadio name="order" value="asc">
              {t`升序`}
            </MenuItemRadio>
            <MenuItemRadio name="order" value="desc">
              {t`降序`}
            </MenuItemRadio>
          </MenuList>
        </MenuPopover>
      </Menu>
      <Menu
        checkedValues={{ view: [source.view] }}
        onCheckedValueChange={(_, data) =>
          send({ type: 'view.set', view: data.checkedItems[0] as MailView })
        }
      >
        <MenuTrigger disableButtonEnhancement>
          <MenuButton size="small">{t`查看`}</MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {VIEWS.map((view) => (
              <MenuItemRadio key={view} name="view" value={view}>
                {labels.views[view]}
              </MenuItemRadio>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <MarkAsMenu
        folder={folder}
        uids={uids}
        disabled={!hasSelection}
        onMarkRead={props.onMarkRead}
      />
      {folder !== 'Drafts' && (
        <MoveToMenu
          folder={folder}
          uids={moveRequest ?? uids}
          disabled={!hasSelection}
          open={moveOpen || moveRequest !== null}
          onOpenChange={(open) => {
            setMoveOpen(open)
            if (!open) onMoveRequestDone?.()
          }}
        />
      )}
      <ListMoreMenu
        folder={folder}
        uids={uids}
        hasSelection={hasSelection}
        single={props.single}
        onImport={props.onImport}
      />
      {actions.deletes.toTrash === 'toolbar' && (
        <Button
          size="small"
          icon={<DeleteRegular />}
          disabled={!hasSelection}
          onClick={() => void actions.remove(uids)}
        >
          {t`删除`}
        </Button>
      )}
      <Button
        size="small"
        icon={<ArrowClockwiseRegular />}
        onClick={() => send({ type: 'list.reload' })}
      >
        {t`刷新`}
      </Button>
      <ToggleButton
        size="small"
        icon={<SearchRegular />}
        checked={props.searchOpen}
        onClick={props.onToggleSearch}
      >
        {t`更多搜索`}
      </ToggleButton>
    </Toolbar>
  )
})
