/**
 * The live channel of the fake backend (docs/api.md "Live channel", docs/mocks.md): the token
 * call, the WebSocket through msw's ws.link, and every message it pushes validated against the
 * `LiveMessage` schema of openapi.yaml. New mail is pushed for a delivery by another user, a
 * scheduled mail coming due, a review release and `deliverMessage`; pings get a pong; the
 * controls drop and refuse connections.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { checkSchema } from '../../mocks/openapi/validator.ts'
import { pushedMessages } from '../../mocks/live/hub.ts'
import { DEMO_USER, SPECIAL_USERNAMES, apiFetch, mockControl, tokenFor } from '../support/server.ts'
import { form, scheduleIn, sendOk } from './sendSupport.ts'

type Result = { type: string; [key: string]: unknown }

/** A client of the channel that records every message, like the app's socket actor does. */
class TestClient {
  readonly messages: Result[] = []
  readonly socket: WebSocket
  closedWith: number | null = null
  private waiters: (() => void)[] = []

  constructor(token: string) {
    this.socket = new WebSocket(`ws://localhost/ws/mail/?token=${encodeURIComponent(token)}`)
    this.socket.addEventListener('message', (event) => {
      const parsed = JSON.parse(String(event.data)) as unknown
      expect(checkSchema('LiveMessage', parsed)).toEqual([])
      this.messages.push((parsed as { result: Result }).result)
      this.wake()
    })
    this.socket.addEventListener('close', (event) => {
      this.closedWith = event.code
      this.wake()
    })
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter()
  }

  /** Resolves once `ready()` holds, checking after every message or close. */
  until(ready: () => boolean, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 3000)
      const check = () => {
        if (ready()) {
          clearTimeout(timer)
          resolve()
        } else this.waiters.push(check)
      }
      check()
    })
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.readyState === WebSocket.OPEN) resolve()
      this.socket.addEventListener('open', () => resolve())
      this.socket.addEventListener('close', () => reject(new Error('closed before opening')))
    })
  }

  newMail(): Result[] {
    return this.messages.filter((m) => m.type === 'new_mail')
  }
}

const clients: TestClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.socket.close()
})

async function liveToken(sessionToken: string): Promise<string> {
  const response = await apiFetch('/api/core/live/token/', { token: sessionToken })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { token: string; expires_in: number }
  expect(body.expires_in).toBe(60)
  return body.token
}

async function connectedDemo(): Promise<TestClient> {
  const client = new TestClient(await liveToken(await tokenFor(DEMO_USER.username)))
  clients.push(client)
  await client.opened()
  // The connection registers once the server side has checked the token.
  await expect.poll(() => mockControl.liveConnections(DEMO_USER.username)).toBe(1)
  return client
}

describe('getLiveToken', () => {
  test('answers 401 without a session token', async () => {
    const response = await apiFetch('/api/core/live/token/')
    expect(response.status).toBe(401)
  })

  test('a 5xx can be injected for reconnection tests', async () => {
    mockControl.setFault('getLiveToken', 503)
    const response = await apiFetch('/api/core/live/token/', {
      token: await tokenFor(DEMO_USER.username),
    })
    expect(response.status).toBe(503)
  })
})

