/** Plain-text mail: linkify (http, https, mailto only) and escaping. */
import { describe, expect, it } from 'vitest'
import {
  escapeHtml,
  linkifyPlainText,
  plainTextToHtml,
  type TextSegment,
} from '../../../../src/features/reader/body/plainText.ts'

const text = (value: string): TextSegment => ({ kind: 'text', text: value })
const link = (value: string, href = value): TextSegment => ({ kind: 'link', text: value, href })

describe('linkifyPlainText', () => {
  it.each<[string, string, TextSegment[]]>([
    ['plain text', '你好，世界', [text('你好，世界')]],
    ['an https link', 'see https://a.cn/x?y=1', [text('see '), link('https://a.cn/x?y=1')]],
    [
      'stops where Chinese starts',
      '详见http://a.cn/x了解',
      [text('详见'), link('http://a.cn/x'), text('了解')],
    ],
    [
      'trailing full stop is not the link',
      'Go to https://a.cn.',
      [text('Go to '), link('https://a.cn'), text('.')],
    ],
    [
      'unbalanced bracket is not the link',
      '(https://a.cn/x)',
      [text('('), link('https://a.cn/x'), text(')')],
    ],
    ['balanced brackets stay', 'https://w.org/A_(b)', [link('https://w.org/A_(b)')]],
    ['www. gets https', 'www.a.cn', [link('www.a.cn', 'https://www.a.cn')]],
    [
      'bare email gets mailto',
      '写信给 a.b@c.cn。',
      [text('写信给 '), link('a.b@c.cn', 'mailto:a.b@c.cn'), text('。')],
    ],
    ['mailto: stays', 'mailto:a@b.cn', [link('mailto:a@b.cn')]],
    ['javascript: is text', 'javascript:alert(1)', [text('javascript:alert(1)')]],
    ['data: is text', 'data:text/html,<b>x</b>', [text('data:text/html,<b>x</b>')]],
    ['scheme glued to a word is text', 'xhttp://a.cn', [text('xhttp://a.cn')]],
    ['http:// alone is text', 'http:// nothing', [text('http:// nothing')]],
    ['markup stays text', '<img src=x onerror=alert(1)>', [text('<img src=x onerror=alert(1)>')]],
  ])('%s', (_name, input, expected) => {
    expect(linkifyPlainText(input)).toEqual(expected)
  })
})

describe('plainTextToHtml', () => {
  it.each([
    [
      'escapes markup',
      '<script>alert("1")</script> & \'x\'',
      '&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; &amp; &#39;x&#39;',
    ],
    ['keeps line breaks', 'a\r\nb\nc', 'a<br>b<br>c'],
    [
      'links open in a new tab',
      'https://a.cn/?q=<x>',
      '<a href="https://a.cn/?q=" target="_blank" rel="noopener noreferrer">https://a.cn/?q=</a>&lt;x&gt;',
    ],
    [
      'an attribute cannot be broken out of',
      'https://a.cn/"onmouseover="alert(1)',
      '<a href="https://a.cn/" target="_blank" rel="noopener noreferrer">https://a.cn/</a>&quot;onmouseover=&quot;alert(1)',
    ],
    [
      'a link with & is escaped',
      'https://a.cn/?a=1&b=2',
      '<a href="https://a.cn/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">https://a.cn/?a=1&amp;b=2</a>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(plainTextToHtml(input)).toBe(expected)
  })

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
  })
})
