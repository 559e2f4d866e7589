import { describe, expect, it } from 'vitest'
import { REMARK_MAX, validateRemark } from '../../../../src/domain/mail/remark.ts'

describe('validateRemark (R-VALID-3, C-LIMIT-3)', () => {
  it.each([
    ['', { ok: false, error: 'required' }],
    ['   \n\t', { ok: false, error: 'required' }],
    ['x', { ok: true, remark: 'x' }],
    ['  跟进合同  ', { ok: true, remark: '跟进合同' }],
    ['a'.repeat(REMARK_MAX), { ok: true, remark: 'a'.repeat(200) }],
    ['a'.repeat(REMARK_MAX + 1), { ok: false, error: 'tooLong' }],
    ['备'.repeat(201), { ok: false, error: 'tooLong' }],
    // Code points, not UTF-16 units: 200 emoji are 200 characters.
    ['😀'.repeat(200), { ok: true, remark: '😀'.repeat(200) }],
    [` ${'a'.repeat(200)} `, { ok: true, remark: 'a'.repeat(200) }],
  ])('%j → %j', (text, expected) => {
    expect(validateRemark(text)).toEqual(expected)
  })

  it('limits at 200 as the spec says', () => {
    expect(REMARK_MAX).toBe(200)
  })
})
