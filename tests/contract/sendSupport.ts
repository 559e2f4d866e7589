/** Shared helpers of the send-family contract tests (send*.test.ts). */
import { expect } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { db } from '../../mocks/db/index.ts'
import { isoAt } from '../../mocks/seed/messages.ts'
import { DEMO_USER, apiFetch, mockControl } from '../support/server.ts'

export type ComposeForm = components['schemas']['ComposeForm']
export type SendResult = components['schemas']['SendResult']
export type DeliveryStatus = components['schemas']['DeliveryStatus']

export const EN = { Cookie: 'language=en' }
export const DEMO_ADDRESS = DEMO_USER.email

/** An ordinary active colleague (not demo, not a special account). */
export function colleague() {
  const user = db.users
    .all()
    .find((u) => /^E101\d\d$/.test(u.job_number) && u.is_active && !u.is_shared_mailbox)
  if (!user) throw new Error('no seeded colleague')
  return user
}

/** A second colleague, for cc and multi-recipient cases. */
export function otherColleague() {
  const first = colleague()
  const user = db.users
    .all()
    .find((u) => /^E101\d\d$/.test(u.job_number) && u.is_active && u.username !== first.username)
  if (!user) throw new Error('no second colleague')
  return user
}

export function form(overrides: Partial<ComposeForm> = {}): ComposeForm {
  return {
    mfrom: [DEMO_ADDRESS, '王小明'],
    to: [],
    cc: [],
    bcc: [],
    subject: 'Contract test',
    is_html: true,
    html_text: '<p>Hello <b>there</b></p>',
    plain_text: 'Hello there',
    is_cc: true,
    is_bcc: false,
    is_save_sent: true,
    is_confirm_read: true,
    action: 'sent',
    ...overrides,
  }
}

export async function send(token: string, body: ComposeForm, headers: Record<string, string> = {}) {
  return apiFetch('/api/mail/messages/send/', { token, json: body, headers })
}

export async function sendOk(token: string, body: ComposeForm): Promise<SendResult> {
  const response = await send(token, body)
  const json = (await response.json()) as SendResult
  expect(response.status, JSON.stringify(json)).toBe(200)
  return json
}

export async function statusOf(token: string, messageId: string): Promise<DeliveryStatus[]> {
  const response = await apiFetch('/api/mail/messages/status/', {
    token,
    query: { message_id: messageId },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: DeliveryStatus[] }).results
}

export async function inbox(token: string, folder = 'INBOX') {
  const response = await apiFetch('/api/mail/messages/', {
    token,
    query: { folder, page_size: 100 },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: { uid: number; subject: string }[] }).results
}

export async function findInList(token: string, subject: string, folder = 'INBOX') {
  return (await inbox(token, folder)).find((m) => m.subject === subject)
}

/** yyyy-MM-dd HH:mm in the server's zone (UTC+8), `minutes` from the fake server's now. */
export const scheduleIn = (minutes: number) =>
  isoAt(mockControl.now() + minutes * 60_000)
    .slice(0, 16)
    .replace('T', ' ')

/** yyyy-MM-dd in the server's zone, `days` from now. */
export const dayIn = (days: number) => isoAt(mockControl.now() + days * 86_400_000).slice(0, 10)

/** A file of demo's transit area (uploads land there), to attach by reference. */
export function transitFile() {
  const file = db.diskEntries
    .all()
    .find((e) => e.owner === DEMO_USER.username && e.disk === 'afile' && !e.is_folder)
  if (!file) throw new Error('no transit file for demo')
  return file
}

export function personalDiskFile() {
  const file = db.diskEntries
    .all()
    .find((e) => e.owner === DEMO_USER.username && e.disk === 'pfile' && !e.is_folder)
  if (!file) throw new Error('no disk file for demo')
  return file
}
