/**
 * The pab page's two questions: delete a group (its contacts are kept, they only leave it) and
 * delete the ticked contacts (the count, or the one name). A failure stays in the question.
 */
import { useLingui } from '@lingui/react/macro'
import { ConfirmDeleteDialog } from '../../common/forms/ConfirmDeleteDialog.tsx'
import { deleteContacts, deleteGroup, type Contact, type ContactGroup } from './pabCalls.ts'

export type PabDeleting =
  { kind: 'group'; group: ContactGroup } | { kind: 'contacts'; contacts: readonly Contact[] }

export function PabDeleteDialogs({
  deleting,
  onDone,
  onCancel,
}: {
  deleting: PabDeleting | null
  onDone: (what: PabDeleting) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  if (!deleting) return null
  const contacts = deleting.kind === 'contacts' ? deleting.contacts : []
  const one = contacts[0]?.fullname || contacts[0]?.email || ''
  const count = contacts.length
  const text =
    deleting.kind === 'group'
      ? t`确定删除分组“${deleting.group.groupname}”吗？分组中的联系人不会被删除。`
      : count === 1
        ? t`确定删除联系人“${one}”吗？`
        : t`确定删除选中的 ${count} 位联系人吗？`
  return (
    <ConfirmDeleteDialog
      title={deleting.kind === 'group' ? t`删除分组` : t`删除联系人`}
      text={text}
      onConfirm={async () => {
        if (deleting.kind === 'group') await deleteGroup(deleting.group.id)
        else await deleteContacts(deleting.contacts.map((c) => c.contact_id))
      }}
      onClose={onCancel}
      onDeleted={() => onDone(deleting)}
      failureText={(failure) => {
        // A refusal carries the server's words (rejectionOf); a lost request has none to show.
        const said =
          failure instanceof Error ? null : (failure as { message?: string | null }).message
        return said || t`删除失败，请稍后重试`
      }}
    />
  )
}
