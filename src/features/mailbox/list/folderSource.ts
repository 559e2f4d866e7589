/**
 * What a folder's list shows first: its page size (the account's, C-LIMIT-9) and the source the
 * folder list reads, shared by the list and the folder tree, which reads the first page ahead
 * when the pointer goes down on a folder (src/features/common/fetchListPage.ts).
 */
import { useActiveSession } from '../../../app/session/useSession.ts'
import { listPageSize } from '../../../app/startRequests.ts'
import type { FolderListSource, MailView } from '../../../domain/mail/listSource.ts'

export function usePageSize(): number {
  const { loginAfter } = useActiveSession()
  // C-LIMIT-9
  return listPageSize(loginAfter.page_limit)
}

/** A folder's list as it opens: newest first, every mail, no in-folder search. */
export function folderSource(folder: string, pageSize: number, view: MailView = 'all') {
  return {
    kind: 'folder',
    folder,
    sort: 'date',
    order: 'desc',
    view,
    pageSize,
  } satisfies FolderListSource
}
