/**
 * The delete choices an account gets, one rule for the folder list and the reader (R-ROLE
 * "Account switches"), so both offer the same for the same account:
 *  - disable_delete_button: no delete at all (reader More items 7 and 10, the list's too);
 *  - change_delete_button: delete to Trash is a toolbar button; otherwise it is a More-menu item
 *    (reader item 10, and the list's More menu, which acts on the selection);
 *  - permanent delete (reader item 7) is in the More menu unless deletion is disabled.
 * The per-row delete icon of the list follows `toTrash !== null`.
 */
export interface DeleteSwitches {
  disableDeleteButton: boolean
  changeDeleteButton: boolean
}

export interface DeleteChoices {
  /** Where "delete" (to Trash) sits, or null when the account may not delete. */
  toTrash: 'toolbar' | 'more' | null
  /** "Real delete" (for good, after a confirmation) in the More menu. */
  permanent: boolean
}

export function deleteChoices(switches: DeleteSwitches): DeleteChoices {
  if (switches.disableDeleteButton) return { toTrash: null, permanent: false }
  return { toTrash: switches.changeDeleteButton ? 'toolbar' : 'more', permanent: true }
}
