/**
 * The body rules behind signatures, templates and stationery (src/domain/compose/signature.ts,
 * stationery.ts, bodyHtml.ts): where a signature goes and how a later choice replaces it, what
 * counts as written, and the stationery container on the way out and back.
 */
import { describe, expect, it } from 'vitest'
import {
  bodyFromTemplate,
  buildSendPayload,
  defaultComposeForm,
  defaultSignatureFor,
  formFromPrefill,
  hasOwnContent,
  htmlText,
  placeSignature,
  signatureIdIn,
  splitTopLevel,
  unwrapStationery,
  wrapStationery,
  type ComposeMode,
  type ComposePrefill,
  type ComposeSignature,
  type SignatureSet,
} from '../../../src/domain/compose/index.ts'

const ZH: ComposeSignature = { id: 1, caption: '中文签名', content: '<p>王小明<br>研发中心</p>' }
const EN: ComposeSignature = { id: 2, caption: 'English', content: '<p>Best regards,</p>' }
const block = (s: ComposeSignature) => `<div data-compose-signature="${s.id}">${s.content}</div>`
const EMPTY = '<p><br></p>'
const QUOTE =
  '<div>------------------ 原始邮件 ------------------</div><div><b>发件人:</b> 陈静</div>' +
  '<blockquote style="margin:0"><p>原文</p><div data-compose-signature="9"><p>陈静</p></div></blockquote>'

describe('splitTopLevel', () => {
  it.each([
    ['', []],
    ['<p>a</p><p>b</p>', ['<p>a</p>', '<p>b</p>']],
    ['text<br>more', ['text', '<br>', 'more']],
    [
      '<div title="a > b"><div>x</div></div><hr/>',
      ['<div title="a > b"><div>x</div></div>', '<hr/>'],
    ],
    ['<p>open <b>never closed</p><div>', ['<p>open <b>never closed</p><div>']],
  ])('%j', (html, pieces) => {
    const split = splitTopLevel(html)
    expect(split.map((p) => p.html)).toEqual(pieces)
    expect(split.map((p) => p.html).join('')).toBe(html)
  })
})

describe('placeSignature', () => {
  it.each<[string, string, ComposeSignature | null, string]>([
    ['an empty body: under an empty first line', '', ZH, EMPTY + block(ZH)],
    ['an editor-empty body', '<p><br></p>', ZH, EMPTY + block(ZH)],
    ['after what is written', '<p>你好</p>', ZH, `<p>你好</p>${block(ZH)}`],
    [
      'replaced where it stands',
      `<p>你好</p>${block(ZH)}<p>P.S.</p>`,
      EN,
      `<p>你好</p>${block(EN)}<p>P.S.</p>`,
    ],
    ['none removes it', `<p>你好</p>${block(ZH)}`, null, '<p>你好</p>'],
    ['none without one changes nothing', '<p>你好</p>', null, '<p>你好</p>'],
    [
      "a reply: before the '----- original -----' line, with an empty line between",
      EMPTY + QUOTE,
      EN,
      EMPTY + block(EN) + EMPTY + QUOTE,
    ],
    [
      'a quote first: a line above the signature to write in',
      '<blockquote>old</blockquote>',
      EN,
      EMPTY + block(EN) + EMPTY + '<blockquote>old</blockquote>',
    ],
    [
      "the original's own signature (nested) is not ours",
      EMPTY + block(ZH) + EMPTY + QUOTE,
      EN,
      EMPTY + block(EN) + EMPTY + QUOTE,
    ],
  ])('%s', (_, html, signature, expected) => {
    expect(placeSignature(html, signature)).toBe(expected)
  })

  it('finds the id of the signature in the body, not one quoted', () => {
    expect(signatureIdIn(EMPTY + block(EN) + QUOTE)).toBe(2)
    expect(signatureIdIn(EMPTY + QUOTE)).toBeNull()
    // As the editor and the sanitiser write it (attribute order, quotes).
    expect(signatureIdIn('<div class="x" data-compose-signature=\'7\'><p>a</p></div>')).toBe(7)
  })
})

describe('defaultSignatureFor', () => {
  const set: SignatureSet = { list: [ZH, EN], defaultNew: 1, defaultReply: 2 }
  it.each<[ComposeMode, number | null]>([
    ['new', 1],
    ['reply', 2],
    ['replyAll', 2],
    ['forward', 2],
    ['forwardAttach', 2],
    ['again', null],
    ['draft', null],
  ])('%s → %s', (mode, id) => {
    expect(defaultSignatureFor(mode, set)?.id ?? null).toBe(id)
  })
  it('a default the list does not hold is none', () => {
    expect(defaultSignatureFor('new', { ...set, defaultNew: 99 })).toBeNull()
    expect(defaultSignatureFor('reply', { ...set, defaultReply: null })).toBeNull()
  })
})

