/**
 * Switching into a shared mailbox and back (switchToSharedMailbox, switchBackFromShared): the
 * new token acts on the shared mailbox while remembering the real user, the shared status
 * reports the share's powers, a read-only share reads but is refused sending and every mail
 * change (403 in the user's language), and `back` returns to the user's own mailbox.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, post } from './mailFixtures.ts'
import { form } from './sendSupport.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

type Json = Record<string, unknown>

const shareOf = (owner: string) =>
  db.sharedMailboxes.all().find((s) => s.grantee === 'demo' && s.owner === owner)!

async function json(response: Response, status = 200): Promise<Json> {
  expect(response.status).toBe(status)
  return (await response.json()) as Json
}

async function switchInto(token: string, owner: string): Promise<string> {
  const result = await json(
    await apiFetch('/api/sharelogin/', { token, json: { share_id: shareOf(owner).share_id } }),
  )
  return result.token as string
}

const status = async (token: string) => json(await apiFetch('/api/shareuser/status/', { token }))
const whoAmI = async (token: string) => json(await apiFetch('/api/core/userinfo/', { token }))
const inboxOwners = (owner: string) =>
  db.messages.all().find((m) => m.owner === owner && m.folder === 'INBOX')!

describe('switch into a shared mailbox and back', () => {
  test('the new token acts on the shared mailbox; back returns a token of the own mailbox', async () => {
    const own = await tokenFor()
    const switched = await json(
      await apiFetch('/api/sharelogin/', {
        token: own,
        json: { share_id: shareOf('hr').share_id },
      }),
    )
    expect(switched.name).toBe('人力资源部公共邮箱')
    const hr = switched.token as string
    expect(hr).not.toBe(own)

    expect(await status(hr)).toMatchObject({
      is_shareduser: true,
      is_active: false,
      shareuser_all: true,
      shareuser_post: true,
      shareuser_send: true,
    })
    // Still the real user's shares, so the switcher keeps listing them.
    expect(((await status(hr)).results as Json[]).map((r) => r.username).sort()).toEqual([
      'hr',
      'service',
    ])
    expect(await whoAmI(hr)).toMatchObject({ username: 'hr', realname: '人力资源部公共邮箱' })
    const hrMail = inboxOwners('hr')
    const read = await apiFetch(`/api/mail/messages/${hrMail.uid}/`, {
      token: hr,
      query: { folder: 'INBOX' },
    })
    expect(read.status).toBe(200)

    const back = await json(await apiFetch('/api/sharelogin/back/', { token: hr, json: {} }))
    expect(back.name).toBe('王小明')
    const mine = back.token as string
    expect(await status(mine)).toMatchObject({
      is_shareduser: false,
      shareuser_all: true,
    })
    expect(await whoAmI(mine)).toMatchObject({ username: 'demo' })
  })

  test('a read-only share reports read-only powers', async () => {
    const service = await switchInto(await tokenFor(), 'service')
    expect(await status(service)).toMatchObject({
      is_shareduser: true,
      shareuser_all: false,
      shareuser_get: true,
      shareuser_post: false,
      shareuser_send: false,
    })
  })

  test('a share of someone else, an unknown or a missing share_id is refused in the user language', async () => {
    const own = await tokenFor()
    const foreign = db.sharedMailboxes.all().find((s) => s.grantee !== 'demo')!
    for (const body of [{ share_id: foreign.share_id }, { share_id: 9999 }, {}]) {
      const refused = await apiFetch('/api/sharelogin/', { token: own, json: body, ...EN })
      expect(await json(refused, 400)).toEqual({
        non_field_errors: ['This shared mailbox does not exist or is not shared with you.'],
      })
    }
    const zh = await apiFetch('/api/sharelogin/', { token: own, json: { share_id: 9999 } })
    expect(((await json(zh, 400)).non_field_errors as string[])[0]).toBe(
      '该共享邮箱不存在或未共享给您',
    )
  })

  test('without a token both calls are 401', async () => {
    expect((await apiFetch('/api/sharelogin/', { json: { share_id: 1 } })).status).toBe(401)
    expect((await apiFetch('/api/sharelogin/back/', { json: {} })).status).toBe(401)
  })
})

describe('a read-only shared mailbox', () => {
  const NO_PERMISSION = 'No permission to do this for the shared mailbox you are logged into.'

  test('reads, but flags, move, delete and sending are 403', async () => {
    const service = await switchInto(await tokenFor(), 'service')
    const mail = inboxOwners('service')
    const read = await apiFetch(`/api/mail/messages/${mail.uid}/`, {
      token: service,
      query: { folder: 'INBOX' },
    })
    expect(read.status).toBe(200)

    const changes: [string, Json][] = [
      [
        '/api/mail/messages/flags/',
        { uids: [mail.uid], folder: 'INBOX', action: 'add', flags: ['\\Seen'] },
      ],
      ['/api/mail/messages/move/', { uids: [mail.uid], src_folder: 'INBOX', dst_folder: 'Trash' }],
      ['/api/mail/messages/delete/', { uids: [mail.uid], folder: 'INBOX' }],
    ]
    for (const [path, body] of changes) {
      const refused = await post(service, path, body, EN)
      expect(await json(refused, 403)).toEqual({ detail: NO_PERMISSION })
    }
    const zh = await post(service, '/api/mail/messages/delete/', {
      uids: [mail.uid],
      folder: 'INBOX',
    })
    expect(await json(zh, 403)).toEqual({ detail: '您登录的共享邮箱没有执行此操作的权限' })
    expect(db.messages.all().some((m) => m.owner === 'service' && m.uid === mail.uid)).toBe(true)

    const sent = await apiFetch('/api/mail/messages/send/', { token: service, json: form(), ...EN })
    expect(await json(sent, 403)).toEqual({
      detail: 'You have no sharing power to send from this shared mailbox.',
    })
  })

  test('full control may change mail', async () => {
    const hr = await switchInto(await tokenFor(), 'hr')
    const mail = inboxOwners('hr')
    const flagged = await post(hr, '/api/mail/messages/flags/', {
      uids: [mail.uid],
      folder: 'INBOX',
      action: 'add',
      flags: ['\\Flagged'],
    })
    expect(flagged.status).toBe(200)
  })
})
