import { describe, expect, it } from 'vitest'
import { canChangeMail, canCompose } from '../../../src/features/mail-actions/permissions.ts'

const own = {
  is_shareduser: false,
  shareuser_all: false,
  shareuser_post: false,
  shareuser_send: false,
}

describe('shared-mailbox permissions (R-ROLE-1, R-ROLE-2)', () => {
  it.each([
    ['own mailbox', own, true, true],
    ['shared, read only', { ...own, is_shareduser: true }, false, false],
    ['shared, full control', { ...own, is_shareduser: true, shareuser_all: true }, true, true],
    ['shared, read-write', { ...own, is_shareduser: true, shareuser_post: true }, true, true],
    ['shared, proxy send', { ...own, is_shareduser: true, shareuser_send: true }, false, true],
  ])('%s: change %s, compose %s', (_, flags, change, compose) => {
    expect(canChangeMail(flags)).toBe(change)
    expect(canCompose(flags)).toBe(compose)
  })
})
