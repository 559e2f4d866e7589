// @vitest-environment jsdom
/**
 * The mail profile of the sanitiser: remote-image gate and count, inline (cid:) images, links,
 * SVG animation, forms and media, whole documents with head styles and body colours.
 */
import { describe, expect, it } from 'vitest'
import {
  BLOCKED_IMAGE_CLASS,
  BLOCKED_IMAGE_SRC,
  sanitizeMail,
} from '../../../../src/features/common/mailHtml/sanitizeMail.ts'
import { findViolations } from './safety.ts'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

function parse(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = html
  return host
}

describe('remote images', () => {
  const mail = [
    '<img src="http://t.example/open.gif" width="1" height="1" alt="">',
    '<img src="https://cdn.example/logo.png" alt="Logo">',
    '<img src="//cdn.example/banner.jpg">',
    '<table background="http://cdn.example/bg.png"><tr><td style="background:url(https://cdn.example/td.png)">x</td></tr></table>',
    '<svg><image href="https://cdn.example/i.png"/></svg>',
  ].join('')

  it('blocks and counts every remote image and background', () => {
    const { html, blockedRemote } = sanitizeMail(mail)
    expect(blockedRemote).toBe(6)
    const dom = parse(html)
    const images = Array.from(dom.querySelectorAll('img'))
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      BLOCKED_IMAGE_SRC,
      BLOCKED_IMAGE_SRC,
      BLOCKED_IMAGE_SRC,
    ])
    expect(images.every((img) => img.classList.contains(BLOCKED_IMAGE_CLASS))).toBe(true)
    // The placeholder keeps the declared size, so the layout does not jump when shown.
    expect(images[0]?.getAttribute('width')).toBe('1')
    expect(images[1]?.getAttribute('alt')).toBe('Logo')
    expect(html).not.toMatch(/cdn\.example|t\.example/)
    expect(findViolations(html)).toEqual([])
  })

  it('lets them through over https once allowed', () => {
    const { html, blockedRemote } = sanitizeMail(mail, { allowRemote: true })
    expect(blockedRemote).toBe(0)
    const dom = parse(html)
    expect(Array.from(dom.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([
      'https://t.example/open.gif',
      'https://cdn.example/logo.png',
      'https://cdn.example/banner.jpg',
    ])
    expect(dom.querySelector('table')?.getAttribute('background')).toBe(
      'https://cdn.example/bg.png',
    )
    expect(dom.querySelector('td')?.getAttribute('style')).toBe(
      'background: url("https://cdn.example/td.png")',
    )
    expect(findViolations(html, true)).toEqual([])
  })

  it('counts nothing for a mail without remote content', () => {
    expect(sanitizeMail(`<p>hi <img src="${PNG}"></p>`).blockedRemote).toBe(0)
  })
})

