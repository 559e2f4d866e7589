/**
 * The colour-flag menu of a list row and of the reader (R-DATA-3): red is the IMAP
 * \flagged flag, the others umail-<colour>; choosing one replaces any other, 'clear' removes it.
 */
import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components'
import { FlagFilled, FlagOffRegular, FlagRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { FLAG_COLORS, flagColorOf, flagOfColor, type FlagColor } from '../../domain/mail/tags.ts'
import { setFlagColor } from './mailActions.ts'
import { resolveUids, type UidSource } from './target.ts'
import { FLAG_CSS, useFlagColorLabels } from './useFlagColorLabels.ts'
import { useMailGuards } from './useMailGuards.ts'

export interface FlagMenuProps {
  folder: string
  uids: UidSource
  /** The mail's flags (rows and the reader): shows its colour, spares needless removals. */
  flags?: readonly string[]
}

export function FlagMenu({ folder, uids, flags }: FlagMenuProps) {
  const current = flags ? flagColorOf(flags) : null
  const { t } = useLingui()
  const labels = useFlagColorLabels()
  const guards = useMailGuards()
  const run = async (color: FlagColor | null) => {
    if (!guards.change()) return
    await setFlagColor(folder, await resolveUids(uids), color && flagOfColor(color), flags)
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          size="small"
          appearance="transparent"
          aria-label={current ? labels[current] : t`设置旗标`}
          icon={current ? <FlagFilled color={FLAG_CSS[current]} /> : <FlagRegular />}
        />
      </MenuTrigger>
      <MenuPopover>
        <FlagMenuItems current={current} onPick={(color) => void run(color)} />
      </MenuPopover>
    </Menu>
  )
}

/** The colour items alone, for the mark-as menu's flag submenu. */
export function FlagMenuItems({
  current,
  onPick,
}: {
  current: FlagColor | null
  onPick: (color: FlagColor | null) => void
}) {
  const { t } = useLingui()
  const labels = useFlagColorLabels()
  return (
    <MenuList>
      {FLAG_COLORS.map((color) => (
        <MenuItem
          key={color}
          icon={<FlagFilled color={FLAG_CSS[color]} />}
          onClick={() => onPick(color)}
          aria-current={current === color || undefined}
        >
          {labels[color]}
        </MenuItem>
      ))}
      <MenuItem icon={<FlagOffRegular />} onClick={() => onPick(null)}>
        {t`清除旗标`}
      </MenuItem>
    </MenuList>
  )
}
