/**
 * The white / black list entry and the filter rule (src/domain/settings; R-VALID-23, decisions.md
 * #178–#179) with their exact messages in simplified Chinese and English.
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  emptyRule,
  filterRulePayload,
  isValidSender,
  SETTINGS_RULE_MESSAGES,
  validateFilterRule,
  validateSenderEntry,
  withField,
  type FilterRuleValues,
  type SettingsRuleCode,
} from '../../../../src/domain/settings/index.ts'
import { activateTestLocale } from '../../../support/i18n.ts'

const said = (code: SettingsRuleCode | undefined, locale: 'zh-hans' | 'en') => {
  activateTestLocale(locale)
  return code ? i18n._(SETTINGS_RULE_MESSAGES[code]) : undefined
}

describe('sender list entry: an address or a domain', () => {
  it.each([
    ['', '请输入邮箱地址或域名', 'Please enter an email address or domain'],
    ['  ', '请输入邮箱地址或域名', 'Please enter an email address or domain'],
    [
      'spammer at junk',
      '请输入有效的邮箱地址或域名',
      'Please enter a valid email address or domain',
    ],
    ['a@b', '请输入有效的邮箱地址或域名', 'Please enter a valid email address or domain'],
    ['localhost', '请输入有效的邮箱地址或域名', 'Please enter a valid email address or domain'],
    ['@', '请输入有效的邮箱地址或域名', 'Please enter a valid email address or domain'],
    ['1.2.3.4', '请输入有效的邮箱地址或域名', 'Please enter a valid email address or domain'],
  ])('%j is refused', (email, zh, en) => {
    const code = validateSenderEntry({ email }).email
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it.each([
    'john.doe@customer.example.co.uk',
    'example.com',
    '@example.com',
    ' 华宇.中国 ',
    'a-b.example.tw',
  ])('%j is accepted', (email) => {
    expect(validateSenderEntry({ email })).toEqual({})
    expect(isValidSender(email)).toBe(true)
  })
})

const rule = (patch: Partial<FilterRuleValues> = {}): FilterRuleValues => ({
  ...emptyRule(0),
  name: '项目周报',
  conditions: [{ field: 'subject', operator: 'contains', value: '周报' }],
  action: 'move',
  action_value: 'Projects',
  ...patch,
})

describe('filter rule', () => {
  it.each([
    [{ name: ' ' }, 'name', '请输入规则名称', 'Please enter a rule name'],
    [
      { name: '规'.repeat(51) },
      'name',
      '规则名称不能超过 50 个字符',
      'The rule name can be at most 50 characters',
    ],
    [
      { priority: '-1' },
      'priority',
      '优先级须为 0 到 9999 的整数',
      'The priority must be a whole number from 0 to 9999',
    ],
    [
      { priority: '10000' },
      'priority',
      '优先级须为 0 到 9999 的整数',
      'The priority must be a whole number from 0 to 9999',
    ],
    [
      { conditions: [{ field: 'from', operator: 'contains', value: ' ' }] },
      'condition0',
      '请输入条件内容',
      'Please enter what the condition looks for',
    ],
    [
      {
        conditions: [
          { field: 'from', operator: 'contains', value: 'bank' },
          { field: 'size', operator: 'gt', value: '1.5' },
        ],
      },
      'condition1',
      '邮件大小须为以 KB 计的整数',
      'The mail size must be a whole number of KB',
    ],
    [{ action_value: '' }, 'action_value', '请选择文件夹', 'Please choose a folder'],
    [
      { action: 'copy', action_value: ' ' },
      'action_value',
      '请选择文件夹',
      'Please choose a folder',
    ],
    [
      { action: 'forward', action_value: '' },
      'action_value',
      '请输入转发地址',
      'Please enter the forwarding address',
    ],
    [
      { action: 'forward', action_value: 'boss@' },
      'action_value',
      '请输入有效的邮箱地址',
      'Please enter a valid email address',
    ],
  ] as const)('%j: %s says the message', (patch, field, zh, en) => {
    const errors = validateFilterRule(rule(patch as Partial<FilterRuleValues>))
    expect(Object.keys(errors)).toEqual([field])
    const code = errors[field as keyof typeof errors]
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it('accepts complete rules; delete and quarantine need no target', () => {
    expect(validateFilterRule(rule())).toEqual({})
    expect(validateFilterRule(rule({ action: 'delete', action_value: '' }))).toEqual({})
    expect(validateFilterRule(rule({ action: 'quarantine', action_value: '' }))).toEqual({})
    expect(
      validateFilterRule(rule({ action: 'forward', action_value: 'boss@example.com' })),
    ).toEqual({})
  })

  it('a size condition compares (gt / lt); a text one keeps its operator when it fits', () => {
    const text = { field: 'subject', operator: 'not_contains', value: 'x' } as const
    expect(withField(text, 'size')).toEqual({ field: 'size', operator: 'gt', value: 'x' })
    expect(withField(text, 'from')).toEqual({ ...text, field: 'from' })
    expect(withField({ field: 'size', operator: 'lt', value: '5' }, 'body').operator).toBe(
      'contains',
    )
  })

  it('sends trimmed values, the priority as a number, no target for delete', () => {
    expect(
      filterRulePayload(
        rule({
          name: ' 周报 ',
          priority: ' 3 ',
          action: 'delete',
          action_value: 'Projects',
          conditions: [{ field: 'subject', operator: 'contains', value: ' 周报 ' }],
        }),
      ),
    ).toEqual({
      name: '周报',
      priority: 3,
      is_enabled: true,
      logic: 'all',
      conditions: [{ field: 'subject', operator: 'contains', value: '周报' }],
      action: 'delete',
      action_value: '',
    })
  })
})
