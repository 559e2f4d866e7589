import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import {
  EN,
  FIXTURE_TEXT,
  WARM_UP_MS,
  ZH,
  anyIn,
  countOf,
  errorOf,
  post,
  seeded,
  unseenOf,
} from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

const flagsOf = (uid: number) => db.messages.all().find((m) => m.uid === uid && m.owner === 'demo')!

const senderList = (kind: 'white' | 'black') =>
  db.addressLists
    .all()
    .filter((e) => e.owner === 'demo' && e.kind === kind)
    .map((e) => e.value)

describe('updateFlags', () => {
  // R-CALL-6: the message operations (flags, remark, move, delete, reject, not spam, lists)
  test('\\Seen up and down moves the unseen counters of list and folder tree', async () => {
    const token = await tokenFor()
    const unread = anyIn('INBOX', (m) => !m.flags.includes('\\Seen'))
    const before = await unseenOf(token, 'INBOX')
    const flag = (action: string) =>
      post(token, '/api/mail/messages/flags/', {
        uids: [unread.uid],
        folder: 'INBOX',
        action,
        flags: ['\\Seen'],
      })
    expect(await (await flag('add')).json()).toEqual({ success: true })
    expect(await unseenOf(token, 'INBOX')).toBe(before - 1)
    expect(await countOf(token, 'INBOX', 'unread')).toBe(before - 1)
    await flag('add')
    expect(await unseenOf(token, 'INBOX')).toBe(before - 1)
    await flag('remove')
    expect(await unseenOf(token, 'INBOX')).toBe(before)
  })

  test('a colour replaces the other colour; a tag by tagname or by name lands in tags', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT.en.htmlSubject)
    expect(mail.flags).toContain('umail-orange')
    const add = (flags: string[]) =>
      post(token, '/api/mail/messages/flags/', {
        uids: [mail.uid],
        folder: 'INBOX',
        action: 'add',
        flags,
      })
    await add(['umail-green', '\\flagged'])
    await add(['tag_travel', '重要'])
    const after = flagsOf(mail.uid)
    expect(after.flags).toContain('umail-green')
    expect(after.flags).not.toContain('umail-orange')
    expect(after.tags).toEqual(
      expect.arrayContaining(['tag_project', 'tag_travel', 'tag_important']),
    )
    expect(await countOf(token, 'INBOX', 'flagged')).toBeGreaterThan(0)
    const cleared = await post(token, '/api/mail/messages/tags/clear/', {
      uids: [mail.uid],
      folder: 'INBOX',
    })
    expect(cleared.status).toBe(200)
    expect(flagsOf(mail.uid).tags).toEqual([])
    expect(flagsOf(mail.uid).flags.some((f) => f.startsWith('tag_'))).toBe(false)
  })

  test('bad bodies are 400s; no token is 401', async () => {
    const token = await tokenFor()
    const bad = await post(token, '/api/mail/messages/flags/', {
      uids: [],
      folder: 'INBOX',
      action: 'add',
      flags: ['\\Seen'],
    })
    expect(bad.status).toBe(400)
    const anonymous = await apiFetch('/api/mail/messages/flags/', {
      json: { uids: [1], folder: 'INBOX', action: 'add', flags: ['\\Seen'] },
    })
    expect(anonymous.status).toBe(401)
  })
})

describe('markFolderRead', () => {
  test('everything read, unseen 0 in both counters', async () => {
    const token = await tokenFor()
    expect(await unseenOf(token, 'Projects')).toBeGreaterThan(0)
    await post(token, '/api/mail/messages/read-all/', { folder: 'Projects' })
    expect(await unseenOf(token, 'Projects')).toBe(0)
    expect(await countOf(token, 'Projects', 'unread')).toBe(0)
  })
})

describe('remarks', () => {
  test('required and at most 200, in the user language; save and delete', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT.en.plainSubject)
    const remark = (text: string, lang = ZH) =>
      post(
        token,
        '/api/mail/messages/remark/',
        { uid: mail.uid, folder: 'INBOX', remark: text },
        lang,
      )
    expect(await errorOf(await remark('   '))).toEqual({ remark: ['请输入备注！'] })
    expect(await errorOf(await remark('', EN))).toEqual({ remark: ['Please enter a note!'] })
    expect(await errorOf(await remark('长'.repeat(201)))).toEqual({
      remark: ['不能超过200个字符！'],
    })
    expect(await errorOf(await remark('x'.repeat(201), EN))).toEqual({
      remark: ['No more than 200 characters!'],
    })
    expect((await remark('长'.repeat(200))).status).toBe(200)
    expect(flagsOf(mail.uid).remark).toBe('长'.repeat(200))
    await post(token, '/api/mail/messages/remark/delete/', { uid: mail.uid, folder: 'INBOX' })
    expect(flagsOf(mail.uid).remark).toBe('')
  })
})

