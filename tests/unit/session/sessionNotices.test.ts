import { beforeEach, describe, expect, it } from 'vitest'
import { switchErrorNotice } from '../../../src/app/session/sessionNotices.ts'
import { activateTestLocale } from '../../support/i18n.ts'

describe('shared-mailbox switch failure (M-ERR-16)', () => {
  beforeEach(() => activateTestLocale('en'))

  it("shows the server's first non_field_errors", () => {
    expect(switchErrorNotice({ code: 'switchFailed', message: 'Share was revoked' })).toEqual({
      intent: 'error',
      message: 'Share was revoked',
    })
  })

  it("falls back to 'Switch accounts error!' (M-TEXT-13)", () => {
    expect(switchErrorNotice({ code: 'switchFailed' })?.message).toBe('Switch accounts error!')
  })

  it('leaves other errors to their screens', () => {
    expect(switchErrorNotice({ code: 'loginFailed', message: 'x' })).toBeUndefined()
    expect(switchErrorNotice(null)).toBeUndefined()
  })
})
