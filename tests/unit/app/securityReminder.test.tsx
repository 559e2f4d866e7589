import { beforeEach, describe, expect, it } from 'vitest'
import {
  closeSecurityReminder,
  isSecurityReminderClosed,
} from '../../../src/app/layout/securityReminder.ts'

const LOGIN = '2026-11-26T08:58:00+08:00'
const NEXT_LOGIN = '2026-11-26T09:30:00+08:00'
const EARLIER_LOGIN = '2026-11-23T11:58:00+08:00'

// R-LAYOUT-6: the security reminder card
describe('security reminder closed for one login', () => {
  beforeEach(() => localStorage.clear())

  it('shows until closed, then stays closed for that login', () => {
    expect(isSecurityReminderClosed('demo@x', LOGIN)).toBe(false)
    closeSecurityReminder('demo@x', LOGIN)
    expect(isSecurityReminderClosed('demo@x', LOGIN)).toBe(true)
  })

  it('shows again after the next login, and for another account', () => {
    closeSecurityReminder('demo@x', LOGIN)
    expect(isSecurityReminderClosed('demo@x', NEXT_LOGIN)).toBe(false)
    expect(isSecurityReminderClosed('hr@x', LOGIN)).toBe(false)
  })

  it('an older login record (never newer than the closed one) keeps it closed', () => {
    closeSecurityReminder('demo@x', LOGIN)
    expect(isSecurityReminderClosed('demo@x', EARLIER_LOGIN)).toBe(true)
  })

  it('without a login record it stays closed until a login with one', () => {
    closeSecurityReminder('demo@x', undefined)
    expect(isSecurityReminderClosed('demo@x', undefined)).toBe(true)
    expect(isSecurityReminderClosed('demo@x', LOGIN)).toBe(false)
  })
})
