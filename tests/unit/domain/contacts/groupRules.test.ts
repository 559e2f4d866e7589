/**
 * The personal group rules: the name (required, 1 to 50 after trimming, counted in characters;
 * decisions.md #198 for the wording) and where move / copy leave a contact (decisions.md #199).
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_GROUP_MESSAGES,
  groupsAfter,
  validateGroupName,
  type GroupChange,
} from '../../../../src/domain/contacts/index.ts'
import type { Locale } from '../../../../src/i18n/locales.ts'
import { activateTestLocale } from '../../../support/i18n.ts'

function messageOf(name: string, locale: Locale) {
  activateTestLocale(locale)
  const code = validateGroupName(name)
  return code ? i18n._(CONTACT_GROUP_MESSAGES[code]) : null
}

describe('validateGroupName', () => {
  it.each([
    ['', 'zh-hans', '请输入分组名称'],
    ['   ', 'zh-hans', '请输入分组名称'],
    ['   ', 'en', 'Please enter a group name'],
    ['   ', 'zh-tw', '請輸入群組名稱'],
    ['x'.repeat(51), 'zh-hans', '分组名称长度为 1 到 50 个字符'],
    ['客'.repeat(51), 'en', 'The group name must be 1 to 50 characters'],
    ['x'.repeat(51), 'zh-tw', '群組名稱長度為 1 到 50 個字元'],
    ['x', 'zh-hans', null],
    ['客'.repeat(50), 'zh-hans', null],
    [`  ${'x'.repeat(50)}  `, 'zh-hans', null],
    ['😀'.repeat(50), 'zh-hans', null],
  ] as const)('%j in %s → %s', (name, locale, expected) => {
    expect(messageOf(name, locale)).toBe(expected)
  })
})

describe('groupsAfter', () => {
  const change = (mode: GroupChange['mode'], from: number, target = 4): GroupChange => ({
    mode,
    from,
    target,
  })
  it.each([
    ['copy keeps every group', [1, 3], change('copy', 3), [1, 3, 4]],
    ['copy into a group it is in changes nothing', [1, 4], change('copy', -1), [1, 4]],
    ['move leaves the group shown', [1, 3], change('move', 3), [1, 4]],
    ['move from "all" leaves every group', [1, 3], change('move', -1), [4]],
    ['move from "no group" joins the target', [], change('move', 0), [4]],
  ] as const)('%s', (_, current, how, expected) => {
    expect(groupsAfter(current, how)).toEqual(expected)
  })
})
