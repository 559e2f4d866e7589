import { beforeAll, describe, expect, test } from 'vitest'
import { apiFetch, mockControl, tokenFor } from '../support/server.ts'
import {
  EN,
  FIXTURE_TEXT,
  PROTECTED_MAIL_PASSWORD,
  ZH,
  anyIn,
  errorOf,
  post,
  seeded,
  unseenOf,
  WARM_UP_MS,
} from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

interface Message {
  uid: number
  folder: string
  subject: string
  flags: string[]
  is_html: boolean
  html_text: string
  plain_text: string
  attachments: { name: string; sid: string; size: number }[]
  attrs: { is_password: boolean; is_notify: boolean; calendar_eventer_status?: string }
}

const read = (token: string, uid: number, folder: string, extra: object = {}) =>
  apiFetch(`/api/mail/messages/${uid}/`, { token, query: { folder, ...extra } })

// R-DATA-1, R-DATA-5: every response is checked against the Message and Attachment schemas (tests/support/server.ts)
describe('getMessage', () => {
  test('opening an unread mail marks it read and lowers the unseen counts', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT.en.htmlSubject)
    expect(mail.flags).not.toContain('\\Seen')
    const before = await unseenOf(token, 'INBOX')
    const response = await read(token, mail.uid, 'INBOX')
    expect(response.status).toBe(200)
    const body = (await response.json()) as Message
    expect(body.subject).toBe(FIXTURE_TEXT.en.htmlSubject)
    expect(body.flags).toContain('\\Seen')
    expect(body.html_text).toContain('https://images.example.com/')
    expect(body.attachments.map((a) => a.name)).toContain('diagram.svg')
    expect(await unseenOf(token, 'INBOX')).toBe(before - 1)
    await read(token, mail.uid, 'INBOX')
    expect(await unseenOf(token, 'INBOX')).toBe(before - 1)
  })

  test('mode=text gives the text of an html mail', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT['zh-hans'].htmlSubject)
    const body = (await (await read(token, mail.uid, 'INBOX', { mode: 'text' })).json()) as Message
    expect(body.is_html).toBe(false)
    expect(body.html_text).toBe('')
    expect(body.plain_text).toContain('本周项目进展顺利')
  })

  test('a mail that moved is a 404 with the spec text; a missing folder a 400', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT.en.plainSubject)
    const moved = await apiFetch(`/api/mail/messages/${mail.uid}/`, {
      token,
      query: { folder: 'Sent' },
      ...EN,
    })
    expect(moved.status).toBe(404)
    expect(await moved.json()).toEqual({ detail: 'Not found! Have you moved to another folder?' })
    const zh = await apiFetch(`/api/mail/messages/${mail.uid}/`, {
      token,
      query: { folder: 'Sent' },
      ...ZH,
    })
    expect(((await zh.json()) as { detail: string }).detail).toBe(
      '未找到！是否已移动到其他文件夹？',
    )
    const gone = await apiFetch(`/api/mail/messages/${mail.uid}/`, {
      token,
      query: { folder: 'NoSuchFolder' },
      ...EN,
    })
    expect(gone.status).toBe(400)
    expect(await gone.json()).toEqual({
      detail: 'The folder in which this message is located does not exist or has been deleted!',
    })
  })

  test('401 without a token', async () => {
    const mail = seeded(FIXTURE_TEXT.en.plainSubject)
    expect((await apiFetch(`/api/mail/messages/${mail.uid}/?folder=INBOX`)).status).toBe(401)
  })
})

