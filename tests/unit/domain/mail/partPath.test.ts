/** did paths into nested attached mails and the depth limit (decision 133). */
import { describe, expect, it } from 'vitest'
import { opensAsMail } from '../../../../src/domain/mail/attachments.ts'
import {
  ATTACHED_MAIL_DEPTH_LIMIT,
  attachedMailLevel,
  partPath,
} from '../../../../src/domain/mail/partPath.ts'

describe('partPath', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['2', ['2']],
    ['3/2.1', ['3', '2.1']],
    ['x1/4', ['x1', '4']],
    ['../1', null],
    ['2//1', null],
    ['2/', null],
    ['a', null],
  ] as const)('%s → %j', (did, ids) => {
    expect(partPath(did)).toEqual(ids)
  })
})

describe('which attached mails open', () => {
  const pathOf = (levels: number) => Array.from({ length: levels }, () => '2').join('/')

  it('counts levels from the mail attached to the stored mail', () => {
    expect(attachedMailLevel(undefined)).toBe(1)
    expect(attachedMailLevel('2')).toBe(2)
    expect(attachedMailLevel('2/3.1')).toBe(3)
  })

  it.each([
    ['a.eml', undefined, true],
    ['a.eml', '2', true],
    ['a.eml', pathOf(ATTACHED_MAIL_DEPTH_LIMIT - 1), true],
    ['a.eml', pathOf(ATTACHED_MAIL_DEPTH_LIMIT), false],
    ['a.pdf', '2', false],
    ['a.eml', '../2', false],
  ])('%s at %s opens: %s', (name, did, opens) => {
    expect(opensAsMail(name, did)).toBe(opens)
  })
})
