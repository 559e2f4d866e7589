import { describe, expect, it } from 'vitest'
import {
  baseSubject,
  relatedMailSearch,
  sameSubjectSearch,
} from '../../../../src/domain/mail/relatedSearch.ts'

describe('reader search shortcuts', () => {
  it.each([
    ['Re: 预算', '预算'],
    ['RE: Fwd: budget', 'budget'],
    ['回复：转发：季度会议', '季度会议'],
    ['轉寄: 會議', '會議'],
    ['Reply all', 'Reply all'],
    ['  plain  ', 'plain'],
  ])('base subject of %j is %j', (subject, base) => {
    expect(baseSubject(subject)).toBe(base)
  })

  it('searches the sender address as keyword, within the 50-character box', () => {
    expect(relatedMailSearch(' li.na@example.com ')).toEqual({ keyword: 'li.na@example.com' })
    expect(relatedMailSearch(`${'a'.repeat(60)}@x.cn`)?.keyword).toHaveLength(50)
    expect(relatedMailSearch('  ')).toBeNull()
  })

  it('searches the base subject', () => {
    expect(sameSubjectSearch('Re: 预算')).toEqual({ subject: '预算' })
    expect(sameSubjectSearch('Re: ')).toBeNull()
  })
})
