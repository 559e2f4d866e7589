import { api } from '../../app/services.ts'
import { useLoad } from '../../app/useLoad.ts'
import type { Folder } from '../../api/types.ts'

export async function fetchFolders(): Promise<Folder[]> {
  const { data, error } = await api().GET('/api/mail/folders/')
  if (error || !data) throw new Error('listFolders failed')
  return data
}

export function useFolders(enabled = true) {
  const { data, loading, reload } = useLoad(fetchFolders, [], enabled)
  return { folders: data ?? [], loading, reload }
}
