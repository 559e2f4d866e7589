/**
 * One recipient in To / Cc / Bcc: the name (or address) opens the edit dialog, the menu moves it
 * to another field (the keyboard way of dragging it there) or removes it. Invalid addresses stay,
 * in the error style, and say so to screen readers.
 */
import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
} from '@fluentui/react-components'
import { ChevronDownRegular, DismissRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { DragEvent } from 'react'
import type { Recipient, RecipientField } from '../../domain/compose/index.ts'
import { useComposeStyles } from './useComposeStyles.styles.ts'

/** The drag payload's type: only chips are dropped on recipient fields. */
export const RECIPIENT_DRAG_TYPE = 'application/x-webmail-recipient'

export interface RecipientDrag {
  field: RecipientField
  index: number
}

export interface RecipientChipProps {
  recipient: Recipient
  field: RecipientField
  index: number
  /** The fields it can move to (those shown besides its own). */
  moveTargets: { field: RecipientField; label: string }[]
  disabled: boolean
  onEdit: () => void
  onRemove: () => void
  onMove: (to: RecipientField) => void
}

export function RecipientChip(props: RecipientChipProps) {
  const { recipient, field, index, moveTargets, disabled, onEdit, onRemove, onMove } = props
  const styles = useComposeStyles()
  const { t } = useLingui()
  const shown = recipient.name ? `${recipient.name} <${recipient.email}>` : recipient.email
  const label = recipient.valid
    ? t({ message: `编辑收件人 ${shown}`, comment: "English: 'Edit recipient {shown}'" })
    : t({
        message: `编辑收件人 ${shown}（地址无效）`,
        comment: "English: 'Edit recipient {shown} (invalid address)'",
      })
  const onDragStart = (event: DragEvent) => {
    const payload: RecipientDrag = { field, index }
    event.dataTransfer.setData(RECIPIENT_DRAG_TYPE, JSON.stringify(payload))
    event.dataTransfer.effectAllowed = 'move'
  }
  return (
    <span
      className={mergeClasses(styles.chip, !recipient.valid && styles.chipInvalid)}
      draggable={!disabled}
      onDragStart={onDragStart}
      data-invalid={recipient.valid ? undefined : 'true'}
      title={recipient.email}
    >
      <button
        type="button"
        className={styles.chipButton}
        aria-label={label}
        onClick={onEdit}
        disabled={disabled}
      >
        {recipient.name || recipient.email}
      </button>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <button
            type="button"
            className={styles.chipIcon}
            aria-label={t({
              message: `${recipient.email} 的更多操作`,
              comment: "English: 'More for {email}'",
            })}
            disabled={disabled}
          >
            <ChevronDownRegular aria-hidden />
          </button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={onEdit}>{t`编辑`}</MenuItem>
            {moveTargets.map((target) => (
              <MenuItem key={target.field} onClick={() => onMove(target.field)}>
                {t({ message: `移到${target.label}`, comment: "English: 'Move to {label}'" })}
              </MenuItem>
            ))}
            <MenuItem onClick={onRemove}>{t`删除`}</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <button
        type="button"
        className={styles.chipIcon}
        aria-label={t({
          message: `删除收件人 ${recipient.email}`,
          comment: "English: 'Remove {email}'",
        })}
        onClick={onRemove}
        disabled={disabled}
      >
        <DismissRegular aria-hidden />
      </button>
    </span>
  )
}
