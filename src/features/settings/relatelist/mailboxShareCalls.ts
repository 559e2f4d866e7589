/**
 * /setting/relatelist's calls (openapi.yaml shareuser): the shares this mailbox grants, share
 * with a colleague, change a level, stop sharing. The share form's refusal shows in the dialog
 * (ownSaveErrors); a failed level change or removal is told by the client's toast.
 */
import type { SharedMailbox } from '../../../api/types.ts'
import { api } from '../../../app/services.ts'
import {
  isColleagueAddress,
  type MailboxShareValues,
  type SharePermission,
} from '../../../domain/settings/index.ts'
import { fail, ownSaveErrors, rejectionOf, sameNames } from '../../common/forms/settingsCalls.ts'
import { suggestAddresses, type AddressSuggestion } from '../../compose/composeActors.ts'

export async function loadMailboxShares(signal: AbortSignal): Promise<SharedMailbox[]> {
  const { data, error } = await api().GET('/api/shareuser/shares/', { signal })
  return data ?? fail(error)
}

export async function createMailboxShare(
  payload: MailboxShareValues,
  signal: AbortSignal,
): Promise<SharedMailbox> {
  const { data, error } = await api().POST('/api/shareuser/shares/', {
    body: payload,
    signal,
    ...ownSaveErrors,
  })
  if (!data) throw rejectionOf(error, sameNames('username', 'permission'))
  return data
}

/** True when the server took the new level. */
export async function changeSharePermission(
  shareId: number,
  permission: SharePermission,
): Promise<boolean> {
  const { data } = await api().PATCH('/api/shareuser/shares/{share_id}/', {
    params: { path: { share_id: shareId } },
    body: { permission },
  })
  return data !== undefined
}

export async function deleteMailboxShare(shareId: number): Promise<void> {
  const { response, error } = await api().DELETE('/api/shareuser/shares/{share_id}/', {
    params: { path: { share_id: shareId } },
  })
  if (!response.ok) fail(error)
}

/** The compose boxes' address lookup, narrowed to the organisation's people (not oneself). */
export async function suggestColleagues(
  search: string,
  signal: AbortSignal,
  ownAddress: string,
): Promise<AddressSuggestion[]> {
  const found = await suggestAddresses(search, signal)
  return found.filter((s) => isColleagueAddress(s.email, ownAddress))
}
