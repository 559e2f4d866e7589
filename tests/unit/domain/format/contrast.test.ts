import { describe, expect, it } from 'vitest'
import { contrastRatio, readableTextOn } from '../../../../src/domain/format/contrast.ts'

describe('contrast (issue 17: tag chips in the mail list)', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    // The default tag colour: white on it is 2.59, under AA's 4.5 for small text.
    expect(contrastRatio('#33B679', '#ffffff')).toBeCloseTo(2.59, 2)
    expect(contrastRatio('red', '#ffffff')).toBeNull()
  })

  it.each([
    ['#33B679', '#000000'],
    ['#F6BF26', '#000000'],
    ['#FFFFFF', '#000000'],
    ['#D50000', '#ffffff'],
    ['#3F51B5', '#ffffff'],
    ['#000000', '#ffffff'],
    ['not a colour', '#ffffff'],
  ])('text on %s is %s, at least 4.5:1 for a real colour', (background, text) => {
    expect(readableTextOn(background)).toBe(text)
    const ratio = contrastRatio(background, text)
    if (ratio !== null) expect(ratio).toBeGreaterThanOrEqual(4.5)
  })
})
