/**
 * One delete rule for the folder list and the reader: for every combination of the two
 * switches, the table gives the choices, and the reader's toolbar and More menu show exactly them.
 */
import { describe, expect, it } from 'vitest'
import { deleteChoices, type DeleteChoices } from '../../../../src/domain/mail/deleteChoices.ts'
import { visibleMoreItems } from '../../../../src/domain/mail/moreMenu.ts'
import { toolbarVisibility } from '../../../../src/domain/mail/readerRules.ts'

const TABLE: [disable: boolean, change: boolean, expected: DeleteChoices][] = [
  // Default settings: delete to Trash in the More menu, and real delete.
  [false, false, { toTrash: 'more', permanent: true }],
  [false, true, { toTrash: 'toolbar', permanent: true }],
  [true, false, { toTrash: null, permanent: false }],
  [true, true, { toTrash: null, permanent: false }],
]

describe('deleteChoices', () => {
  for (const [disable, change, expected] of TABLE) {
    const switches = { disableDeleteButton: disable, changeDeleteButton: change }
    describe(`disable_delete_button=${disable} change_delete_button=${change}`, () => {
      it('gives the choices of the table', () => {
        expect(deleteChoices(switches)).toEqual(expected)
      })

      it('is what the reader shows', () => {
        const account = { ...switches, isFwmail: true, isMaildownload: true }
        const more = visibleMoreItems({
          ...account,
          folder: 'INBOX',
          mailSize: 1000,
          isHtmlMail: true,
          viewMode: 'html',
        }).map((item) => item.key)
        const toolbar = toolbarVisibility(account, 'INBOX').delete
        const shownToTrash = toolbar ? 'toolbar' : more.includes('delete') ? 'more' : null
        expect({ toTrash: shownToTrash, permanent: more.includes('realDelete') }).toEqual(expected)
      })
    })
  }
})