describe('password-protected mail', () => {
  // R-CALL-6: decrypt
  test('no body until decrypted; a wrong password is the spec message', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT.en.protectedSubject)
    const locked = (await (await read(token, mail.uid, 'INBOX')).json()) as Message
    expect(locked.attrs.is_password).toBe(true)
    expect(locked.plain_text).toBe('')
    expect(locked.html_text).toBe('')
    expect(locked.attachments).toEqual([])
    const wrong = await post(
      token,
      '/api/mail/messages/decrypt/',
      {
        uid: mail.uid,
        folder: 'INBOX',
        password: 'mail88',
      },
      EN,
    )
    expect(wrong.status).toBe(400)
    expect(await errorOf(wrong)).toEqual({ non_field_errors: ['Wrong password, please re-enter'] })
    const right = await post(token, '/api/mail/messages/decrypt/', {
      uid: mail.uid,
      folder: 'INBOX',
      password: PROTECTED_MAIL_PASSWORD,
    })
    expect(right.status).toBe(200)
    const opened = (await right.json()) as Message
    expect(opened.plain_text).toContain('Salary review')
    expect(opened.attachments).toHaveLength(1)
  })
})

describe('source and download', () => {
  // R-CALL-6: read for view 1/2, download
  test('view 1 is the header block, view 2 the full RFC 822 source', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT['zh-tw'].htmlSubject)
    const source = (view: number) =>
      apiFetch(`/api/mail/messages/${mail.uid}/source/`, {
        token,
        query: { folder: 'INBOX', view },
      })
    const headers = ((await (await source(1)).json()) as { content: string }).content
    expect(headers).toMatch(/^Return-Path: /)
    expect(headers).toContain(`Message-ID: ${mail.message_id}`)
    expect(headers).toContain('Subject: =?UTF-8?B?')
    expect(headers).not.toContain('Content-Transfer-Encoding: base64')
    const full = ((await (await source(2)).json()) as { content: string }).content
    expect(full.startsWith(headers)).toBe(true)
    expect(full).toContain('multipart/mixed')
    expect(full).toContain('Content-Disposition: attachment; filename="config.xml"')
    expect((await source(3)).status).toBe(400)
  })

  test('download is an .eml with a UTF-8 file name', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT['zh-hans'].plainSubject)
    const response = await apiFetch(`/api/mail/messages/${mail.uid}/download/`, {
      token,
      query: { folder: 'INBOX' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('message/rfc822')
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${mail.subject}.eml`)}`,
    )
    expect(await response.text()).toContain('MIME-Version: 1.0')
  })
})

describe('read receipt and invitation', () => {
  test('a receipt only for mail that asks; once sent it is settled; faults reach the client', async () => {
    const token = await tokenFor()
    const asks = seeded(FIXTURE_TEXT.en.receiptSubject)
    const plain = seeded(FIXTURE_TEXT.en.plainSubject)
    const send = (uid: number) =>
      post(token, '/api/mail/messages/receipt/', { uid, folder: 'INBOX' }, EN)
    const refused = await send(plain.uid)
    expect(refused.status).toBe(400)
    mockControl.setFault('sendReadReceipt', 500)
    expect((await send(asks.uid)).status).toBe(500)
    mockControl.setFault('sendReadReceipt', null)
    const sent = await send(asks.uid)
    expect(await sent.json()).toEqual({
      success: true,
      message: 'A read receipt was sent to the sender.',
    })
    const after = (await (await read(token, asks.uid, 'INBOX')).json()) as Message
    expect(after.attrs.is_notify).toBe(false)
  })

  test('an invitation answer is stored in attrs.calendar_eventer_status', async () => {
    const token = await tokenFor()
    const invite = seeded(FIXTURE_TEXT['zh-hans'].inviteSubject)
    const answer = (status: string, uid = invite.uid) =>
      post(token, '/api/mail/messages/invitation/', { uid, folder: 'INBOX', status })
    expect(await (await answer('accept')).json()).toEqual({ calendar_eventer_status: 'accept' })
    expect(await (await answer('wait')).json()).toEqual({ calendar_eventer_status: 'wait' })
    const stored = (await (await read(token, invite.uid, 'INBOX')).json()) as Message
    expect(stored.attrs.calendar_eventer_status).toBe('wait')
    expect((await answer('maybe')).status).toBe(400)
    expect(
      (await answer('accept', anyIn('INBOX', (m) => !m.attrs.is_calendar_event).uid)).status,
    ).toBe(400)
  })
})
