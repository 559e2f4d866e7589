/**
 * Forwarded and attached messages are never pasted into the outer body with a header block whose
 * date postal-mime writes in the runtime's locale (US style under an English browser): they stay
 * attachments (decision 118) and open in the reader, which writes their date as it writes every
 * mail time (tests/unit/reader/attachedMail.test.tsx).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parseEml } from '../../mocks/mail/eml.ts'
import { EML_CORPUS } from '../support/fixtures.ts'

const read = (name: string) => new Uint8Array(readFileSync(`${EML_CORPUS}/${name}`))
const US_DATE = /\d{1,2}\/\d{1,2}\/\d{4}/

describe('dates of forwarded messages', () => {
  test.each(['postal-mime__mimetorture.eml', 'mail-rb__attachment_message_rfc822.eml'])(
    '%s: no forwarded header block with a US date in the body; the messages are attachments',
    async (file) => {
      const parsed = await parseEml(read(file))
      expect(parsed.html_text ?? '').not.toMatch(US_DATE)
      expect(parsed.plain_text ?? '').not.toMatch(US_DATE)
      expect(parsed.html_text ?? '').not.toContain('data-date=')
      const attached = (parsed.attachments ?? []).filter((a) => a.content_type === 'message/rfc822')
      expect(attached.length).toBeGreaterThan(0)
    },
  )
})
