import { describe, expect, it } from 'vitest'
import { validateSearch } from '../../../src/domain/search/searchParams.ts'

describe('search validation (R-VALID-16)', () => {
  it('needs one of keyword, subject or attachment text, trimmed', () => {
    expect(validateSearch({ keyword: '   ', sender: 'a@x.cn' })).toEqual({
      ok: false,
      error: 'needsText',
    })
    expect(validateSearch({ subject: '  周报 ', sender: ' a@x.cn ' })).toEqual({
      ok: true,
      params: { subject: '周报', sender: 'a@x.cn' },
    })
    expect(validateSearch({ attach: 'pdf' })).toEqual({ ok: true, params: { attach: 'pdf' } })
  })

  // R-LAYOUT-4 (at most 50 characters), R-LAYOUT-5 (any folder but Drafts)
  it('refuses more than 50 characters and the Drafts folder', () => {
    // C-LIMIT-14: at most 50 characters
    expect(validateSearch({ keyword: 'x'.repeat(50) }).ok).toBe(true)
    expect(validateSearch({ keyword: 'x'.repeat(51) })).toEqual({ ok: false, error: 'tooLong' })
    expect(validateSearch({ keyword: 'a', folder: 'Drafts' })).toEqual({
      ok: false,
      error: 'draftsNotSearchable',
    })
  })

  // R-LAYOUT-5
  it('keeps folder, date (1–7) and size (1–3) choices', () => {
    expect(validateSearch({ keyword: 'a', folder: 'Sent', date: 7, size: 3 })).toEqual({
      ok: true,
      params: { keyword: 'a', folder: 'Sent', date: 7, size: 3 },
    })
  })
})
