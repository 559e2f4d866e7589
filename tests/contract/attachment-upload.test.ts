/**
 * uploadAttachment (POST /api/attachment/upload/) in the fake backend, answers checked against
 * openapi.yaml by tests/support/server.ts: one small file in one request lands in the transit
 * area and goes out with a send like any uploaded file; an empty request, an empty file and a
 * file over 30M (C-LIMIT-7: it goes as an online attachment instead) are refused.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { ONLINE_ATTACHMENT_SUGGEST_BYTES } from '../../src/domain/constants.ts'
import { DEMO_USER, absoluteUrl, mockControl, tokenFor } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'
import { colleague, form, sendOk } from './sendSupport.ts'

beforeEach(() => mockControl.reset(), WARM_UP_MS)

const upload = (token: string, body: FormData, lang = ZH) =>
  fetch(absoluteUrl('/api/attachment/upload/'), {
    method: 'POST',
    body,
    headers: { Authorization: `JWT ${token}`, ...lang.headers },
  })

const fileForm = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
  const body = new FormData()
  body.set('file', new File([bytes], name, { type: 'text/plain' }))
  return body
}

describe('uploadAttachment', () => {
  test('a small file lands in the transit area and goes out with a send', async () => {
    const token = await tokenFor()
    const bytes = new TextEncoder().encode('季度预算 quarterly figures\n')
    const answer = await upload(token, fileForm(bytes, '预算说明.txt'))
    expect(answer.status).toBe(200)
    const attachment = (await answer.json()) as { id: number; name: string; size: number }
    expect(attachment).toMatchObject({ name: '预算说明.txt', size: bytes.length })
    const entry = db.diskEntries.findFirst((q) => q.where({ id: attachment.id }))
    expect(entry).toMatchObject({ disk: 'afile', owner: DEMO_USER.username })

    mockControl.setReviewRules([])
    const peer = colleague()
    await sendOk(
      token,
      form({
        to: [[peer.email, peer.realname]],
        subject: 'One-request upload',
        attachments: [[attachment.id, 1]],
      }),
    )
    const received = db.messages
      .findMany((q) => q.where({ owner: peer.username, folder: 'INBOX' }))
      .find((m) => m.subject === 'One-request upload')
    expect(received?.attachments.map((a) => [a.name, a.size])).toEqual([
      ['预算说明.txt', bytes.length],
    ])
  })

  test('refuses no file, an empty file and a file over 30M, in the user’s language', async () => {
    const token = await tokenFor()
    expect(await errorOf(await upload(token, new FormData()))).toEqual({
      non_field_errors: ['请选择要上传的文件'],
    })
    expect(await errorOf(await upload(token, fileForm(new Uint8Array(0), 'a.txt')))).toEqual({
      non_field_errors: ['不能上传空文件'],
    })
    const big = new Uint8Array(ONLINE_ATTACHMENT_SUGGEST_BYTES + 1)
    expect(await errorOf(await upload(token, fileForm(big, 'big.bin'), EN))).toEqual({
      non_field_errors: ['The attachment is over 30M; send it as an online attachment.'],
    })
  })
})
