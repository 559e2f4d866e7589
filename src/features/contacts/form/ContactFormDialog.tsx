/**
 * TEMPORARY — replaced by branch cform at merge.
 * The agreed props of the full contact form (issue 13), over the sender card's small dialog so
 * the directory pages can open "add to personal contacts" before the full form lands. Only the
 * address and the name reach the small dialog; the other prefilled fields wait for the real form.
 */
import type { JSX } from 'react'
import { ContactDialog } from '../../mail-actions/ContactDialog.tsx'

export interface ContactFormDialogProps {
  open: boolean
  /** Edit this personal contact (loaded with getContact); absent = create. */
  contactId?: number | null
  /** Prefill for a new contact (from a sender card, a directory member, …). */
  initial?: {
    email?: string
    fullname?: string
    mobile?: string
    company?: string
    department?: string
    position?: string
    groups?: number[]
  }
  /** The group a new contact starts in (the pab page's selected group, if a real group). */
  defaultGroupId?: number
  onSaved: (contact: { contact_id: number; email: string; fullname: string }) => void
  onClose: () => void
}

export function ContactFormDialog({
  open,
  contactId = null,
  initial,
  onSaved,
  onClose,
}: ContactFormDialogProps): JSX.Element {
  if (!open) return <></>
  const email = initial?.email ?? ''
  const fullname = initial?.fullname ?? ''
  return (
    <ContactDialog
      email={email}
      name={fullname}
      contactId={contactId}
      onClose={(saved) => {
        if (saved) onSaved({ contact_id: contactId ?? 0, email, fullname })
        onClose()
      }}
    />
  )
}