describe('the channel', () => {
  test('answers a ping with a pong', async () => {
    const client = await connectedDemo()
    client.socket.send('{"type":"ping"}')
    await client.until(() => client.messages.some((m) => m.type === 'pong'), 'a pong')
    expect(client.messages).toEqual([{ type: 'pong' }])
  })

  test('deliverMessage pushes new_mail with the mail and the INBOX unseen count', async () => {
    const client = await connectedDemo()
    const uid = await mockControl.deliverMessage({
      subject: '季度报告',
      plain_text: `请查收。${'很长的正文'.repeat(40)}`,
      mfrom: ['lisi@partner.example.com', '李四'],
    })
    await client.until(() => client.newMail().length === 1, 'new mail')
    const [message] = client.newMail()
    const unseen = await apiFetch('/api/mail/folders/unseen/', {
      token: await tokenFor(DEMO_USER.username),
    })
    const inbox = (
      (await unseen.json()) as { results: { raw_name: string; unseen_count: number }[] }
    ).results.find((f) => f.raw_name === 'INBOX')
    expect(message).toMatchObject({
      unseen: inbox?.unseen_count,
      mails: [
        {
          uid,
          folder: 'INBOX',
          subject: '季度报告',
          mfrom: ['lisi@partner.example.com', '李四'],
        },
      ],
    })
    const [mail] = message?.mails as { abstract: string }[]
    expect(mail?.abstract.startsWith('请查收。很长的正文')).toBe(true)
    expect(mail?.abstract).toHaveLength(100)
  })

  test('mail sent by another user reaches the recipient live, not the sender', async () => {
    const client = await connectedDemo()
    await mockControl.sendMailAs(SPECIAL_USERNAMES.reviewer, {
      to: [DEMO_USER.email],
      subject: '下午开会',
      text: '三点在会议室',
    })
    await client.until(() => client.newMail().length === 1, 'new mail')
    expect(client.newMail()[0]?.mails).toEqual([
      expect.objectContaining({ subject: '下午开会', abstract: '三点在会议室' }),
    ])
  })

  test('a scheduled mail is pushed when it comes due, not when it is sent', async () => {
    const client = await connectedDemo()
    const reviewerToken = await tokenFor(SPECIAL_USERNAMES.reviewer)
    const reviewer = await apiFetch('/api/core/userinfo/', { token: reviewerToken })
    const { email, realname } = (await reviewer.json()) as { email: string; realname: string }
    await sendOk(
      reviewerToken,
      form({
        mfrom: [email, realname],
        to: [[DEMO_USER.email, '']],
        subject: '定时提醒',
        is_schedule: true,
        schedule_day: scheduleIn(30),
      }),
    )
    await mockControl.runOutbox()
    expect(client.newMail()).toHaveLength(0)
    mockControl.advanceTime(31 * 60)
    await mockControl.runOutbox()
    await client.until(() => client.newMail().length === 1, 'the scheduled mail')
    expect(client.newMail()[0]?.mails).toEqual([expect.objectContaining({ subject: '定时提醒' })])
  })

  test('mail held for review is pushed when the reviewer releases it', async () => {
    const client = await connectedDemo()
    mockControl.setReviewRules([{ sender: SPECIAL_USERNAMES.admin, when: 'always' }])
    await mockControl.sendMailAs(SPECIAL_USERNAMES.admin, {
      to: [DEMO_USER.email],
      subject: '待审核的通知',
    })
    const [held] = mockControl.heldReviewIds()
    expect(held).toBeDefined()
    expect(client.newMail()).toHaveLength(0)
    await mockControl.permitReview(held ?? 0)
    await client.until(() => client.newMail().length === 1, 'the released mail')
    expect(client.newMail()[0]?.mails).toEqual([
      expect.objectContaining({ subject: '待审核的通知' }),
    ])
  })

  test('dropLiveChannel closes every connection from the server side', async () => {
    const client = await connectedDemo()
    expect(mockControl.dropLiveChannel()).toBe(1)
    await client.until(() => client.closedWith !== null, 'the close')
    expect(client.closedWith).toBe(1011)
    expect(mockControl.liveConnections()).toBe(0)
  })

  test('refuseLiveChannel: an error of status 503, then a close; later connections pass', async () => {
    const token = await tokenFor(DEMO_USER.username)
    mockControl.refuseLiveChannel(30)
    const refused = new TestClient(await liveToken(token))
    clients.push(refused)
    await refused.until(() => refused.closedWith !== null, 'the refusal')
    expect(refused.messages).toEqual([
      { type: 'error', status: 503, detail: expect.any(String) as string },
    ])
    mockControl.advanceTime(31)
    const accepted = new TestClient(await liveToken(token))
    clients.push(accepted)
    await accepted.opened()
    await expect.poll(() => mockControl.liveConnections()).toBe(1)
  })

  test('a bad or expired token is refused with status 401', async () => {
    const client = new TestClient('not-a-token')
    clients.push(client)
    await client.until(() => client.closedWith !== null, 'the refusal')
    expect(client.closedWith).toBe(4401)
    expect(client.messages).toEqual([
      { type: 'error', status: 401, detail: '登录状态无效，请重新登录' },
    ])
  })

  test('every message pushed during these tests fits the LiveMessage schema', () => {
    // Messages sent to clients that had gone are checked here too.
    for (const message of pushedMessages()) expect(checkSchema('LiveMessage', message)).toEqual([])
    expect(
      checkSchema('LiveMessage', { result: { type: 'new_mail', unseen: 1, mails: [] } }),
    ).not.toEqual([])
  })
})
