/** The pure timing and error rules behind machines/session (R-SESSION, M-ERR, C-LIMIT). */
import { describe, expect, it } from 'vitest'
import {
  beyondLockLeft,
  expiredLeftOf,
  idleLockDue,
  lockLeftOf,
  tokenRefreshDelayMs,
  toSessionError,
} from '../../../machines/session/session.rules.ts'

describe('session rules', () => {
  it.each([
    [540, false],
    [570, true],
    [600, true],
  ])('R-SESSION-1: idle %i s before a tick → lock on that tick: %s', (idle, due) => {
    expect(idleLockDue(idle)).toBe(due)
  })

  it.each([
    [540, 600, false],
    [600, 600, true],
    [240, 300, false],
    [300, 300, true],
  ])('R-SESSION-2: checked idle %i s + 60 beyond lock_left %i: %s', (idle, lockLeft, beyond) => {
    expect(beyondLockLeft(idle, lockLeft)).toBe(beyond)
  })

  it.each([
    [600, 300_000],
    [1800, 1_500_000],
    [300, 0],
    [120, 0],
  ])('R-SESSION-3: expired_left %i s → refresh after %i ms', (left, ms) => {
    expect(tokenRefreshDelayMs(left)).toBe(ms)
  })

  it.each([
    [undefined, 600],
    [0, 600],
    [-5, 600],
    [1200, 1200],
  ])('R-SESSION-4: server counter %s reads as %i s', (value, seconds) => {
    expect(
      lockLeftOf({
        is_shareduser: false,
        is_active: false,
        change_password: false,
        lock_left: value,
      }),
    ).toBe(seconds)
    expect(
      expiredLeftOf({
        is_shareduser: false,
        is_active: false,
        change_password: false,
        expired_left: value,
      }),
    ).toBe(seconds)
  })

  it.each([
    [
      { non_field_errors: ['第一条', '第二条'], detail: 'd' },
      { code: 'switchFailed', message: '第一条' },
    ],
    [{ detail: '详情' }, { code: 'switchFailed', message: '详情' }],
    [{ error: '错误' }, { code: 'switchFailed', message: '错误' }],
    [{ body: { non_field_errors: ['包装的'] } }, { code: 'switchFailed', message: '包装的' }],
    [{ non_field_errors: [] }, { code: 'switchFailed' }],
    [{ detail: '   ' }, { code: 'switchFailed' }],
    ['plain string', { code: 'switchFailed' }],
    [null, { code: 'switchFailed' }],
  ])('failure %j → %j', (failure, error) => {
    expect(toSessionError(failure, 'switchFailed')).toEqual(error)
  })
})
