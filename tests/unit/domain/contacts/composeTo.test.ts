/** The to= list the /contact pages hand to compose, read back the way the mailbox reads it. */
import { describe, expect, it } from 'vitest'
import { composeToParam } from '../../../../src/domain/contacts/index.ts'
import { deepLinkOf } from '../../../../src/features/mailbox/mailboxDeepLink.ts'

const opened = (to: string) => deepLinkOf({ init: 'composeMail', to })

describe('composeToParam', () => {
  it.each([
    {
      case: 'names with spaces keep them',
      given: [{ email: 'zs@corp.example', name: 'Zhang San' }],
      to: [['zs@corp.example', 'Zhang San']],
    },
    {
      case: 'no name: the bare address',
      given: [{ email: 'all@corp.example', name: '' }],
      to: [['all@corp.example', '']],
    },
    {
      case: 'separators and brackets in a name do not split the list',
      given: [
        { email: 'a@corp.example', name: 'Li, Si; <Sales>' },
        { email: 'b@corp.example', name: '王五，财务部' },
      ],
      to: [
        ['a@corp.example', 'Li Si Sales'],
        ['b@corp.example', '王五 财务部'],
      ],
    },
    {
      case: 'an address twice (any case) goes once',
      given: [
        { email: 'A@corp.example', name: 'A' },
        { email: 'a@corp.example', name: 'A again' },
      ],
      to: [['A@corp.example', 'A']],
    },
  ])('$case', ({ given, to }) => {
    expect(opened(composeToParam(given))).toEqual({ kind: 'compose', to })
  })

  it('nothing to write to gives an empty list', () => {
    expect(composeToParam([{ email: ' ', name: 'nobody' }])).toBe('')
  })
})
