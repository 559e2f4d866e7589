/**
 * The reader shows an MHTML image named by Content-Location: the real MimeKit message whose html
 * says <img src="image1"> gets that part's bytes as its image URL in the sandboxed frame, and the
 * part, shown in the body, is not listed again as an attachment.
 */
import '../auth/jsdomShims.ts'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { configure, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addMessage } from '../../../mocks/mail/addMessage.ts'
import { parseEml } from '../../../mocks/mail/eml.ts'
import { renderReader, signIn } from './readerHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })

const MHTML = new Uint8Array(
  readFileSync(resolve(process.cwd(), 'tests/fixtures/mhtml/mimekit__multipart-related-mhtml.eml')),
)

describe('reader with Content-Location images', { timeout: 30_000 }, () => {
  let signedIn: Awaited<ReturnType<typeof signIn>>
  beforeEach(async () => {
    signedIn = await signIn()
  })
  afterEach(() => signedIn.unsubscribe())

  it('gives the image element the part’s bytes as its URL', async () => {
    const parsed = await parseEml(MHTML)
    const stored = await addMessage({ ...parsed, subject: 'MHTML image1' })
    const png = stored.attachments[0]!.content!
    renderReader(signedIn.session, { uid: stored.uid })
    const frame = await screen.findByTitle(/^邮件正文/)
    await waitFor(() => {
      const doc = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html')
      const image = doc.querySelector('img[width="267"]')
      expect(image?.getAttribute('src')).toBe(`data:image/png;base64,${png}`)
    })
    expect(screen.queryByRole('region', { name: '附件' })).toBeNull()
  })
})