describe('move and delete keep the counters right', () => {
  test('move an unread mail: it leaves one folder and its unseen count follows', async () => {
    const token = await tokenFor()
    const mail = anyIn('INBOX', (m) => !m.flags.includes('\\Seen'))
    const [inbox, clients] = [await countOf(token, 'INBOX'), await countOf(token, 'Clients')]
    const [inboxUnseen, clientsUnseen] = [
      await unseenOf(token, 'INBOX'),
      await unseenOf(token, 'Clients'),
    ]
    const moved = await post(token, '/api/mail/messages/move/', {
      uids: [mail.uid],
      src_folder: 'INBOX',
      dst_folder: 'Clients',
    })
    expect(moved.status).toBe(200)
    expect(await countOf(token, 'INBOX')).toBe(inbox - 1)
    expect(await countOf(token, 'Clients')).toBe(clients + 1)
    expect(await unseenOf(token, 'INBOX')).toBe(inboxUnseen - 1)
    expect(await unseenOf(token, 'Clients')).toBe(clientsUnseen + 1)
    const nowhere = await post(token, '/api/mail/messages/move/', {
      uids: [mail.uid],
      src_folder: 'Clients',
      dst_folder: 'Nowhere',
    })
    expect(nowhere.status).toBe(400)
  })

  test('delete goes to Trash; deleting in Trash and real delete remove for good', async () => {
    const token = await tokenFor()
    const mail = anyIn('Sent')
    const trash = await countOf(token, 'Trash')
    await post(token, '/api/mail/messages/delete/', { uids: [mail.uid], folder: 'Sent' })
    expect(await countOf(token, 'Trash')).toBe(trash + 1)
    expect(flagsOf(mail.uid).folder).toBe('Trash')
    await post(token, '/api/mail/messages/delete/', { uids: [mail.uid], folder: 'Trash' })
    expect(await countOf(token, 'Trash')).toBe(trash)
    expect(flagsOf(mail.uid)).toBeUndefined()
    const other = anyIn('Drafts')
    const drafts = await countOf(token, 'Drafts')
    await post(token, '/api/mail/messages/real-delete/', { uids: [other.uid], folder: 'Drafts' })
    expect(await countOf(token, 'Drafts')).toBe(drafts - 1)
    expect(await countOf(token, 'Trash')).toBe(trash)
  })
})

describe('reject and not spam', () => {
  test('reject: sender blacklisted, mail to Spam; not spam: back to INBOX, sender whitelisted', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT.en.bigSubject)
    const spam = await countOf(token, 'Spam')
    await post(token, '/api/mail/messages/reject/', { uids: [mail.uid], folder: 'INBOX' })
    expect(flagsOf(mail.uid).folder).toBe('Spam')
    expect(await countOf(token, 'Spam')).toBe(spam + 1)
    expect(senderList('black')).toContain(mail.mfrom[0])
    await post(token, '/api/mail/messages/not-spam/', { uids: [mail.uid], folder: 'Spam' })
    expect(flagsOf(mail.uid).folder).toBe('INBOX')
    expect(senderList('white')).toContain(mail.mfrom[0])
    expect(senderList('black')).not.toContain(mail.mfrom[0])
  })
})

describe('shared mailbox permissions', () => {
  test('a read-only share may read but not change mail', async () => {
    const share = db.sharedMailboxes
      .all()
      .find((s) => s.grantee === 'demo' && s.permission === 'read')!
    // The switch call belongs to another issue: point a fresh session at the shared mailbox.
    const shared = await tokenFor()
    const session = db.sessions
      .all()
      .filter((s) => s.username === 'demo')
      .at(-1)!
    await db.sessions.update(session, {
      data(draft) {
        draft.mailbox = share.owner
      },
    })
    const mail = db.messages.all().find((m) => m.owner === share.owner && m.folder === 'INBOX')!
    const read = await apiFetch(`/api/mail/messages/${mail.uid}/`, {
      token: shared,
      query: { folder: 'INBOX' },
    })
    expect(read.status).toBe(200)
    const refused = await post(
      shared,
      '/api/mail/messages/delete/',
      { uids: [mail.uid], folder: 'INBOX' },
      EN,
    )
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      detail: 'No permission to do this for the shared mailbox you are logged into.',
    })
  })
})
