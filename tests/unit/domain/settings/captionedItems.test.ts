/**
 * The signature and template forms' rules (R-DATA-16; their wording: decisions.md #170) with
 * their exact messages in simplified Chinese and English.
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  CAPTION_MAX,
  SETTINGS_RULE_MESSAGES,
  validateSignature,
  validateTemplate,
  type SettingsRuleCode,
} from '../../../../src/domain/settings/index.ts'
import { activateTestLocale } from '../../../support/i18n.ts'

const said = (code: SettingsRuleCode | undefined, locale: 'zh-hans' | 'en') => {
  activateTestLocale(locale)
  return code ? i18n._(SETTINGS_RULE_MESSAGES[code]) : undefined
}

const BODY = '<p>张伟 · 市场部</p>'

describe.each([
  [
    'signature',
    validateSignature,
    ['请输入签名名称', 'Please enter a name for the signature'],
    ['请输入签名内容', 'Please enter the signature'],
  ],
  [
    'template',
    validateTemplate,
    ['请输入模板名称', 'Please enter a name for the template'],
    ['请输入模板内容', 'Please enter the template content'],
  ],
] as const)('%s form', (_, validate, captionRequired, contentRequired) => {
  it.each(['', '   ', '\t'])('a name %j is required', (caption) => {
    const code = validate({ caption, content: BODY }).caption
    expect([said(code, 'zh-hans'), said(code, 'en')]).toEqual(captionRequired)
  })

  it('a name has at most 50 characters, counted after trimming', () => {
    const code = validate({ caption: '签'.repeat(CAPTION_MAX + 1), content: BODY }).caption
    expect([said(code, 'zh-hans'), said(code, 'en')]).toEqual([
      '名称不能超过 50 个字符',
      'The name may have at most 50 characters',
    ])
    expect(validate({ caption: ` ${'签'.repeat(CAPTION_MAX)} `, content: BODY })).toEqual({})
    expect(validate({ caption: '😀'.repeat(CAPTION_MAX), content: BODY })).toEqual({})
  })

  it.each(['', '<p><br></p>', '<p>   </p>', '<div data-compose-signature="1"><p></p></div>'])(
    'a content %j that shows nothing is required',
    (content) => {
      const code = validate({ caption: '名称', content }).content
      expect([said(code, 'zh-hans'), said(code, 'en')]).toEqual(contentRequired)
    },
  )

  it.each([BODY, '<p><img src="https://example.com/logo.png" alt=""></p>'])(
    'text or a picture is content: %j',
    (content) => {
      expect(validate({ caption: '名称', content })).toEqual({})
    },
  )
})
