/**
 * The mark-as menu of the folder list and the reader (R-LIST): read,
 * unread, a flag colour, a tag (or a new one), cancel all tags.
 */
import {
  Menu,
  MenuButton,
  type MenuButtonProps,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import { FlagRegular, MailReadRegular, MailUnreadRegular, TagRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { FlagMenuItems } from './FlagMenu.tsx'
import { TagCreateForActions, TagMenuItems, useTagActions } from './TagMenu.tsx'
import type { UidSource } from './target.ts'
import { useMarkAs, type MarkSelectionRead } from './useMarkAs.ts'

export interface MarkAsMenuProps {
  folder: string
  uids: UidSource
  disabled?: boolean
  /** Marks the whole list read/unread another way (the list's folder-wide selection). */
  onMarkRead?: MarkSelectionRead
  /** No "unread" (a burn-after-reading mail in its reader, decision 348). */
  noUnread?: boolean
}

/** The menu's trigger; also its stand-in before the menu is mounted (LazyMenu). */
export function MarkAsButton(props: MenuButtonProps) {
  const { t } = useLingui()
  return (
    <MenuButton size="small" {...props}>
      {t`标记为`}
    </MenuButton>
  )
}

export function MarkAsMenu({ folder, uids, disabled, onMarkRead, noUnread }: MarkAsMenuProps) {
  const { t } = useLingui()
  const tagActions = useTagActions(folder, uids)
  const markAs = useMarkAs(folder)
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MarkAsButton disabled={disabled} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem
              icon={<MailReadRegular />}
              onClick={() => void markAs.read(uids, true, onMarkRead)}
            >
              {t`已读`}
            </MenuItem>
            {!noUnread && (
              <MenuItem
                icon={<MailUnreadRegular />}
                onClick={() => void markAs.read(uids, false, onMarkRead)}
              >
                {t`未读`}
              </MenuItem>
            )}
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <MenuItem icon={<FlagRegular />}>{t`旗标`}</MenuItem>
              </MenuTrigger>
              <MenuPopover>
                <FlagMenuItems current={null} onPick={(color) => void markAs.flag(uids, color)} />
              </MenuPopover>
            </Menu>
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <MenuItem icon={<TagRegular />}>{t`标签`}</MenuItem>
              </MenuTrigger>
              <MenuPopover>
                <TagMenuItems actions={tagActions} />
              </MenuPopover>
            </Menu>
          </MenuList>
        </MenuPopover>
      </Menu>
      <TagCreateForActions actions={tagActions} />
    </>
  )
}
