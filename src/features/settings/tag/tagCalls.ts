/**
 * /setting/tag's list: listTags. Creating, renaming, recolouring and deleting go through the
 * mail list's own tag calls (src/features/mail-actions/mailActions.ts), so every screen that
 * shows tags hears of the change.
 */
import type { Tag } from '../../../api/types.ts'
import { api } from '../../../app/services.ts'
import { fail } from '../../common/forms/settingsCalls.ts'

export async function loadTags(signal: AbortSignal): Promise<Tag[]> {
  const { data, error } = await api().GET('/api/mail/tags/', { signal })
  return data ?? fail(error)
}
