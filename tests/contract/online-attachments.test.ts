/**
 * Online attachments on the fake backend (decisions 260, 261), answers checked against
 * openapi.yaml: the send form's online_attachments name the sender's transit files with an expiry;
 * the recipient's mail lists them with a token; the token downloads without a session until the
 * expiry (then 410), an unknown one is 404; refs that are not the sender's live files, or an
 * expiry outside the §9 choices, refuse the send; a draft keeps the refs without a link.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../../mocks/db/index.ts'
import { SPECIAL_USERNAMES, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'
import { colleague, form, send, sendOk } from './sendSupport.ts'

type Message = components['schemas']['Message']

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const DAY = 86_400_000

async function park(owner: string, name: string) {
  const id = db.diskEntries.all().reduce((max, e) => Math.max(max, e.id), 0) + 1
  await db.diskEntries.create({
    disk: 'afile',
    owner,
    id,
    parent_id: 0,
    name,
    is_folder: false,
    size: 4321,
    content_type: 'application/zip',
    created: new Date(mockControl.now()).toISOString(),
    expires: new Date(mockControl.now() + 30 * DAY).toISOString(),
  })
  return id
}

async function inboxMail(username: string, subject: string): Promise<Message> {
  const token = await tokenFor(username)
  const list = await apiFetch('/api/mail/messages/', { token, query: { folder: 'INBOX', subject } })
  const { results } = (await list.json()) as { results: { uid: number }[] }
  const response = await apiFetch(`/api/mail/messages/${results[0]!.uid}/`, {
    token,
    query: { folder: 'INBOX' },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Message
}

describe('online attachments', () => {
  test('the recipient gets a link that works without a session until it expires', async () => {
    const token = await tokenFor()
    const id = await park('demo', '安装包.zip')
    const to = colleague()
    const before = mockControl.now()
    await sendOk(
      token,
      form({
        to: [[to.email, to.realname]],
        subject: 'online one',
        online_attachments: [{ id, expire_days: 90 }],
      }),
    )
    const mail = await inboxMail(to.username, 'online one')
    const [link] = mail.online_attachments ?? []
    expect(link).toMatchObject({ id, name: '安装包.zip', size: 4321, expire_days: 90 })
    const expires = Date.parse(link!.expire_at!)
    expect(expires).toBeGreaterThanOrEqual(before + 90 * DAY)
    expect(expires).toBeLessThanOrEqual(mockControl.now() + 90 * DAY)
    expect(link!.token).toMatch(/^[A-Za-z0-9]{24}$/)
    // The transit file's own expiry now runs from the send.
    expect(db.diskEntries.findFirst((q) => q.where({ id }))!.expires).toBe(link!.expire_at)

    const open = await apiFetch(`/api/netdisk/online/${link!.token}/`, {})
    expect(open.status).toBe(200)
    expect((await open.arrayBuffer()).byteLength).toBeGreaterThan(0)
    expect((await apiFetch('/api/netdisk/online/nope/', {})).status).toBe(404)

    mockControl.advanceTime(91 * 86_400)
    const gone = await apiFetch(`/api/netdisk/online/${link!.token}/`, {
      headers: { Cookie: 'language=en' },
    })
    expect(gone.status).toBe(410)
    expect(await gone.json()).toEqual({ detail: 'This file has expired.' })
  })

  test("another's file, an unknown id or an expiry outside the choices refuses the send", async () => {
    const token = await tokenFor()
    const mine = await park('demo', 'mine.zip')
    const theirs = await park(SPECIAL_USERNAMES.reviewer, 'theirs.zip')
    const to = colleague()
    const attempt = (online_attachments: { id: number; expire_days: number }[]) =>
      send(token, form({ to: [[to.email, '']], online_attachments }))
    for (const refs of [
      [{ id: theirs, expire_days: 30 }],
      [{ id: 999_999, expire_days: 30 }],
      [{ id: mine, expire_days: 45 }],
    ]) {
      const response = await attempt(refs)
      expect(response.status).toBe(400)
      expect(Object.keys((await response.json()) as object)).toEqual(['online_attachments'])
    }
  })

  test('a draft keeps its online attachments without a link; editing it gives them back', async () => {
    const token = await tokenFor()
    const id = await park('demo', 'draft.zip')
    const saved = await sendOk(
      token,
      form({
        subject: 'draft online',
        action: 'save',
        online_attachments: [{ id, expire_days: 60 }],
      }),
    )
    const draftId = saved.draft_id!
    const response = await apiFetch(`/api/mail/messages/${draftId}/compose/`, {
      token,
      query: { folder: 'Drafts', view: 7 },
    })
    expect(response.status).toBe(200)
    const prefill = (await response.json()) as components['schemas']['ComposePrefill']
    expect(prefill.online_attachments).toEqual([
      { id, name: 'draft.zip', size: 4321, expire_days: 60, expire_at: null, token: '' },
    ])
    expect(prefill.form.online_attachments).toEqual([{ id, expire_days: 60 }])
  })
})
