// @vitest-environment jsdom
/**
 * Images referred to by Content-Location (MHTML): a reference that resolves to a part's location
 * shows that part's checked bytes; nothing else becomes fetchable (a remote URL that matches no
 * part stays blocked and counted, a relative one stays dropped).
 */
import { describe, expect, it } from 'vitest'
import {
  locationBase,
  locationKey,
  referencedLocations,
} from '../../../../src/features/common/mailHtml/contentLocation.ts'
import {
  BLOCKED_IMAGE_CLASS,
  BLOCKED_IMAGE_SRC,
  sanitizeMail,
} from '../../../../src/features/common/mailHtml/sanitizeMail.ts'
import { referencedParts } from '../../../../src/features/reader/body/inlineParts.ts'

const PNG = 'data:image/png;base64,iVBORw0KGgo='
const GIF = 'data:image/gif;base64,R0lGODlh'

function images(html: string) {
  const host = document.createElement('div')
  host.innerHTML = html
  return Array.from(host.querySelectorAll('img'))
}

/** The sanitiser's options for parts at these locations, keyed the way the reader keys them. */
function located(parts: Record<string, string>, contentBase?: string) {
  const base = locationBase(contentBase)
  const entries = Object.entries(parts).map(([location, url]) => [locationKey(location, base), url])
  return {
    locatedImages: Object.fromEntries(entries) as Record<string, string>,
    ...(contentBase === undefined ? {} : { contentBase }),
  }
}

describe('locationKey', () => {
  const root = locationBase(undefined)
  it.each([
    ['a bare name and ./name are the same part', 'image1', './image1'],
    [
      'host case and default port do not matter',
      'http://EXAMPLE.com:80/a.png',
      'http://example.com/a.png',
    ],
    ['a fragment does not matter', 'http://example.com/a.png#x', 'http://example.com/a.png'],
    ['folded whitespace is dropped', 'http://example.com/\r\n a.png', 'http://example.com/a.png'],
  ])('%s', (_name, left, right) => {
    expect(locationKey(left, root)).toBe(locationKey(right, root))
  })

  it('never turns cid:, data:, javascript: or a fragment into a location', () => {
    for (const ref of ['cid:a@b', PNG, 'javascript:alert(1)', '#top', ''])
      expect(locationKey(ref, root)).toBeNull()
  })

  it('resolves relative references against the Content-Base', () => {
    const base = locationBase('http://example.com/news/page.htm')
    expect(locationKey('img/a.png', base)).toBe('http://example.com/news/img/a.png')
    expect(locationKey('../b.png', base)).toBe('http://example.com/b.png')
  })

  it('finds references in src, background and CSS url()', () => {
    const keys = referencedLocations(
      '<img src="image1"><table background=\'bg.gif\'><td style="background:url( x.png )">' +
        '<img src="cid:a@b"><img src="http://example.com/a.png?x=1&amp;y=2">',
      root,
    )
    expect([...keys].sort()).toEqual([
      'http://example.com/a.png?x=1&y=2',
      'x-mail-part:/bg.gif',
      'x-mail-part:/image1',
      'x-mail-part:/x.png',
    ])
  })
})

describe('sanitizeMail with Content-Location parts', () => {
  it('shows a part named by a bare Content-Location (src="image1")', () => {
    const { html, blockedRemote } = sanitizeMail(
      '<img src="image1" alt="a">',
      located({ image1: PNG }),
    )
    expect(images(html).map((img) => img.getAttribute('src'))).toEqual([PNG])
    expect(blockedRemote).toBe(0)
  })

  it('shows a part named by an absolute URL without counting it as remote', () => {
    const { html, blockedRemote } = sanitizeMail(
      '<img src="http://example.com/a.png"><img src="http://example.com/other.png">',
      located({ 'http://example.com/a.png': PNG }),
    )
    const [matched, other] = images(html)
    expect(matched?.getAttribute('src')).toBe(PNG)
    // No part has this location: it is remote content, blocked and counted as before.
    expect(other?.getAttribute('src')).toBe(BLOCKED_IMAGE_SRC)
    expect(other?.classList.contains(BLOCKED_IMAGE_CLASS)).toBe(true)
    expect(blockedRemote).toBe(1)
  })

  it('resolves relative references and relative part locations against the Content-Base', () => {
    const options = located(
      { 'http://example.com/news/img/a.png': PNG, 'img/b.gif': GIF },
      'http://example.com/news/page.htm',
    )
    const { html } = sanitizeMail(
      '<img src="img/a.png"><img src="http://example.com/news/img/b.gif"><img src="c.png">',
      options,
    )
    expect(images(html).map((img) => img.getAttribute('src'))).toEqual([PNG, GIF, null])
  })

  it('resolves backgrounds and CSS url() by location too', () => {
    const { html } = sanitizeMail(
      '<table background="bg"><tr><td style="background-image:url(bg)">x</td></tr></table>',
      located({ bg: GIF }),
    )
    expect(html).toContain(`background="${GIF}"`)
    expect(html).toContain(`url(&quot;${GIF}&quot;)`)
  })

  it('lets nothing else through: no location match, no image', () => {
    const { html, blockedRemote } = sanitizeMail(
      '<img src="image2"><img src="/api/attachment/download/?sid=2"><img src="javascript:x">',
      located({ image1: PNG }),
    )
    expect(images(html).every((img) => !img.hasAttribute('src'))).toBe(true)
    expect(blockedRemote).toBe(0)
  })

  it('shows a location part only as a raster data: URL', () => {
    const { html } = sanitizeMail(
      '<img src="image1">',
      located({ image1: 'data:image/svg+xml;base64,PHN2Zz4=' }),
    )
    expect(images(html)[0]?.hasAttribute('src')).toBe(false)
  })
})

describe('referencedParts', () => {
  const part = (sid: string, location: string, size = 100) => ({
    sid,
    name: `${sid}.png`,
    size,
    content_location: location,
  })
  it('picks the parts the body names by location, and only those', () => {
    const parts = [part('2', 'image1'), part('3', 'http://example.com/a.png'), part('4', 'unused')]
    const picked = referencedParts('<img src="image1"><img src="http://example.com/a.png">', parts)
    expect(picked.map((p) => p.sid)).toEqual(['2', '3'])
  })

  it('resolves both sides against the content base', () => {
    const parts = [part('2', 'http://example.com/d/a.png')]
    expect(referencedParts('<img src="a.png">', parts, 'http://example.com/d/x.htm')).toHaveLength(
      1,
    )
    expect(referencedParts('<img src="a.png">', parts)).toHaveLength(0)
  })
})
