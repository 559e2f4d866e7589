/**
 * Issue 18, original bytes: what an import or an internal delivery stored is what view source,
 * view header and download give back, unchanged after the mail is read, flagged or moved, after
 * the demo's snapshot is saved and restored, and gone once the mail is deleted for good.
 */
import { readFileSync } from 'node:fs'
import { simpleParser } from 'mailparser'
import { describe, expect, test } from 'vitest'
import { db, restoreDb, snapshotDb } from '../../mocks/db/index.ts'
import { resetMailStore } from '../../mocks/mail/store.ts'
import type { components } from '../../src/api/schema.gen.ts'
import { importEmlBytes } from '../support/emlImport.ts'
import { EML_CORPUS } from '../support/fixtures.ts'
import { STAFF_PASSWORD, apiFetch, loginOverHttp, tokenFor } from '../support/server.ts'
import { colleague, findInList, form, otherColleague, sendOk } from './sendSupport.ts'

type Message = components['schemas']['Message']

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/eml/${name}`))

async function download(token: string, uid: number, folder = 'INBOX'): Promise<Buffer> {
  const response = await apiFetch(`/api/mail/messages/${uid}/download/`, {
    token,
    query: { folder },
  })
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

async function view(token: string, uid: number, n: 1 | 2, folder = 'INBOX'): Promise<string> {
  const response = await apiFetch(`/api/mail/messages/${uid}/source/`, {
    token,
    query: { folder, view: n },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { content: string }).content
}

async function opened(token: string, uid: number, folder = 'INBOX'): Promise<Message> {
  const response = await apiFetch(`/api/mail/messages/${uid}/`, { token, query: { folder } })
  expect(response.status).toBe(200)
  return (await response.json()) as Message
}

describe('an imported mail', { timeout: 20_000 }, () => {
  test('without a Date keeps none: no header is made up, the arrival time stands in', async () => {
    const token = await tokenFor()
    const bytes = fixture('mimekit__rfc2060.eml')
    const uid = await importEmlBytes(token, bytes, 'rfc2060.eml')
    const mail = await opened(token, uid)
    expect(mail.date_missing).toBe(true)
    expect(mail.date).toBe(mail.internaldate)
    const header = await view(token, uid, 1)
    expect(header).not.toMatch(/^(Date|Return-Path|Received|Message-ID):/im)
    expect((await download(token, uid)).equals(Buffer.from(bytes))).toBe(true)
  })

  test('the header view is the whole 86 KB To: header block, as it came', async () => {
    const token = await tokenFor()
    const bytes = fixture('mimekit__stack-overflow.eml')
    const uid = await importEmlBytes(token, bytes, 'stack-overflow.eml')
    expect((await opened(token, uid)).size).toBe(135_690)
    const header = await view(token, uid, 1)
    expect(header.length).toBeGreaterThan(86_000)
    expect(header).toBe(Buffer.from(bytes).toString('latin1').split('\n\n')[0] + '\n')
    expect(header).not.toMatch(/^(Return-Path|Received):/im)
  })

  test('a readable Date is kept and not flagged', async () => {
    const token = await tokenFor()
    const uid = await importEmlBytes(token, fixture('mimekit__japanese.eml'), 'japanese.eml')
    const mail = await opened(token, uid)
    expect(mail.date_missing).toBeUndefined()
    expect(mail.date).not.toBe(mail.internaldate)
  })

  test('keeps its bytes through reading, flagging, moving and a saved-and-restored snapshot', async () => {
    const token = await tokenFor()
    const bytes = new Uint8Array(readFileSync(`${EML_CORPUS}/mailparser__nodemailer.eml`))
    const uid = await importEmlBytes(token, bytes, 'nodemailer.eml')
    await opened(token, uid)
    const moved = await apiFetch('/api/mail/messages/move/', {
      token,
      json: { uids: [uid], src_folder: 'INBOX', dst_folder: 'Virus' },
    })
    expect(moved.status).toBe(200)
    expect((await download(token, uid, 'Virus')).equals(Buffer.from(bytes))).toBe(true)

    // The snapshot keeps the bytes once, apart from the message; a later save copies nothing anew.
    const record = db.messages.findFirst((q) => q.where({ uid, owner: 'demo' }))!
    expect(JSON.stringify(record).length).toBeLessThan(bytes.length)
    const first = snapshotDb()
    const second = snapshotDb()
    expect(first.rawMessages).toHaveLength(1)
    expect(second.rawMessages[0]).toBe(first.rawMessages[0])
    const saved = structuredClone(first)
    await restoreDb(saved)
    resetMailStore()
    expect((await download(token, uid, 'Virus')).equals(Buffer.from(bytes))).toBe(true)
  })

  test('deleted for good, its bytes go too', async () => {
    const token = await tokenFor()
    const uid = await importEmlBytes(
      token,
      fixture('mimekit__japanese.eml'),
      'japanese.eml',
      'Trash',
    )
    expect(db.rawMessages.all()).toHaveLength(1)
    const gone = await apiFetch('/api/mail/messages/delete/', {
      token,
      json: { uids: [uid], folder: 'Trash' },
    })
    expect(gone.status).toBe(200)
    expect(db.rawMessages.all()).toHaveLength(0)
  })
})

describe('an internally delivered mail', { timeout: 20_000 }, () => {
  test('the copy and the Sent copy keep the bytes made when it was sent', async () => {
    const demo = await tokenFor()
    const peer = colleague()
    const hidden = otherColleague()
    const subject = 'Kept as sent 原样保存'
    const result = await sendOk(
      demo,
      form({ to: [[peer.email, peer.realname]], bcc: [[hidden.email, hidden.realname]], subject }),
    )
    const token = await loginOverHttp(peer.username, STAFF_PASSWORD)
    const row = (await findInList(token, subject))!
    const before = await download(token, row.uid)
    expect((await opened(token, row.uid)).size).toBe(before.length)

    // Reading and flagging change the record, never the bytes.
    const mail = await opened(token, row.uid)
    const flagged = await apiFetch('/api/mail/messages/flags/', {
      token,
      json: { uids: [row.uid], folder: 'INBOX', flags: ['\\flagged'], action: 'add' },
    })
    expect(flagged.status).toBe(200)
    const after = await download(token, row.uid)
    expect(after.equals(before)).toBe(true)
    expect(await view(token, row.uid, 2)).toBe(before.toString('utf8'))

    // What the reader shows is what the bytes say (mailparser as the independent reading).
    const parsed = await simpleParser(before)
    expect(parsed.subject).toBe(mail.subject)
    expect(parsed.messageId).toBe(result.message_id)
    expect([parsed.to ?? []].flat().flatMap((o) => o.value.map((a) => a.address))).toEqual(
      mail.to.map(([address]) => address),
    )
    expect(parsed.headers.has('bcc')).toBe(false)

    const sent = (await findInList(demo, subject, 'Sent'))!
    const own = await download(demo, sent.uid, 'Sent')
    expect((await opened(demo, sent.uid, 'Sent')).size).toBe(own.length)
    const ownParsed = await simpleParser(own)
    expect(ownParsed.bcc?.value.map((a) => a.address)).toEqual([hidden.email])
    expect(ownParsed.headers.has('received')).toBe(false)
  })
})
