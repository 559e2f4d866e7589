/**
 * exportContacts (openapi.yaml): the file comes from the server, so the pab page's chunk needs
 * none of the import's parsers.
 */
import { api } from '../../../app/services.ts'
import type { ContactExportFormat } from '../../../domain/contacts/transfer/rules.ts'
import { saveBlob } from '../../common/saveBlob.ts'

/** Downloads the group's (or the selected) contacts; false when the call failed (already said). */
export async function exportContacts(
  groupId: number,
  selectedIds: readonly number[],
  format: ContactExportFormat,
): Promise<boolean> {
  const { data } = await api().GET('/api/contact/contacts/export/', {
    params: {
      query: {
        group_id: groupId,
        format,
        ...(selectedIds.length > 0 ? { ids: [...selectedIds] } : {}),
      },
    },
    parseAs: 'blob',
  })
  if (!data) return false
  saveBlob(data as Blob, `contacts.${format}`)
  return true
}
