/**
 * Mailbox move in the fake backend (issue 16, /setting/mailboxmove; R-DATA, R-STATE), every
 * answer checked against openapi.yaml by tests/support/server.ts: the seeded account, create /
 * update / delete with the rules' messages on their fields, the password never sent back and
 * kept by a blank edit, and activation: waiting → running → done on the fake clock, the old mail
 * arriving in the inbox, or failed with the fake world's reason; the control decides at once.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { MAILBOX_MOVE_RUN_MS, MAILBOX_MOVE_WAIT_MS } from '../../src/domain/settings/mailboxMove.ts'
import { DEMO_USER, apiFetch, encryptForServer, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'

beforeEach(async () => {
  await mockControl.reset()
  mockControl.setNow(Date.parse('2026-11-26T10:00:00+08:00'))
}, WARM_UP_MS)

const LIST = '/api/setting/mailboxmove/'
const one = (id: number) => `/api/setting/mailboxmove/${id}/`

const body = (overrides: Record<string, unknown> = {}) => ({
  server: 'imap.qq.com',
  port: 993,
  protocol: 'imap',
  email: 'zhang.wei@qq.com',
  is_ssl: true,
  scope: 'inbox',
  password: encryptForServer('old-secret'),
  ...overrides,
})

type Account = { id: number; status: string; last_receive_time: string | null; last_error?: string }

const list = async (token: string, lang = ZH) =>
  (await (await apiFetch(LIST, { token, ...lang })).json()) as Account[]

const create = async (token: string, overrides: Record<string, unknown> = {}) => {
  const answer = await apiFetch(LIST, { token, json: body(overrides), ...ZH })
  expect(answer.status).toBe(200)
  return (await answer.json()) as Account
}

const activate = (token: string, id: number, is_active: boolean) =>
  apiFetch(`${one(id)}activate/`, { token, json: { is_active }, ...ZH })

const statusOf = async (token: string, id: number) =>
  (await list(token)).find((a) => a.id === id)?.status

const inboxSubjects = () =>
  db.messages
    .all()
    .filter((m) => m.owner === DEMO_USER.username && m.folder === 'INBOX')
    .map((m) => m.subject)

describe('mailbox-move accounts', () => {
  test('the default scenario has one finished account; the password never comes back', async () => {
    const token = await tokenFor()
    const [seeded] = await list(token)
    expect(seeded).toMatchObject({
      server: 'imap.oldmail.example.com',
      port: 993,
      protocol: 'imap',
      email: 'xiaoming@oldmail.example.com',
      is_active: true,
      status: 'done',
    })
    expect(seeded).not.toHaveProperty('password')
  })

  test('the empty scenario has none', async () => {
    await mockControl.reset({ scenario: 'empty' })
    expect(await list(await tokenFor())).toEqual([])
  })

  test('server, email and password are required on create, each on its field', async () => {
    const token = await tokenFor()
    const refused = await apiFetch(LIST, {
      token,
      json: body({ server: ' ', email: '', password: '' }),
      ...ZH,
    })
    expect(refused.status).toBe(400)
    expect(await errorOf(refused)).toEqual({
      server: ['请输入服务器地址'],
      email: ['请输入邮箱地址'],
      password: ['请输入密码'],
    })
    const english = await apiFetch(LIST, {
      token,
      json: body({ email: 'zhang.wei@', port: 70000 }),
      ...EN,
    })
    expect(await errorOf(english)).toEqual({
      email: ['Please enter a valid email address.'],
      port: ['The port is a whole number from 1 to 65535.'],
    })
  })

  test('an edit with a blank password keeps it; delete removes the account', async () => {
    const token = await tokenFor()
    const created = await create(token)
    expect(created).toMatchObject({ is_active: false, status: 'idle', last_receive_time: null })
    const edited = await apiFetch(one(created.id), {
      token,
      method: 'PUT',
      json: body({ password: '', protocol: 'pop3', server: 'pop.qq.com', port: 995 }),
      ...ZH,
    })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ protocol: 'pop3', server: 'pop.qq.com' })
    const stored = db.mailboxMoves.findFirst((q) => q.where({ id: created.id }))
    expect(stored?.password).toBe('old-secret')

    const duplicate = await apiFetch(LIST, { token, json: body({ server: 'pop.qq.com' }), ...ZH })
    expect(await errorOf(duplicate)).toEqual({ email: ['这个邮箱已经添加过了'] })

    const gone = await apiFetch(one(created.id), { token, method: 'DELETE' })
    expect(gone.status).toBe(204)
    expect((await list(token)).map((a) => a.id)).not.toContain(created.id)
    const missing = await apiFetch(one(created.id), { token, method: 'DELETE', ...ZH })
    expect(missing.status).toBe(404)
  })
})

describe('migration', () => {
  test('waiting, then running, then done on the fake clock; the old mail is in the inbox', async () => {
    const token = await tokenFor()
    const { id } = await create(token)
    const started = await activate(token, id, true)
    expect(await started.json()).toMatchObject({ is_active: true, status: 'waiting' })
    mockControl.advanceTime(MAILBOX_MOVE_WAIT_MS / 1000)
    expect(await statusOf(token, id)).toBe('running')
    expect(inboxSubjects()).not.toContain('[Old mailbox] Q3 project review notes')
    mockControl.advanceTime(MAILBOX_MOVE_RUN_MS / 1000)
    const done = (await list(token)).find((a) => a.id === id)
    expect(done).toMatchObject({ status: 'done', last_receive_time: '2026-11-26T10:00:15+08:00' })
    expect(inboxSubjects()).toEqual(
      expect.arrayContaining([
        '【旧邮箱】2023 年度供应商名单（已归档）',
        '【舊信箱】台北辦公室搬遷通知',
        '[Old mailbox] Q3 project review notes',
      ]),
    )
  })

  test('a wrong password fails with the reason in the reader’s language', async () => {
    const token = await tokenFor()
    const { id } = await create(token, { password: encryptForServer('12345') })
    await activate(token, id, true)
    mockControl.advanceTime((MAILBOX_MOVE_WAIT_MS + MAILBOX_MOVE_RUN_MS) / 1000)
    const [, failed] = await list(token, EN)
    expect(failed).toMatchObject({
      status: 'failed',
      last_error: 'Signing in to imap.qq.com failed: wrong email or password.',
    })
    const unknownHost = await create(token, { server: 'mail.nowhere.example', email: 'a@b.cn' })
    await activate(token, unknownHost.id, true)
    expect(await mockControl.decideMailboxMove(unknownHost.id, 'failed')).toBe(true)
    expect((await list(token)).find((a) => a.id === unknownHost.id)?.last_error).toBe(
      '无法连接 mail.nowhere.example:993，请检查服务器地址、端口和 SSL 设置。',
    )
  })

  test('the control ends a task at once; deactivation stops it', async () => {
    const token = await tokenFor()
    const { id } = await create(token, { scope: 'all' })
    expect(await mockControl.decideMailboxMove(id, 'done')).toBe(false)
    await activate(token, id, true)
    expect(await mockControl.decideMailboxMove(id, 'done')).toBe(true)
    expect(await statusOf(token, id)).toBe('done')
    const sent = db.messages
      .all()
      .filter((m) => m.owner === DEMO_USER.username && m.folder === 'Sent')
      .map((m) => m.subject)
    expect(sent).toContain('回复：2023 年度供应商名单')

    await activate(token, id, true)
    const stopped = await activate(token, id, false)
    expect(await stopped.json()).toMatchObject({ is_active: false, status: 'idle' })
    mockControl.advanceTime((MAILBOX_MOVE_WAIT_MS + MAILBOX_MOVE_RUN_MS) / 1000)
    expect(await statusOf(token, id)).toBe('idle')
  })
})
