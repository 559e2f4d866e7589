/**
 * Forwarded messages shown inline: postal-mime writes their header block's date with the
 * runtime's default locale (US style under an English browser). The imported body carries them
 * as the reader writes mail times, YYYY-MM-DD HH:mm:ss, nested forwards included; the html keeps
 * the raw header in data-date for the reader's own formatter.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parseEml } from '../../mocks/mail/eml.ts'
import { mailTime } from '../../mocks/mail/subMessageDates.ts'
import { EML_CORPUS } from '../support/fixtures.ts'

const read = (name: string) => new Uint8Array(readFileSync(`${EML_CORPUS}/${name}`))
const US_DATE = /\d{1,2}\/\d{1,2}\/\d{4}/

describe('dates in forwarded header blocks', () => {
  test('every block of the MIME torture test (nested forwards too) uses the app format', async () => {
    const parsed = await parseEml(read('postal-mime__mimetorture.eml'))
    const html = parsed.html_text ?? ''
    const blocks = [...html.matchAll(/data-date="([^"]+)">([^<]*)</g)]
    expect(blocks.length).toBeGreaterThan(5)
    for (const [, raw, shown] of blocks) expect(shown).toBe(mailTime(new Date(raw!)))
    const textDates = [...(parsed.plain_text ?? '').matchAll(/^Date: {2,}(.+)$/gm)].map((m) => m[1])
    expect(textDates.length).toBe(blocks.length)
    for (const shown of textDates) expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(html).not.toMatch(US_DATE)
    expect(parsed.plain_text).not.toMatch(US_DATE)
  })

  test('an attached message/rfc822 shown inline gets the same', async () => {
    const parsed = await parseEml(read('mail-rb__attachment_message_rfc822.eml'))
    expect(parsed.plain_text).toMatch(/^Date: +\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/m)
  })
})