describe('inline and data images', () => {
  it.each([
    ['cid: with angle brackets in the map', '<img src="cid:logo@x">', { '<logo@x>': PNG }, PNG],
    ['cid: case-insensitively', '<img src="CID:Logo@X">', { 'logo@x': PNG }, PNG],
    ['unknown cid: loses its src', '<img src="cid:none@x">', { 'logo@x': PNG }, null],
    [
      'a non-raster map entry is refused',
      '<img src="cid:a@x">',
      { 'a@x': 'https://x/a.png' },
      null,
    ],
    ['raster data: of the mail goes', `<img src="${PNG}">`, {}, null],
    ['the same data: as a cid: replacement stays', `<img src="${PNG}">`, { 'a@x': PNG }, PNG],
    ['svg data: goes', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', {}, null],
    ['relative src (the app origin) goes', '<img src="/api/core/userinfo/">', {}, null],
    ['blob: goes', '<img src="blob:http://127.0.0.1/x">', {}, null],
  ])('%s', (_name, input, inlineImages, expected) => {
    const { html, blockedRemote } = sanitizeMail(input, { inlineImages })
    expect(parse(html).querySelector('img')?.getAttribute('src') ?? null).toBe(expected)
    expect(blockedRemote).toBe(0)
  })
})

describe('links', () => {
  it.each([
    ['https', '<a href="https://ok.example/a">x</a>', 'https://ok.example/a'],
    ['mailto', '<a href="mailto:a@b.cn">x</a>', 'mailto:a@b.cn'],
    ['protocol-relative gets https', '<a href="//ok.example">x</a>', 'https://ok.example'],
    ['javascript:', '<a href="javascript:alert(1)">x</a>', null],
    ['entity-encoded javascript:', '<a href="jav&#x09;ascript:alert(1)">x</a>', null],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">x</a>', null],
    ['relative (the app origin)', '<a href="/mailbox/welcome">x</a>', null],
  ])('%s', (_name, input, expected) => {
    const link = parse(sanitizeMail(input).html).querySelector('a')
    expect(link?.getAttribute('href') ?? null).toBe(expected)
    if (expected) {
      expect(link?.getAttribute('target')).toBe('_blank')
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('replaces a target or rel the mail set itself', () => {
    const link = parse(
      sanitizeMail('<a href="https://x.example" target="_top" rel="opener">x</a>').html,
    ).querySelector('a')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })
})

describe('removed outright', () => {
  it.each([
    ['script', '<p>a</p><script>alert(1)</script>', /<script|alert/],
    ['iframe', '<iframe src="https://x.example"></iframe>', /iframe/],
    ['object / embed', '<object data="x.swf"></object><embed src="x.swf">', /object|embed/],
    [
      'form and controls',
      '<form action="https://x"><input name=a><button>go</button></form>',
      /form|input|button/,
    ],
    [
      'meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://x.example">',
      /meta|refresh/,
    ],
    ['base', '<base href="https://x.example/">', /base/],
    ['link stylesheet', '<link rel="stylesheet" href="https://x.example/a.css">', /link/],
    [
      'video',
      '<video poster="https://x.example/p.png" src="https://x.example/v.mp4"></video>',
      /video|poster/,
    ],
    [
      'srcset',
      '<img src="data:image/png;base64,AA==" srcset="https://x.example/a.png 2x">',
      /srcset/,
    ],
    [
      'svg animate',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
      /animate|attributename|javascript/i,
    ],
    [
      'svg set',
      '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
      /set|attributename/i,
    ],
    ['svg use', '<svg><use href="https://x.example/s.svg#a"/></svg>', /use|x\.example/],
    [
      'svg remote paint',
      '<svg><rect fill="url(https://x.example/s.svg#p)"/></svg>',
      /fill|x\.example/,
    ],
    ['event handlers', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', /onclick|onmouseover/],
    ['MathML', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', /math|javascript/],
  ])('%s', (_name, input, absent) => {
    const { html } = sanitizeMail(input)
    expect(html).not.toMatch(absent)
    expect(findViolations(html)).toEqual([])
  })
})

describe('whole documents', () => {
  it('keeps head styles (sanitised) and carries body colours over', () => {
    const { html, blockedRemote } = sanitizeMail(
      '<html><head><title>t</title><style>@import url(https://x/a.css); .box { position: fixed; color: #333 }</style></head>' +
        '<body bgcolor="#f0f0f0" text="#111" onload="alert(1)" style="margin: 0; background: url(https://x/b.png)"><div class="box">hi</div></body></html>',
    )
    expect(blockedRemote).toBe(1)
    expect(html).toBe(
      '<style>.box { position: static; color: #333 }</style>' +
        '<div style="background-color: #f0f0f0; color: #111; margin: 0"><div class="box">hi</div></div>',
    )
  })

  it('shows a cid: body background through the wrapper, but not a data: one of the mail', () => {
    const shown = sanitizeMail('<body background="cid:bg@x"><p>hi</p></body>', {
      inlineImages: { 'bg@x': PNG },
    })
    expect(shown.html).toBe(
      `<div style="background-image: url(&quot;${PNG}&quot;)"><p>hi</p></div>`,
    )
    expect(sanitizeMail(`<body background="${PNG}"><p>hi</p></body>`).html).toBe('<p>hi</p>')
  })

  it('keeps tables and inline styles of ordinary newsletters', () => {
    const input =
      '<table width="600" cellpadding="0" align="center" style="border-collapse: collapse"><tr><td bgcolor="#ffffff" style="padding: 10px; font-size: 14px">正文</td></tr></table>'
    const cell = parse(sanitizeMail(input).html).querySelector('td')
    expect(cell?.getAttribute('bgcolor')).toBe('#ffffff')
    expect(cell?.getAttribute('style')).toBe('padding: 10px; font-size: 14px')
    expect(parse(sanitizeMail(input).html).querySelector('table')?.getAttribute('align')).toBe(
      'center',
    )
  })
})