describe('templates and what counts as written', () => {
  it.each([
    ['', false],
    [EMPTY + block(ZH), false],
    [`<p>&nbsp;</p>${block(ZH)}`, false],
    [`<p>你好</p>${block(ZH)}`, true],
    ['<p><img src="data:image/png;base64,AAAA"></p>', true],
    [EMPTY + QUOTE, true],
  ])('%j has own content: %s', (html, written) => {
    expect(hasOwnContent(html)).toBe(written)
  })

  it('a template replaces the body and keeps the signature under it', () => {
    expect(bodyFromTemplate(`<p>旧内容</p>${block(ZH)}`, '<p>会议通知</p>')).toBe(
      `<p>会议通知</p>${block(ZH)}`,
    )
    expect(bodyFromTemplate('<p>旧内容</p>', '<p>会议通知</p>')).toBe('<p>会议通知</p>')
  })

  it.each([
    ['<p>a</p><p>b &amp; c</p>', 'a\nb & c'],
    ['<p>王小明<br>研发中心</p>', '王小明\n研发中心'],
    ['<style>p{}</style><ul><li>x</li><li>y</li></ul>', 'x\ny'],
    ['<p>&#x4E2D;&#25991;&lt;&gt;</p>', '中文<>'],
  ])('htmlText(%j)', (html, text) => {
    expect(htmlText(html)).toBe(text)
  })
})

describe('stationery', () => {
  const paper = { id: 3, src: 'https://mail.example.com/demo/stationery-3.svg' }

  it('wraps the body in one container and takes it off again', () => {
    const wrapped = wrapStationery('<p>你好</p>', paper)
    expect(wrapped).toBe(
      '<div data-compose-stationery="3" style="background-image: url(\'https://mail.example.com/demo/stationery-3.svg\'); background-repeat: repeat; padding: 16px"><p>你好</p></div>',
    )
    expect(unwrapStationery(wrapped)).toEqual({ html: '<p>你好</p>', stationery: paper })
    expect(wrapStationery('<p>你好</p>', null)).toBe('<p>你好</p>')
  })

  it('reads the container as the sanitiser writes it back', () => {
    const sanitised =
      '<div style="background-image: url(&quot;https://mail.example.com/demo/stationery-3.svg&quot;); background-repeat: repeat" data-compose-stationery="3"><p>x</p></div>'
    expect(unwrapStationery(sanitised)).toEqual({ html: '<p>x</p>', stationery: paper })
  })

  it.each([
    ['no container', '<p>x</p>'],
    [
      'two pieces',
      '<div data-compose-stationery="3" style="background-image:url(/a.svg)">a</div><p>b</p>',
    ],
    ['no id', '<div style="background-image:url(/a.svg)">a</div>'],
    [
      'a script URL',
      '<div data-compose-stationery="3" style="background-image:url(javascript:x)">a</div>',
    ],
  ])('%s: left as it is', (_, html) => {
    expect(unwrapStationery(html)).toEqual({ html, stationery: null })
  })

  it('refuses a src that could break out of the CSS', () => {
    expect(wrapStationery('<p>x</p>', { id: 1, src: "/a.svg'); color: red; ('" })).toBe('<p>x</p>')
    expect(wrapStationery('<p>x</p>', { id: 1, src: 'javascript:alert(1)' })).toBe('<p>x</p>')
  })

  it('goes out in the send payload and comes back with a draft', () => {
    const form = { ...defaultComposeForm(), html_text: '<p>你好</p>', stationery: paper }
    const payload = buildSendPayload(form, {
      action: 'save',
      defaultSender: ['me@corp.example', 'Me'],
      draftId: null,
      securityMode: false,
    })
    expect(payload.html_text).toBe(wrapStationery('<p>你好</p>', paper))
    const prefill: ComposePrefill = {
      form: {
        to: [],
        cc: [],
        bcc: [],
        subject: 'Draft',
        is_html: true,
        html_text: payload.html_text,
        plain_text: '你好',
      },
      attachments: [],
    }
    const reopened = formFromPrefill(defaultComposeForm(), prefill, false).form
    expect(reopened).toMatchObject({ html_text: '<p>你好</p>', stationery: paper })
  })
})
