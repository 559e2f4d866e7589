/**
 * Inline (cid:) images: the bytes decide what is a raster image, and the reader on the fake
 * backend shows the seeded mail's PNG in the frame while its SVG and html parts (also referred
 * to by cid:) show nothing and stay listed as attachments, as does the part the body never uses.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { INLINE_PARTS, FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import {
  rasterDataUrl,
  referencedContentIds,
  sniffRaster,
} from '../../../src/features/reader/body/inlineParts.ts'
import { db } from '../../../mocks/db/index.ts'
import { mockControl } from '../../../mocks/control.ts'
import { DEMO_USER } from '../../support/server.ts'
import { renderReader, signIn, uidOf } from './readerHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  )

describe('sniffRaster', () => {
  const bmpHeader = (infoSize: number) => {
    const b = new Uint8Array(30)
    b.set([0x42, 0x4d])
    new DataView(b.buffer).setUint32(14, infoSize, true)
    return b
  }
  it.each([
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    ['gif89a', bytes('GIF89a'), 'gif'],
    ['gif87a', bytes('GIF87a'), 'gif'],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP'), 'webp'],
    ['bmp', bmpHeader(40), 'bmp'],
    ['text starting with BM', bytes('BMW annual report, page one'), null],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'), null],
    ['html', bytes('<!doctype html><script>alert(1)</script>'), null],
    ['a wav in RIFF', bytes('RIFF', 0, 0, 0, 0, 'WAVE'), null],
    ['empty', bytes(), null],
  ])('%s', (_name, input, expected) => {
    expect(sniffRaster(input)).toBe(expected)
  })

  it('builds a data: URL from the bytes, typed by them', () => {
    expect(rasterDataUrl(bytes('GIF89a'))).toBe(`data:image/gif;base64,${btoa('GIF89a')}`)
    expect(rasterDataUrl(bytes('<svg/>'))).toBeNull()
  })

  it('finds cid: references in attributes and CSS, normalised', () => {
    const ids = referencedContentIds(
      '<img src="cid:Logo@X"><td style="background:url(cid:bg%40x)"><img src=\'CID:a@b\'>',
    )
    expect([...ids].sort()).toEqual(['a@b', 'bg@x', 'logo@x'])
  })
})

describe('reader with inline parts', { timeout: 30_000 }, () => {
  let signedIn: Awaited<ReturnType<typeof signIn>>
  beforeEach(async () => {
    signedIn = await signIn()
  })
  afterEach(() => signedIn.unsubscribe())

  const frameDocument = async () => {
    const frame = await screen.findByTitle(/^邮件正文/)
    const parsed = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html')
    return parsed
  }

  it('shows the cid: PNG in the body; the SVG and html parts show nothing', async () => {
    const text = FIXTURE_TEXT['zh-hans']
    const uid = await uidOf(signedIn.token, text.inlineSubject)
    renderReader(signedIn.session, { uid })
    await waitFor(async () => {
      const logo = (await frameDocument()).querySelector('img[alt="Huayu"]')
      expect(logo?.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
    })
    const body = await frameDocument()
    expect(body.querySelector('img[alt="chart"]')?.hasAttribute('src')).toBe(false)
    expect(body.querySelector('img[alt="page"]')?.hasAttribute('src')).toBe(false)
    // The mail's part of the document: the only script is the app's size reporter in <head>.
    expect(body.body.outerHTML).not.toMatch(/svg\+xml|text\/html|script/)
    expect(body.querySelectorAll('script')).toHaveLength(1)

    const list = screen.getByRole('region', { name: '附件' })
    // Shown in the body: not listed again. Refused or never referred to: listed.
    expect(within(list).queryByText(INLINE_PARTS.logo.name)).toBeNull()
    for (const name of [INLINE_PARTS.chart.name, INLINE_PARTS.page.name, INLINE_PARTS.stray.name])
      expect(within(list).getByText(name)).toBeInTheDocument()
    expect(within(list).getByText(text.files.txt)).toBeInTheDocument()
  })

  it('gives the body frame one document, with its inline images (decision 382)', async () => {
    const uid = await uidOf(signedIn.token, FIXTURE_TEXT['zh-hans'].inlineSubject)
    // Every document the body frame is given, from its first render on.
    const documents: string[] = []
    const observer = new MutationObserver(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="邮件正文"]')
      const srcdoc = frame?.getAttribute('srcdoc')
      if (srcdoc && srcdoc !== documents.at(-1)) documents.push(srcdoc)
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    try {
      renderReader(signedIn.session, { uid })
      await waitFor(async () => {
        const logo = (await frameDocument()).querySelector('img[alt="Huayu"]')
        expect(logo?.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
      })
    } finally {
      observer.disconnect()
    }
    expect(documents).toHaveLength(1)
    expect(documents[0]).toContain('src="data:image/png;base64,')
  })

  it('says the body is loading while slow inline parts come, then shows it with them', async () => {
    const uid = await uidOf(signedIn.token, FIXTURE_TEXT['zh-hans'].inlineSubject)
    mockControl.setLatency('downloadAttachment', 800)
    try {
      renderReader(signedIn.session, { uid })
      // The mail is there (its heading): what still loads is the body, waiting for its parts.
      const subject = FIXTURE_TEXT['zh-hans'].inlineSubject
      expect(await screen.findByRole('heading', { name: subject })).toBeVisible()
      expect(await screen.findByText('加载中')).toBeVisible()
      expect(document.querySelector('iframe[title^="邮件正文"]')).toBeNull()
      await waitFor(async () => {
        const logo = (await frameDocument()).querySelector('img[alt="Huayu"]')
        expect(logo?.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
      })
      expect(screen.queryByText('加载中')).toBeNull()
    } finally {
      mockControl.setLatency('downloadAttachment', null)
    }
  })

  it('shows inline images also without the download right', async () => {
    const uid = await uidOf(signedIn.token, FIXTURE_TEXT.en.inlineSubject)
    await db.accounts.update((q) => q.where({ username: DEMO_USER.username }), {
      data(draft) {
        draft.login_after.is_maildownload = false
      },
    })
    renderReader(signedIn.session, { uid, account: { isMaildownload: false } })
    await waitFor(async () => {
      const logo = (await frameDocument()).querySelector('img[alt="Huayu"]')
      expect(logo?.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    })
    expect(signedIn.notices).toEqual([])
  })
})
