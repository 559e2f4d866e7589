import { describe, expect, it } from 'vitest'
import {
  isValidMailPassword,
  MAIL_PASSWORD_MAX_LENGTH,
} from '../../../../src/domain/mail/mailPassword.ts'
import { invitationControls } from '../../../../src/domain/mail/invitation.ts'
import {
  needsPassword,
  showAsTextHint,
  showReceiptButton,
  toolbarVisibility,
  type AccountSwitches,
} from '../../../../src/domain/mail/readerRules.ts'
import { lockedMail, makeMail, OWN_ADDRESS } from '../../reader/mailFixture.ts'

describe('mail view password (R-VALID-9, C-LIMIT-2)', () => {
  it('allows 6 characters in the input', () => {
    expect(MAIL_PASSWORD_MAX_LENGTH).toBe(6)
  })
  it.each([
    ['Ab3dE6', true],
    ['123456', true],
    ['abcdef', true],
    ['Ab3dE', false],
    ['Ab3dE67', false],
    [' Ab3dE', false],
    ['Ab3dE ', false],
    ['Ab3-E6', false],
    ['密码密码密码', false],
    ['', false],
  ])('%j → %s', (password, ok) => {
    expect(isValidMailPassword(password)).toBe(ok)
  })
})

describe('invitation controls (R-STATE-2)', () => {
  it.each([
    ['start', false, ['accept', 'wait', 'reject'], false],
    ['start', true, ['accept', 'wait', 'reject'], false],
    ['accept', false, [], true],
    ['accept', true, ['wait', 'reject'], false],
    ['wait', true, ['accept', 'reject'], false],
    ['reject', false, [], true],
    ['reject', true, ['accept', 'wait'], false],
  ] as const)('%s (changing %s) → %j, Change %s', (status, changing, answers, showChange) => {
    expect(invitationControls(status, changing)).toEqual({ answers, showChange })
  })
})

describe('toolbar (R-ROLE)', () => {
  const on: AccountSwitches = {
    isFwmail: true,
    isMaildownload: true,
    disableDeleteButton: false,
    changeDeleteButton: false,
  }
  it.each<
    [
      string,
      Partial<AccountSwitches>,
      string,
      { forward: boolean; delete: boolean; moveTo: boolean },
    ]
  >([
    [
      'delete lives in the More menu by default',
      {},
      'INBOX',
      { forward: true, delete: false, moveTo: true },
    ],
    // R-ROLE-8
    [
      'change_delete_button puts it on the toolbar',
      { changeDeleteButton: true },
      'INBOX',
      { forward: true, delete: true, moveTo: true },
    ],
    [
      'disable_delete_button wins',
      { changeDeleteButton: true, disableDeleteButton: true },
      'INBOX',
      { forward: true, delete: false, moveTo: true },
    ],
    // R-ROLE-6
    [
      'no forward without is_fwmail',
      { isFwmail: false },
      'INBOX',
      { forward: false, delete: false, moveTo: true },
    ],
    // R-ROLE-9
    ['no move-to in Drafts', {}, 'Drafts', { forward: true, delete: false, moveTo: false }],
  ])('%s', (_, switches, folder, expected) => {
    expect(toolbarVisibility({ ...on, ...switches }, folder)).toEqual(expected)
  })
})

describe('receipt button', () => {
  const asked = makeMail({ attrs: { ...makeMail().attrs, is_notify: true } })
  it('shows when the mail asks for a receipt', () => {
    expect(showReceiptButton(asked, OWN_ADDRESS)).toBe(true)
  })
  it('is hidden for the mail’s own sender, whatever the case (R-ROLE-10)', () => {
    expect(showReceiptButton(asked, ' LI.NA@example.com ')).toBe(false)
  })
  it('is hidden when no receipt was asked for', () => {
    expect(showReceiptButton(makeMail(), OWN_ADDRESS)).toBe(false)
  })
})

// R-READ-7
describe("'shown as text' hint", () => {
  it.each([
    ['html mail in text view', makeMail(), 'text', true],
    ['html mail in html view', makeMail(), 'html', false],
    ['html mail whose html the server left out', makeMail({ html_text: '' }), 'html', true],
    ['plain mail', makeMail({ is_html: false, html_text: '' }), 'text', false],
  ] as const)('%s → %s', (_, mail, mode, expected) => {
    expect(showAsTextHint(mail, mode)).toBe(expected)
  })
})

describe('protected mail', () => {
  it('needs its password while no body came', () => {
    expect(needsPassword(lockedMail())).toBe(true)
  })
  it('is open once a body is there', () => {
    expect(needsPassword(makeMail({ attrs: { ...makeMail().attrs, is_password: true } }))).toBe(
      false,
    )
  })
  it('an ordinary empty mail is not protected', () => {
    expect(needsPassword(makeMail({ html_text: '', plain_text: '' }))).toBe(false)
  })
})
