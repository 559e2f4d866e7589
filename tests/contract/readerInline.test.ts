/**
 * Inline (cid:) parts on the fake backend: the seeded mail reports content_id / is_inline, its
 * parts download (also without is_maildownload: they are body), its source carries the
 * Content-IDs inside multipart/related, and an imported .eml keeps them (postal-mime).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../mocks/db/index.ts'
import { parseEml } from '../../mocks/mail/eml.ts'
import { rfc822 } from '../../mocks/mail/source.ts'
import { INLINE_PARTS } from '../../mocks/seed/text/reader-fixtures.ts'
import { apiFetch, DEMO_USER, mockControl, tokenFor } from '../support/server.ts'
import { FIXTURE_TEXT, seeded, WARM_UP_MS } from './mailFixtures.ts'

beforeAll(() => mockControl.reset(), WARM_UP_MS)

interface Part {
  name: string
  sid: string
  content_id?: string
  is_inline?: boolean
}

async function partsOf(token: string, uid: number): Promise<Part[]> {
  const response = await apiFetch(`/api/mail/messages/${uid}/`, {
    token,
    query: { folder: 'INBOX' },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { attachments: Part[] }).attachments
}

describe('inline parts', () => {
  test.each(['zh-hans', 'zh-tw', 'en'] as const)(
    'the %s fixture lists its inline parts with their content ids',
    async (lang) => {
      const token = await tokenFor()
      const mail = seeded(FIXTURE_TEXT[lang].inlineSubject)
      expect(mail.html_text).toContain(`cid:${INLINE_PARTS.logo.contentId}`)
      const parts = await partsOf(token, mail.uid)
      const logo = parts.find((p) => p.name === INLINE_PARTS.logo.name)
      expect(logo).toMatchObject({ content_id: INLINE_PARTS.logo.contentId, is_inline: true })
      const file = parts.find((p) => p.name === FIXTURE_TEXT[lang].files.txt)
      expect(file).toBeDefined()
      expect(file).not.toHaveProperty('content_id')
      expect(file).not.toHaveProperty('is_inline')
    },
  )

  test('an inline part downloads without is_maildownload; a file does not', async () => {
    const token = await tokenFor()
    const mail = seeded(FIXTURE_TEXT.en.inlineSubject)
    const parts = await partsOf(token, mail.uid)
    const sidOf = (name: string) => parts.find((p) => p.name === name)!.sid
    await db.accounts.update((q) => q.where({ username: DEMO_USER.username }), {
      data(draft) {
        draft.login_after.is_maildownload = false
      },
    })
    const download = (sid: string) =>
      apiFetch('/api/attachment/download/', {
        token,
        query: { folder: 'INBOX', uid: mail.uid, sid },
      })
    const logo = await download(sidOf(INLINE_PARTS.logo.name))
    expect(logo.status).toBe(200)
    const bytes = new Uint8Array(await logo.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    expect((await download(sidOf(FIXTURE_TEXT.en.files.txt))).status).toBe(403)
  })

  test('the source keeps the Content-IDs and an import of it gets them back', async () => {
    const mail = seeded(FIXTURE_TEXT['zh-hans'].inlineSubject)
    const source = rfc822(mail)
    expect(source).toContain('multipart/related')
    expect(source).toContain(`Content-ID: <${INLINE_PARTS.chart.contentId}>`)
    const parsed = await parseEml(new TextEncoder().encode(source))
    expect(parsed.html_text).toContain(`cid:${INLINE_PARTS.logo.contentId}`)
    const byName = new Map(parsed.attachments?.map((a) => [a.name, a]))
    expect(byName.get(INLINE_PARTS.logo.name)).toMatchObject({
      content_id: INLINE_PARTS.logo.contentId,
      is_inline: true,
    })
    expect(byName.get(FIXTURE_TEXT['zh-hans'].files.txt)?.content_id).toBeUndefined()
  })

  test('an .eml part with a Content-ID but attachment disposition is not inline', async () => {
    const eml = [
      'From: a@example.com',
      'To: b@example.com',
      'Subject: cid',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<img src="cid:x@y">',
      '--b',
      'Content-Type: image/gif; name="x.gif"',
      'Content-ID: <x@y>',
      'Content-Disposition: attachment; filename="x.gif"',
      'Content-Transfer-Encoding: base64',
      '',
      'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
      '--b--',
      '',
    ].join('\r\n')
    const parsed = await parseEml(new TextEncoder().encode(eml))
    expect(parsed.attachments?.[0]).toMatchObject({ content_id: 'x@y', is_inline: false })
  })
})
