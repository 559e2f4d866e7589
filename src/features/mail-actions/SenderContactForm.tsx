/**
 * The reader's "add sender to address book" (More menu item 4): the full contact form, prefilled
 * with the sender's name and address — or, when the sender already is a personal contact, that
 * contact to edit, as the sender card does (decisions.md #204).
 */
import { useLoad } from '../../app/useLoad.ts'
import { ContactFormDialog } from '../contacts/form/ContactFormDialog.tsx'
import { fetchContactCard } from './contactCard.ts'

export default function SenderContactForm({
  email,
  name,
  onClose,
}: {
  email: string
  name: string
  onClose: () => void
}) {
  const card = useLoad(() => fetchContactCard(email), [email])
  // A moment's read: the form opens once it is known whether to add or edit.
  if (!card.data && !card.failed) return null
  // Without the card (it failed) the form still adds; the server refuses a second copy.
  const contactId = card.data?.contact_id ?? null
  return (
    <ContactFormDialog
      open
      contactId={contactId}
      initial={{ email, fullname: name || card.data?.name || '' }}
      onSaved={onClose}
      onClose={onClose}
    />
  )
}
