import type { LoginAfterInfo } from '../../api/types.ts'
import type { ReadingMode } from '../../app/readingPreference.ts'
import type { AccountSwitches } from '../../domain/mail/readerRules.ts'

/** What the reader needs to know of the account: the switches of §6 and who is reading. */
export interface ReaderAccount extends AccountSwitches {
  ownAddress: string
  /** page_limit: the page size of the folder list a deep-linked mail is looked up in. */
  pageLimit?: number
  /** How a mail is first shown: the saved reading choice of /setting/param (default html). */
  readingMode?: ReadingMode
}

export function readerAccount(
  loginAfter: LoginAfterInfo,
  ownAddress: string,
  readingMode: ReadingMode = 'html',
): ReaderAccount {
  return {
    ownAddress,
    isFwmail: loginAfter.is_fwmail,
    isMaildownload: loginAfter.is_maildownload,
    disableDeleteButton: loginAfter.disable_delete_button,
    changeDeleteButton: loginAfter.change_delete_button,
    pageLimit: loginAfter.page_limit,
    readingMode,
  }
}
