/**
 * Smaller reader rules of R-READ, R-READ-10 and the account switches (R-ROLE-6, R-ROLE-8,
 * R-ROLE-10): what the toolbar shows, the receipt button, the 'shown as text' hint (R-READ-7) and
 * whether a protected mail still needs its password.
 */
import { deleteChoices } from './deleteChoices.ts'
import { DRAFTS_FOLDER } from './moreMenu.ts'

export interface AccountSwitches {
  isFwmail: boolean
  isMaildownload: boolean
  disableDeleteButton: boolean
  changeDeleteButton: boolean
}

export interface ToolbarVisibility {
  forward: boolean
  /** Only with change_delete_button; otherwise More-menu item 10 carries delete. */
  delete: boolean
  moveTo: boolean
}

export function toolbarVisibility(switches: AccountSwitches, folder: string): ToolbarVisibility {
  return {
    // R-ROLE-6, R-ROLE-8 (toolbar delete), R-ROLE-9 (no Move-to in Drafts)
    forward: switches.isFwmail,
    delete: deleteChoices(switches).toTrash === 'toolbar',
    moveTo: folder !== DRAFTS_FOLDER,
  }
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

// R-ROLE-10
/** The receipt button: the mail asked for one, and the reader is not the one who sent it. */
export function showReceiptButton(
  mail: { attrs: { is_notify: boolean }; mfrom: readonly string[] },
  ownAddress: string,
): boolean {
  return mail.attrs.is_notify && !sameAddress(mail.mfrom[0] ?? '', ownAddress)
}

/** An html mail on screen as text: point the user to the reading settings. */
export function showAsTextHint(
  mail: { is_html: boolean; html_text: string },
  viewMode: 'html' | 'text',
): boolean {
  return mail.is_html && (viewMode === 'text' || mail.html_text === '')
}

/** A protected mail arrives without any body until it is decrypted. */
export function needsPassword(mail: {
  attrs: { is_password: boolean }
  html_text: string
  plain_text: string
}): boolean {
  return mail.attrs.is_password && mail.html_text === '' && mail.plain_text === ''
}
