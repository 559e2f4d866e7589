import { useCallback, useEffect, useRef } from 'react'
import { useLoad } from '../../../app/useLoad.ts'
import type { Folder } from '../../../api/types.ts'
import { holdFolders, loadFolders } from './folderStore.ts'
import { useMailboxVersion } from '../mailboxEvents.ts'

export { fetchFolders } from './folderStore.ts'

/**
 * The folders with their unseen counts, reloaded whenever mail or folders change. Every screen
 * using it shares one request per change (folders/folderStore.ts); `reload` asks afresh.
 */
export function useFolders(enabled = true) {
  const version = useMailboxVersion('folders')
  const fresh = useRef(false)
  useEffect(() => holdFolders(), [])
  const load = useCallback(() => {
    const wanted = fresh.current
    fresh.current = false
    return loadFolders(version, wanted)
  }, [version])
  const loaded = useLoad<Folder[]>(load, [version], enabled)
  const { reload: again } = loaded
  const reload = useCallback(() => {
    fresh.current = true
    again()
  }, [again])
  return {
    folders: loaded.data ?? [],
    loading: loaded.loading && loaded.data === undefined,
    reload,
  }
}
