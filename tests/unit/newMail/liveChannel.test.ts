/**
 * The live channel's address and message parsing (docs/api.md "Live channel"): the URL follows
 * the configured API base (src/app/config.ts); server frames become machine events, anything
 * unknown is ignored.
 */
import { describe, expect, it } from 'vitest'
import { isServerError, toChannelEvent } from '../../../machines/live-channel/index.ts'
import { liveChannelUrl } from '../../../src/app/newMail/liveUrl.ts'

describe('liveChannelUrl', () => {
  it.each([
    ['', 'http://localhost:4411', 'ws://localhost:4411/ws/mail/?token=t1'],
    ['', 'https://mail.corp.cn', 'wss://mail.corp.cn/ws/mail/?token=t1'],
    ['https://api.corp.cn', 'http://localhost:5173', 'wss://api.corp.cn/ws/mail/?token=t1'],
    ['https://api.corp.cn/webmail/', 'https://x.cn', 'wss://api.corp.cn/webmail/ws/mail/?token=t1'],
    ['http://10.0.0.5:8080', 'https://x.cn', 'ws://10.0.0.5:8080/ws/mail/?token=t1'],
  ])('base %j on %s → %s', (base, origin, expected) => {
    expect(liveChannelUrl(base, origin, 't1')).toBe(expected)
  })

  it('encodes the token', () => {
    expect(liveChannelUrl('', 'http://h', 'a+b/c=')).toBe('ws://h/ws/mail/?token=a%2Bb%2Fc%3D')
  })
})

const mail = {
  uid: 501,
  folder: 'INBOX',
  subject: '季度报告',
  mfrom: ['lisi@example.cn', '李四'],
  abstract: '请查收',
  date: '2026-05-01T09:30:00+08:00',
}

describe('toChannelEvent', () => {
  it.each([
    [{ result: { type: 'pong' } }, { type: 'channel.pong' }],
    [
      { result: { type: 'error', status: 503, detail: 'x' } },
      { type: 'channel.failed', status: 503 },
    ],
    [
      { result: { type: 'new_mail', unseen: 3, mails: [mail] } },
      { type: 'channel.newMail', result: { type: 'new_mail', unseen: 3, mails: [mail] } },
    ],
  ])('%j → %j', (message, expected) => {
    expect(toChannelEvent(JSON.stringify(message))).toEqual(expected)
  })

  it.each([
    ['not json', 'nope'],
    ['no result', '{"type":"pong"}'],
    ['unknown type', '{"result":{"type":"hello"}}'],
    [
      'mail without uid',
      JSON.stringify({ result: { type: 'new_mail', unseen: 1, mails: [{ ...mail, uid: 'x' }] } }),
    ],
    ['unseen missing', JSON.stringify({ result: { type: 'new_mail', mails: [mail] } })],
  ])('%s → ignored', (_, data) => {
    expect(toChannelEvent(data)).toBeNull()
  })

  it('binary frames are ignored', () => {
    expect(toChannelEvent(new ArrayBuffer(2))).toBeNull()
  })

  it.each([
    [500, true],
    [503, true],
    [499, false],
    [undefined, false],
  ])('status %s is a server error: %s', (status, expected) => {
    expect(isServerError(status)).toBe(expected)
  })
})
