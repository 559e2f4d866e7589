/**
 * Compose's SMS step and the contact form share one mobile rule (R-VALID-20, decisions.md #202):
 * required there, in the same shape; and adding a number to an existing contact keeps every other
 * field it has (updateContact replaces them all).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { db } from '../../../mocks/db/index.ts'
import { smsMobileProblem } from '../../../machines/compose/compose.rules.ts'
import { createApiClient } from '../../../src/api/client.ts'
import { InFlightCounter } from '../../../src/api/inflight.ts'
import { setApi } from '../../../src/app/services.ts'
import { saveSmsContacts } from '../../../src/features/compose/composeActors.ts'
import { DEMO_USER, TEST_ORIGIN, tokenFor } from '../../support/server.ts'

const needed = [
  { email: 'a@corp.example', fullname: '', mobile: '' },
  { email: 'b@corp.example', fullname: '', mobile: '' },
]

describe('smsMobileProblem', () => {
  it.each<[string, string, { email: string; code: string } | null]>([
    ['13800000000', '+44 7700 900123', null],
    ['', '13800000000', { email: 'a@corp.example', code: 'mobileRequired' }],
    ['13800000000', '  ', { email: 'b@corp.example', code: 'mobileRequired' }],
    ['12345', '13800000000', { email: 'a@corp.example', code: 'mobileFormat' }],
  ])('%j, %j → %j', (a, b, problem) => {
    const given = [
      { ...needed[0]!, mobile: a },
      { ...needed[1]!, mobile: b },
    ]
    expect(smsMobileProblem(needed, given)).toEqual(problem)
  })

  it('a recipient left out of the answer has no number', () => {
    expect(smsMobileProblem(needed, [{ ...needed[0]!, mobile: '13800000000' }])).toEqual({
      email: 'b@corp.example',
      code: 'mobileRequired',
    })
  })
})

describe('saveSmsContacts against the fake backend', () => {
  beforeEach(async () => {
    const token = await tokenFor()
    setApi(
      createApiClient({
        baseUrl: TEST_ORIGIN,
        fetch: (request) => globalThis.fetch(request),
        getToken: () => token,
        clearToken: () => undefined,
        currentPath: () => '/mailbox/welcome',
        notify: () => undefined,
        onSessionExpired: () => undefined,
        onDropped: () => undefined,
        inFlight: new InFlightCounter(),
      }),
    )
  })

  it('adds the number to an existing contact and keeps its other fields', async () => {
    const email = 'hr@partner.example.cn'
    const before = db.contacts.findFirst((q) => q.where({ owner: DEMO_USER.username, email }))!
    expect(before.company).not.toBe('')
    const actor = createActor(saveSmsContacts, {
      input: {
        contacts: [
          {
            contact_id: before.contact_id,
            email,
            fullname: before.fullname,
            mobile: ' 13900001111 ',
          },
          { email: 'new.sms@corp.example', fullname: 'New', mobile: '13900002222' },
        ],
      },
    }).start()
    await toPromise(actor)
    const after = db.contacts.findFirst((q) => q.where({ owner: DEMO_USER.username, email }))!
    const { mobile, ...rest } = after
    const { mobile: _old, ...kept } = before
    expect(mobile).toBe('13900001111')
    expect(rest).toEqual(kept)
    expect(
      db.contacts.findFirst((q) =>
        q.where({ owner: DEMO_USER.username, email: 'new.sms@corp.example' }),
      )?.mobile,
    ).toBe('13900002222')
  })
})
