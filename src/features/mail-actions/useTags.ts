import { useLoad } from '../../app/useLoad.ts'
import type { Tag } from '../../api/types.ts'
import { useMailboxVersion } from '../common/mailboxEvents.ts'
import { fetchTags } from './mailActions.ts'

/** The user's tags, reloaded when a tag is created anywhere. */
export function useTags(): readonly Tag[] {
  const version = useMailboxVersion('tags')
  return useLoad(fetchTags, [version]).data ?? []
}
