/**
 * A recipient row's label with the address book button beside it (To / Cc / Bcc). What the
 * picker returns goes into the form through the compose machine's own events: a hidden Cc or
 * Bcc is switched on first, then each field gets its recipients picked.
 */
import { Button, Tooltip, mergeClasses } from '@fluentui/react-components'
import { BookContactsRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ChosenRecipient } from '../../../../machines/address-book/index.ts'
import type { ComposeEvent } from '../../../../machines/compose/index.ts'
import { makeRecipient, type RecipientField } from '../../../domain/compose/index.ts'
import { PERSONAL_ONLY, type AddressBookAccess } from '../../../domain/contacts/index.ts'
import { useComposeStyles } from '../useComposeStyles.styles.ts'
import { AddressBookDialog } from './AddressBookDialog.tsx'
import { useAddressBookStyles } from './useAddressBookStyles.styles.ts'

export interface AddressBookLabelProps {
  field: RecipientField
  labels: Record<RecipientField, string>
  /** The books the account may open; only the personal one when unknown. */
  access: AddressBookAccess | undefined
  /** Whether Cc and Bcc show now (form.is_cc / form.is_bcc). */
  shown: { cc: boolean; bcc: boolean }
  disabled: boolean
  send: (event: ComposeEvent) => void
}

/** The chosen recipients as compose events, field by field. */
export function pickEvents(
  chosen: readonly ChosenRecipient[],
  shown: { cc: boolean; bcc: boolean },
): ComposeEvent[] {
  return (['to', 'cc', 'bcc'] as const).flatMap((field): ComposeEvent[] => {
    const recipients = chosen
      .filter((c) => c.field === field)
      .map((c) => makeRecipient(c.email, c.name))
    if (recipients.length === 0) return []
    const reveal: ComposeEvent[] =
      field !== 'to' && !shown[field] ? [{ type: 'field.toggle', field, on: true }] : []
    return [...reveal, { type: 'recipients.pick', field, recipients }]
  })
}

export function AddressBookLabel(props: AddressBookLabelProps) {
  const { field, labels, access, shown, disabled, send } = props
  const { t } = useLingui()
  const composeStyles = useComposeStyles()
  const styles = useAddressBookStyles()
  const [open, setOpen] = useState(false)
  const label = labels[field]
  return (
    <span className={mergeClasses(composeStyles.rowLabel, styles.label)}>
      {label}
      <Tooltip content={t`从通讯录选择${label}`} relationship="label">
        <Button
          appearance="subtle"
          size="small"
          icon={<BookContactsRegular />}
          disabled={disabled}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <AddressBookDialog
        open={open}
        field={field}
        access={access ?? PERSONAL_ONLY}
        fieldLabels={labels}
        onCancel={() => setOpen(false)}
        onConfirm={(chosen) => {
          pickEvents(chosen, shown).forEach(send)
          setOpen(false)
        }}
      />
    </span>
  )
}
