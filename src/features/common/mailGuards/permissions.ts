/**
 * What a shared-mailbox session may do (R-ROLE-1, with the four share permissions of R-ROLE-2:
 * read-only, read-write = post, proxy send = send, full control = all): reading is always
 * allowed; changing mail needs full control or write; composing needs full control, write or
 * proxy send. The fake backend refuses the same, so these checks only spare a round trip.
 */
import type { LoginAfterInfo, SharedStatus } from '../../../api/types.ts'
import { deleteChoices, type DeleteChoices } from '../../../domain/mail/deleteChoices.ts'

type Flags = Pick<
  SharedStatus,
  'is_shareduser' | 'shareuser_all' | 'shareuser_post' | 'shareuser_send'
>

export const canChangeMail = (shared: Flags): boolean =>
  !shared.is_shareduser || shared.shareuser_all || shared.shareuser_post

export const canCompose = (shared: Flags): boolean =>
  !shared.is_shareduser || shared.shareuser_all || shared.shareuser_post || shared.shareuser_send

/** The account's delete choices (src/domain/mail/deleteChoices.ts) from its login-after switches. */
export const accountDeleteChoices = (
  loginAfter: Pick<LoginAfterInfo, 'disable_delete_button' | 'change_delete_button'>,
): DeleteChoices =>
  deleteChoices({
    disableDeleteButton: loginAfter.disable_delete_button,
    changeDeleteButton: loginAfter.change_delete_button,
  })
