/**
 * Sharing one's mailbox (/setting/relatelist; listMailboxShares, createMailboxShare,
 * updateMailboxShare, deleteMailboxShare): the owner lists, adds (colleagues of the organisation
 * only, once each, never oneself), changes the level and removes; the colleague's switcher list,
 * switch and powers follow each change at their next call — read-only cannot send (403), full
 * control can, and after removal the mailbox is gone from the list and the switch is refused.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS } from './mailFixtures.ts'
import { form } from './sendSupport.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

type Json = Record<string, unknown>
const COLLEAGUE = 'reviewer'

async function json(response: Response, status = 200): Promise<Json> {
  expect(response.status).toBe(status)
  return (await response.json()) as Json
}
const list = async (token: string) =>
  (await (await apiFetch('/api/shareuser/shares/', { token })).json()) as Json[]
const share = (token: string, body: Json, lang = {}) =>
  apiFetch('/api/shareuser/shares/', { token, json: body, ...lang })
const patch = (token: string, id: number, body: Json, lang = {}) =>
  apiFetch(`/api/shareuser/shares/${id}/`, { token, json: body, method: 'PATCH', ...lang })
const remove = (token: string, id: number, lang = {}) =>
  apiFetch(`/api/shareuser/shares/${id}/`, { token, method: 'DELETE', ...lang })
const switcherOf = async (token: string) =>
  ((await json(await apiFetch('/api/shareuser/status/', { token }))).results as Json[]).map(
    (r) => r.username,
  )

describe('the owner manages who may open the mailbox', () => {
  test('lists nothing at first; shares by username or address; the list shows name and level', async () => {
    const demo = await tokenFor()
    expect(await list(demo)).toEqual([])
    const created = await json(await share(demo, { username: COLLEAGUE, permission: 'read' }))
    expect(created).toEqual({
      share_id: expect.any(Number),
      username: COLLEAGUE,
      name: '陈静',
      permission: 'read',
    })
    const byAddress = await json(
      await share(demo, { username: 'NEWHIRE@huayu.example.com', permission: 'send' }),
    )
    expect(byAddress).toMatchObject({ username: 'newhire', permission: 'send' })
    expect((await list(demo)).map((s) => [s.username, s.permission])).toEqual([
      [COLLEAGUE, 'read'],
      ['newhire', 'send'],
    ])
    // The shares the seed grants demo are hr's and service's, not demo's own.
    expect(await list(await tokenFor('hr'))).toEqual([
      expect.objectContaining({ username: 'demo', permission: 'all' }),
    ])
  })

  test('refuses an outsider, a role mailbox, oneself, a second share and a bad level (field texts)', async () => {
    const demo = await tokenFor()
    await json(await share(demo, { username: COLLEAGUE, permission: 'read' }))
    const cases: [Json, Json][] = [
      [{ username: '', permission: 'read' }, { username: ['Choose the colleague to share with.'] }],
      [
        { username: 'someone@gmail.com', permission: 'read' },
        { username: ['You can only share with colleagues in your organisation.'] },
      ],
      [
        { username: 'hr', permission: 'read' },
        { username: ['You can only share with colleagues in your organisation.'] },
      ],
      [
        { username: 'demo', permission: 'read' },
        { username: ['You cannot share your mailbox with yourself.'] },
      ],
      [
        { username: COLLEAGUE, permission: 'all' },
        {
          username: [
            'Your mailbox is already shared with this colleague; change their level instead.',
          ],
        },
      ],
      [{ username: 'newhire', permission: 'owner' }, { permission: ['Choose a sharing level.'] }],
    ]
    for (const [body, errors] of cases)
      expect(await json(await share(demo, body, EN), 400)).toEqual(errors)
    expect(
      await json(await share(demo, { username: 'x@gmail.com', permission: 'read' }), 400),
    ).toEqual({
      username: ['只能共享给本单位的同事'],
    })
    expect(await list(demo)).toHaveLength(1)
  })

  test("changes a level and removes a share; another mailbox's share is 404", async () => {
    const demo = await tokenFor()
    const { share_id } = await json(await share(demo, { username: COLLEAGUE, permission: 'read' }))
    const id = share_id as number
    expect(await json(await patch(demo, id, { permission: 'all' }))).toMatchObject({
      share_id: id,
      permission: 'all',
    })
    expect(await json(await patch(demo, id, { permission: 'none' }, EN), 400)).toEqual({
      permission: ['Choose a sharing level.'],
    })
    const foreign = db.sharedMailboxes.all().find((s) => s.owner !== 'demo')!
    expect(
      await json(await patch(demo, foreign.share_id, { permission: 'read' }, EN), 404),
    ).toEqual({
      detail: 'This share does not exist or has been cancelled.',
    })
    expect((await remove(demo, foreign.share_id)).status).toBe(404)
    expect((await remove(demo, id)).status).toBe(204)
    expect(await list(demo)).toEqual([])
    expect((await remove(demo, id)).status).toBe(404)
  })

  test('inside a shared mailbox only full control may change its shares', async () => {
    const own = await tokenFor()
    const into = async (owner: string) => {
      const s = db.sharedMailboxes.all().find((r) => r.grantee === 'demo' && r.owner === owner)!
      const answer = await json(
        await apiFetch('/api/sharelogin/', { token: own, json: { share_id: s.share_id } }),
      )
      return answer.token as string
    }
    const service = await into('service')
    expect(
      await json(await share(service, { username: 'newhire', permission: 'read' }, EN), 403),
    ).toEqual({
      detail: 'No permission to do this for the shared mailbox you are logged into.',
    })
    const hr = await into('hr')
    expect((await share(hr, { username: 'newhire', permission: 'read' })).status).toBe(200)
    expect((await list(hr)).map((s) => s.username)).toEqual(['demo', 'newhire'])
  })

  test('without a token every call is 401', async () => {
    expect((await apiFetch('/api/shareuser/shares/')).status).toBe(401)
    expect((await share('', { username: COLLEAGUE, permission: 'read' })).status).toBe(401)
    expect((await patch('', 1, { permission: 'read' })).status).toBe(401)
    expect((await remove('', 1)).status).toBe(401)
  })
})

describe('the colleague follows each change', () => {
  test('read-only cannot send; full control can; removed, it leaves the switcher and the switch is refused', async () => {
    const demo = await tokenFor()
    const colleague = await tokenFor(COLLEAGUE)
    expect(await switcherOf(colleague)).toEqual(['service'])
    const { share_id } = await json(await share(demo, { username: COLLEAGUE, permission: 'read' }))
    const id = share_id as number
    expect(await switcherOf(colleague)).toEqual(['service', 'demo'])

    const switched = await json(
      await apiFetch('/api/sharelogin/', { token: colleague, json: { share_id: id } }),
    )
    const inDemo = switched.token as string
    expect(switched.name).toBe('王小明')
    const status = () => apiFetch('/api/shareuser/status/', { token: inDemo }).then((r) => json(r))
    expect(await status()).toMatchObject({
      is_shareduser: true,
      shareuser_send: false,
      shareuser_all: false,
    })
    const refused = await apiFetch('/api/mail/messages/send/', {
      token: inDemo,
      json: form(),
      ...EN,
    })
    expect(await json(refused, 403)).toEqual({
      detail: 'You have no sharing power to send from this shared mailbox.',
    })

    await json(await patch(demo, id, { permission: 'all' }))
    expect(await status()).toMatchObject({ shareuser_send: true, shareuser_all: true })
    const sent = await apiFetch('/api/mail/messages/send/', {
      token: inDemo,
      json: form({ to: [['hr@huayu.example.com', '人力资源部公共邮箱']] }),
    })
    expect(sent.status).toBe(200)

    expect((await remove(demo, id)).status).toBe(204)
    expect(await switcherOf(colleague)).toEqual(['service'])
    expect(await status()).toMatchObject({ shareuser_send: false, shareuser_all: false })
    const again = await apiFetch('/api/sharelogin/', { token: colleague, json: { share_id: id } })
    expect(again.status).toBe(400)
  })
})
