/**
 * The folder list's actions on mail (R-LIST-2), each behind the change guard and on the mail it
 * is given: the toolbar's delete button, the More menu's items and the # / Delete key
 * (useListKeyActions) share them, so a key does exactly what the button does.
 */
import { useActiveSession } from '../../../app/session/useSession.ts'
import { deleteMessages } from '../../mail-actions/mailActions.ts'
import { accountDeleteChoices } from '../../mail-actions/permissions.ts'
import { resolveUids, type UidSource } from '../../mail-actions/target.ts'
import { useMailGuards } from '../../mail-actions/useMailGuards.ts'

type BulkAction = (folder: string, uids: number[]) => Promise<boolean>

export function useListActions(folder: string) {
  const guards = useMailGuards()
  const { loginAfter } = useActiveSession()
  const bulk = (action: BulkAction) => async (uids: UidSource) => {
    if (guards.change()) await action(folder, await resolveUids(uids))
  }
  return {
    /** Where delete to Trash is offered (toolbar, More menu or nowhere), and real delete. */
    deletes: accountDeleteChoices(loginAfter),
    bulk,
    /** Delete to Trash. */
    remove: bulk(deleteMessages),
  }
}
