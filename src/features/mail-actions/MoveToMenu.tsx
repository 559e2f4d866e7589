/**
 * Move to another folder (R-LIST-2, R-ROLE-9: hidden for Drafts — the caller leaves it out there).
 * Offers every folder but the current one and Drafts, default folders first.
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
import { FolderArrowRightRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { useFolderLabel } from '../common/folders/useFolderLabel.ts'
import { useFolders } from '../common/folders/useFolders.ts'
import { moveMessages } from './mailActions.ts'
import { resolveUids, type UidSource } from './target.ts'
import { useMailGuards } from './useMailGuards.ts'

export interface MoveToMenuProps {
  folder: string
  uids: UidSource
  disabled?: boolean
  onMoved?: () => void
  /** Controlled opening (the e shortcut opens the picker). */
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/** The menu's trigger; also its stand-in before the menu is mounted (LazyMenu). */
export function MoveToButton(props: MenuButtonProps) {
  const { t } = useLingui()
  return (
    <MenuButton size="small" icon={<FolderArrowRightRegular />} {...props}>
      {t`移动到`}
    </MenuButton>
  )
}

export function MoveToMenu(props: MoveToMenuProps) {
  const { folder, uids, disabled, onMoved, open, onOpenChange } = props
  const guards = useMailGuards()
  const { folders } = useFolders()
  const label = useFolderLabel()
  const targets = folders.filter((f) => f.raw_name !== folder && f.raw_name !== 'Drafts')
  // Opened by the e key, the picker takes the focus as a keyboard-opened menu does: on its first
  // folder, so arrows, Enter and Esc work at once (a list opened from a key was left unfocused).
  const focusFirstFolder = useCallback((list: HTMLDivElement | null) => {
    if (!list) return
    setTimeout(() => {
      if (list.isConnected && !list.contains(document.activeElement))
        list.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    })
  }, [])
  const move = async (destination: string) => {
    if (!guards.change()) return
    if (await moveMessages(folder, await resolveUids(uids), destination)) onMoved?.()
  }
  return (
    <Menu
      {...(open === undefined ? {} : { open })}
      onOpenChange={(_, data) => onOpenChange?.(data.open)}
    >
      <MenuTrigger disableButtonEnhancement>
        <MoveToButton disabled={disabled} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList ref={focusFirstFolder}>
          {targets.map((target) => (
            <MenuItem key={target.raw_name} onClick={() => void move(target.raw_name)}>
              {label(target)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
