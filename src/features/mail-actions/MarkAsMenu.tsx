/**
 * The mark-as menu of the folder list and the reader (R-LIST): read,
 * unread, a flag colour, a tag (or a new one), cancel all tags.
 */
import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import { FlagRegular, MailReadRegular, MailUnreadRegular, TagRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { flagOfColor, type FlagColor } from '../../domain/mail/tags.ts'
import { FlagMenuItems } from './FlagMenu.tsx'
import { markRead, setFlagColor } from './mailActions.ts'
import { TagCreateForActions, TagMenuItems, useTagActions } from './TagMenu.tsx'
import { resolveUids, type UidSource } from './target.ts'
import { useMailGuards } from './useMailGuards.ts'

export interface MarkAsMenuProps {
  folder: string
  uids: UidSource
  disabled?: boolean
  /** Marks the whole list read/unread another way (the list's folder-wide selection). */
  onMarkRead?: (read: boolean) => Promise<boolean>
}

export function MarkAsMenu({ folder, uids, disabled, onMarkRead }: MarkAsMenuProps) {
  const { t } = useLingui()
  const guards = useMailGuards()
  const tagActions = useTagActions(folder, uids)
  const read = async (value: boolean) => {
    if (!guards.change()) return
    if (onMarkRead) await onMarkRead(value)
    else await markRead(folder, await resolveUids(uids), value)
  }
  const flag = async (color: FlagColor | null) => {
    if (!guards.change()) return
    await setFlagColor(folder, await resolveUids(uids), color && flagOfColor(color))
  }
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton size="small" disabled={disabled}>
            {t`标记为`}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<MailReadRegular />} onClick={() => void read(true)}>
              {t`已读`}
            </MenuItem>
            <MenuItem icon={<MailUnreadRegular />} onClick={() => void read(false)}>
              {t`未读`}
            </MenuItem>
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <MenuItem icon={<FlagRegular />}>{t`旗标`}</MenuItem>
              </MenuTrigger>
              <MenuPopover>
                <FlagMenuItems current={null} onPick={(color) => void flag(color)} />
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
