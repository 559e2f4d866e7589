/**
 * MHTML on the fake backend: a real multipart/related message whose html shows its image by
 * Content-Location (no Content-ID) keeps that location through the import, the message call
 * reports it (validated against openapi.yaml) and the part downloads as body, like a cid: part.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { addMessage } from '../../mocks/mail/addMessage.ts'
import { parseEml } from '../../mocks/mail/eml.ts'
import { apiFetch, DEMO_USER, mockControl, tokenFor } from '../support/server.ts'
import { WARM_UP_MS } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

const MHTML = new Uint8Array(
  readFileSync(resolve(process.cwd(), 'tests/fixtures/mhtml/mimekit__multipart-related-mhtml.eml')),
)

const eml = (...lines: string[]) => new TextEncoder().encode(lines.join('\r\n'))

describe('Content-Location parts', () => {
  test('the parser keeps the part location of a real MHTML message', async () => {
    const parsed = await parseEml(MHTML)
    expect(parsed.html_text).toContain('src="image1"')
    expect(parsed.attachments).toHaveLength(1)
    expect(parsed.attachments?.[0]).toMatchObject({
      content_location: 'image1',
      is_inline: true,
      content_type: 'image/png',
    })
    expect(parsed.attachments?.[0]).not.toHaveProperty('content_id')
  })

  test('the message call reports it and the part downloads without is_maildownload', async () => {
    const token = await tokenFor()
    const stored = await addMessage({ ...(await parseEml(MHTML)), subject: 'mhtml' })
    await db.accounts.update((q) => q.where({ username: DEMO_USER.username }), {
      data(draft) {
        draft.login_after.is_maildownload = false
      },
    })
    const response = await apiFetch(`/api/mail/messages/${stored.uid}/`, {
      token,
      query: { folder: 'INBOX' },
    })
    expect(response.status).toBe(200)
    const mail = (await response.json()) as {
      attachments: { sid: string; content_location?: string; is_inline?: boolean }[]
    }
    const part = mail.attachments[0]
    expect(part).toMatchObject({ content_location: 'image1', is_inline: true })
    const download = await apiFetch('/api/attachment/download/', {
      token,
      query: { folder: 'INBOX', uid: stored.uid, sid: part!.sid },
    })
    expect(download.status).toBe(200)
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })

  test('the base comes from the html part, else from the message (RFC 2557)', async () => {
    const related = (htmlHeaders: string[], top: string[] = []) =>
      eml(
        'From: a@example.com',
        'Subject: base',
        'MIME-Version: 1.0',
        ...top,
        'Content-Type: multipart/related; boundary="b"; type="text/html"',
        '',
        '--b',
        'Content-Type: text/html; charset=utf-8',
        ...htmlHeaders,
        '',
        '<img src="img/a.gif">',
        '--b',
        'Content-Type: image/gif',
        'Content-Location: http://example.com/news/',
        '  img/a.gif',
        'Content-Transfer-Encoding: base64',
        '',
        'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
        '--b--',
        '',
      )
    const own = await parseEml(related(['Content-Location: http://example.com/news/page.htm']))
    expect(own.content_base).toBe('http://example.com/news/page.htm')
    // A folded location is one URL: the whitespace of the fold is not part of it.
    expect(own.attachments?.[0]?.content_location).toBe('http://example.com/news/img/a.gif')
    const fromMessage = await parseEml(related([], ['Content-Base: "http://example.com/news/"']))
    expect(fromMessage.content_base).toBe('http://example.com/news/')
    expect((await parseEml(related([]))).content_base).toBeUndefined()
  })
})
