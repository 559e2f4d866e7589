import { api } from '../../app/services.ts'
import { useLoad } from '../../app/useLoad.ts'
import type { Folder } from '../../api/types.ts'
import { useMailboxVersion } from './mailboxEvents.ts'

export async function fetchFolders(): Promise<Folder[]> {
  const { data, error } = await api().GET('/api/mail/folders/')
  if (error || !data) throw new Error('listFolders failed')
  return data
}

/** The folders with their unseen counts, reloaded whenever mail or folders change. */
export function useFolders(enabled = true) {
  const version = useMailboxVersion('folders')
  const { data, loading, reload } = useLoad(fetchFolders, [version], enabled)
  return { folders: data ?? [], loading: loading && data === undefined, reload }
}
