/**
 * The reader's More menu, numbered once (R-READ-5; the account switches R-ROLE-6, R-ROLE-7,
 * R-ROLE-8, R-ROLE-9). The numbers are the ones those rules speak of, so each rule reads straight
 * off this list. Numbering (recorded in docs/decisions.md):
 *
 *   1 send again               7 real delete          13 reject
 *   2 forward with attachments 8 add remark           14 related mail (same sender)
 *   3 new mail to the same     9 view source          15 same-subject search
 *     recipients              10 delete (to Trash)    16 read as text
 *   4 add sender to contacts  11 download (.eml)      17 read as html
 *   5 forward                 12 not spam
 *   6 view header
 *
 * Why these places: 2, 3 and 5 pass this mail's content or audience on (is_fwmail); 6, 9 and 11
 * hand out the mail itself (is_maildownload); 7 and 10 are the two deletes; a draft only needs
 * its header, a real delete and a remark (6, 7, 8).
 */
import { MAIL_DOWNLOAD_MAX_BYTES } from '../constants.ts'
import { deleteChoices } from './deleteChoices.ts'

export const MORE_ITEMS = [
  { no: 1, key: 'sendAgain' },
  { no: 2, key: 'forwardWithAttachments' },
  { no: 3, key: 'mailSameRecipients' },
  { no: 4, key: 'addSenderToContacts' },
  { no: 5, key: 'forward' },
  { no: 6, key: 'viewHeader' },
  { no: 7, key: 'realDelete' },
  { no: 8, key: 'addRemark' },
  { no: 9, key: 'viewSource' },
  { no: 10, key: 'delete' },
  { no: 11, key: 'download' },
  { no: 12, key: 'notSpam' },
  { no: 13, key: 'reject' },
  { no: 14, key: 'relatedMail' },
  { no: 15, key: 'sameSubject' },
  { no: 16, key: 'readAsText' },
  { no: 17, key: 'readAsHtml' },
] as const

export type MoreItem = (typeof MORE_ITEMS)[number]
export type MoreItemKey = MoreItem['key']
export type MoreItemNo = MoreItem['no']

export const DRAFTS_FOLDER = 'Drafts'
export const SPAM_FOLDER = 'Spam'

/** Everything the visibility rules look at: the account switches and the mail on screen. */
export interface MoreMenuContext {
  folder: string
  isFwmail: boolean
  isMaildownload: boolean
  disableDeleteButton: boolean
  changeDeleteButton: boolean
  /** The mail's size in bytes. */
  mailSize: number
  /** The mail has an html part. */
  isHtmlMail: boolean
  /** How the reader shows it now. */
  viewMode: 'html' | 'text'
}

// R-ROLE-6
const FORWARDING: readonly MoreItemNo[] = [2, 3, 5]
// R-ROLE-7
const DOWNLOADING: readonly MoreItemNo[] = [6, 9, 11]
// R-ROLE-9
const IN_DRAFTS: readonly MoreItemNo[] = [6, 7, 8]

function itemVisible(no: MoreItemNo, c: MoreMenuContext): boolean {
  if (c.folder === DRAFTS_FOLDER && !IN_DRAFTS.includes(no)) return false
  if (FORWARDING.includes(no) && !c.isFwmail) return false
  if (DOWNLOADING.includes(no) && !c.isMaildownload) return false
  switch (no) {
    // R-ROLE-8
    case 7:
      return deleteChoices(c).permanent
    case 10:
      return deleteChoices(c).toTrash === 'more'
    // R-ROLE-9: 11 under MAIL_DOWNLOAD_MAX_BYTES, 12 in Spam, 16 and 17 by view
    case 11:
      return c.mailSize < MAIL_DOWNLOAD_MAX_BYTES
    case 12:
      return c.folder === SPAM_FOLDER
    case 16:
      return c.isHtmlMail && c.viewMode === 'html'
    case 17:
      return c.isHtmlMail && c.viewMode === 'text'
    default:
      return true
  }
}

/** The items to show, in menu order. */
export function visibleMoreItems(context: MoreMenuContext): MoreItem[] {
  return MORE_ITEMS.filter((item) => itemVisible(item.no, context))
}
