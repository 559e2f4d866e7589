/**
 * CSS from mail: what is kept, rewritten or dropped, in style attributes and <style> blocks.
 * Pure string functions, so this runs in the node project.
 */
import { describe, expect, it } from 'vitest'
import {
  decodeCssEscapes,
  isSafePresentationValue,
  sanitizeStyleAttribute,
  sanitizeStyleSheet,
  type CssPolicy,
} from '../../../../src/features/common/mailHtml/sanitizeCss.ts'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

function policy(allowRemote = false) {
  const counter = { blocked: 0 }
  const css: CssPolicy = {
    allowRemote,
    resolveCid: (id) => (id === 'logo@mail' ? PNG : null),
    isInlineData: (url) => url === PNG,
    onBlockedRemote: () => {
      counter.blocked++
    },
  }
  return { css, counter }
}

describe('style attribute', () => {
  it.each([
    ['keeps ordinary declarations', 'color: red; font-size: 14px', 'color: red; font-size: 14px'],
    ['position fixed → static', 'position:fixed; top:0', 'position: static; top: 0'],
    ['position sticky → static', 'position: -webkit-sticky', 'position: static'],
    ['keeps position absolute (clipped by the frame)', 'position:absolute', 'position: absolute'],
    ['drops expression()', 'width: expression(alert(1)); color: red', 'color: red'],
    ['drops escaped expression()', 'width: expr\\65ssion(alert(1))', ''],
    ['drops behavior', 'behavior: url(#default#time2); color: red', 'color: red'],
    ['drops -moz-binding', '-moz-binding: url(http://x/y.xml#z)', ''],
    ['drops javascript: urls', 'background: url(javascript:alert(1))', ''],
    ['drops image-set() with bare strings', 'background: image-set("http://x/a.png" 1x)', ''],
    // `\\` decodes to a backslash, which browsers read as `/`: dropped, whatever it meant.
    ['drops escaped backslashes', 'background: url(\\\\\\\\evil.example/p.gif)', ''],
    ['drops relative urls (the app origin)', 'background: url(/api/mail/x)', ''],
    ['drops data: svg', 'background: url(data:image/svg+xml;base64,PHN2Zz4=)', ''],
    // A data: image from the mail itself never shows; only the reader's cid: replacements do.
    ['drops raster data: of the mail', 'background: url(data:image/gif;base64,R0lG)', ''],
    ['keeps a cid: replacement', `background: url(${PNG})`, `background: url("${PNG}")`],
    ['maps cid:', 'background: url(cid:logo@mail)', `background: url("${PNG}")`],
    ['drops unknown cid:', 'background: url(cid:other@mail)', ''],
    [
      'decodes harmless escapes (微软雅黑)',
      'font-family: \\5FAE\\8F6F\\96C5\\9ED1',
      'font-family: 微软雅黑',
    ],
    ['drops escapes that decode to syntax', 'font-family: a\\3b color\\3a red', ''],
    ['strips comments', 'col/**/or: red; /* x */ margin: 0', 'color: red; margin: 0'],
    ['an unterminated comment eats the rest', 'color: red; /* margin: 0', 'color: red'],
    ['drops invalid property names', '{color: red}; 0x: 1', ''],
    ['keeps fragment urls', 'filter: url(#shadow)', 'filter: url("#shadow")'],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeStyleAttribute(input, policy().css)).toBe(expected)
  })

  it.each([
    ['http', 'background: url(http://tracker.example/p.gif)'],
    ['https quoted', "background-image: url('https://tracker.example/p.gif')"],
    ['protocol-relative', 'background: url(//tracker.example/p.gif)'],
    ['escaped url function', 'background: u\\72l(http://tracker.example/p.gif)'],
    ['whitespace inside the url', 'background: url("ht\ttp://tracker.example/p.gif")'],
    ['custom property', '--bg: url(http://tracker.example/p.gif)'],
  ])('blocks and counts a remote url (%s)', (_name, input) => {
    const { css, counter } = policy()
    expect(sanitizeStyleAttribute(input, css)).toBe('')
    expect(counter.blocked).toBe(1)
  })

  it('keeps remote urls once allowed, upgraded to https, without counting', () => {
    const { css, counter } = policy(true)
    expect(sanitizeStyleAttribute('background: url(http://cdn.example/a.png) no-repeat', css)).toBe(
      'background: url("https://cdn.example/a.png") no-repeat',
    )
    expect(counter.blocked).toBe(0)
  })
})

describe('style sheet', () => {
  it.each([
    ['drops @import', '@import url(http://x/a.css); p { color: red }', 'p { color: red }'],
    ['drops @import with a string', '@import "http://x/a.css"; p{}', 'p {  }'],
    [
      'drops escaped @import',
      '@\\69mport url(http://x/a.css); p { color: red }',
      'p { color: red }',
    ],
    [
      'drops @charset and @namespace',
      '@charset "utf-8"; @namespace x url(y); b{margin:0}',
      'b { margin: 0 }',
    ],
    [
      'rewrites inside @media',
      '@media (max-width: 600px) { .a { position: fixed } }',
      '@media (max-width: 600px) { .a { position: static } }',
    ],
    [
      'drops unknown at-rules',
      '@-moz-document url-prefix() { p { color: red } } i { color: blue }',
      'i { color: blue }',
    ],
    [
      'drops remote fonts, keeps the face',
      '@font-face { font-family: X; src: url(https://f.example/x.woff) }',
      '@font-face { font-family: X }',
    ],
    [
      'keeps data: fonts',
      '@font-face { src: url(data:font/woff2;base64,AAAA) }',
      '@font-face { src: url("data:font/woff2;base64,AAAA") }',
    ],
    [
      'drops selectors hiding script text',
      "p[foo=bar{}*{-o-link:'javascript:alert(1)'}] { color: green }",
      '',
    ],
    [
      'cannot close the style element',
      'p { content: "</style><script>alert(1)</script>" }',
      'p {  }',
    ],
    [
      'keeps @keyframes',
      '@keyframes spin { from { opacity: 0 } to { opacity: 1 } }',
      '@keyframes spin { from { opacity: 0 }\nto { opacity: 1 } }',
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeStyleSheet(input, policy().css)).toBe(expected)
  })

  it('counts every remote background it removes', () => {
    const { css, counter } = policy()
    const out = sanitizeStyleSheet(
      'body { background: url(http://a.example/1.png) } td { background-image: url(https://b.example/2.png); color: red }',
      css,
    )
    expect(out).toBe('body {  }\ntd { color: red }')
    expect(counter.blocked).toBe(2)
  })
})

describe('escapes and SVG presentation values', () => {
  it.each([
    ['\\72', 'r'],
    ['\\000072 x', 'rx'],
    ['\\5B8B\\4F53', '宋体'],
    ['\\22', null],
    ['\\3a', null],
    ['\\\n', null],
  ])('decodes %j', (input, expected) => {
    expect(decodeCssEscapes(input)).toBe(expected)
  })

  it.each([
    ['url(#grad)', true],
    ["url('#grad')", true],
    ['red', true],
    ['url(http://x/y.svg#a)', false],
    ['u\\72l(http://x/y.svg#a)', false],
    ['url(data:image/svg+xml,abc)', false],
  ])('%s is safe: %s', (value, safe) => {
    expect(isSafePresentationValue(value)).toBe(safe)
  })
})
