/**
 * The settings rules (src/domain/settings) with their exact messages in simplified Chinese and
 * English: R-VALID-1 profile name, the avatar picture (C-LIMIT-6), the param page's auto-save
 * interval, page sizes (C-LIMIT-9) and session timeouts (C-TIME-8), the security questions.
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  avatarProblem,
  isPageSize,
  isSessionTimeout,
  SESSION_TIMEOUT_MINUTES,
  SETTINGS_RULE_MESSAGES,
  trimProfile,
  validateParam,
  validateProfile,
  validateSecurityQuestions,
  type ParamValues,
  type ProfileValues,
  type SettingsRuleCode,
} from '../../../../src/domain/settings/index.ts'
import { activateTestLocale } from '../../../support/i18n.ts'

const profile = (name: string): ProfileValues => ({
  name,
  english_name: '',
  job_number: '',
  phone: '',
  homepage: '',
})

const said = (code: SettingsRuleCode | undefined, locale: 'zh-hans' | 'en') => {
  activateTestLocale(locale)
  return code ? i18n._(SETTINGS_RULE_MESSAGES[code]) : undefined
}

// R-VALID-1
describe('profile name: required, 1–35 characters', () => {
  it.each([
    ['', '请输入姓名', 'Please enter your name'],
    ['   ', '请输入姓名', 'Please enter your name'],
    ['张'.repeat(36), '姓名长度为 1 到 35 个字符', 'The name must be 1 to 35 characters'],
    ['a'.repeat(36), '姓名长度为 1 到 35 个字符', 'The name must be 1 to 35 characters'],
  ])('%j is refused', (name, zh, en) => {
    const code = validateProfile(profile(name)).name
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it.each(['张', '张'.repeat(35), ` ${'a'.repeat(35)} `, '😀'.repeat(35)])(
    '%j is accepted',
    (name) => {
      expect(validateProfile(profile(name))).toEqual({})
    },
  )

  it('sends trimmed values', () => {
    expect(trimProfile({ ...profile(' 张伟 '), phone: ' 010-1234 ' })).toEqual({
      ...profile('张伟'),
      phone: '010-1234',
    })
  })
})

// C-LIMIT-6
describe('avatar picture: JPG, GIF, PNG or BMP under 10MB', () => {
  it.each([
    ['me.png', 2048, null],
    ['me.JPEG', 2048, null],
    ['me.bmp', 10485759, null],
    ['me.png', 10485760, 'avatarSize'],
    ['me.webp', 2048, 'avatarType'],
    ['me', 2048, 'avatarType'],
    ['me.gif', 0, 'avatarType'],
  ] as const)('%s of %i bytes → %s', (name, size, problem) => {
    expect(avatarProblem({ name, size })).toBe(problem)
  })

  it('says why in both languages', () => {
    expect(said('avatarType', 'zh-hans')).toBe('头像只能是 JPG、GIF、PNG 或 BMP 图片')
    expect(said('avatarType', 'en')).toBe('The avatar must be a JPG, GIF, PNG or BMP image')
    expect(said('avatarSize', 'zh-hans')).toBe('头像图片须小于 10MB')
    expect(said('avatarSize', 'en')).toBe('The avatar image must be under 10MB')
  })
})

const param = (minutes: string): ParamValues => ({
  page_limit: 20,
  is_text_view: false,
  draft_auto_save_minute: minutes,
  sw_new_mail_remind: true,
  session_timeout: 30,
  is_save_sent: true,
  is_confirm_read: true,
})

describe('param page', () => {
  it.each([
    ['', '请输入草稿自动保存间隔', 'Please enter the draft auto-save interval'],
    [
      '0',
      '草稿自动保存间隔为 1 到 60 分钟的整数',
      'The draft auto-save interval is a whole number of minutes from 1 to 60',
    ],
    [
      '61',
      '草稿自动保存间隔为 1 到 60 分钟的整数',
      'The draft auto-save interval is a whole number of minutes from 1 to 60',
    ],
    [
      '2.5',
      '草稿自动保存间隔为 1 到 60 分钟的整数',
      'The draft auto-save interval is a whole number of minutes from 1 to 60',
    ],
    [
      '-3',
      '草稿自动保存间隔为 1 到 60 分钟的整数',
      'The draft auto-save interval is a whole number of minutes from 1 to 60',
    ],
  ])('auto-save %j is refused', (minutes, zh, en) => {
    const code = validateParam(param(minutes)).draft_auto_save_minute
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it.each(['1', '5', ' 60 '])('auto-save %j is accepted', (minutes) => {
    expect(validateParam(param(minutes))).toEqual({})
  })

  // C-LIMIT-9, C-TIME-8
  it('offers the page sizes 10/20/50/100 and the session timeouts 10, 15, 30 min, 1, 2, 8 h', () => {
    expect([10, 20, 50, 100].every(isPageSize)).toBe(true)
    expect(isPageSize(30)).toBe(false)
    expect(SESSION_TIMEOUT_MINUTES).toEqual([10, 15, 30, 60, 120, 480])
    expect(isSessionTimeout(45)).toBe(false)
  })
})

describe('security questions', () => {
  const item = (question: string, answer: string) => ({ question, answer })

  it('asks for every question, every answer and the password', () => {
    const errors = validateSecurityQuestions({
      items: [item('', ''), item('小学名称？', ' '), item('宠物名字？', '旺财')],
      password: ' ',
    })
    expect(errors).toEqual({
      question0: 'questionRequired',
      answer0: 'answerRequired',
      answer1: 'answerRequired',
      password: 'passwordRequired',
    })
    expect(said('questionRequired', 'en')).toBe('Please enter a security question')
    expect(said('answerRequired', 'zh-hans')).toBe('请输入答案')
    expect(said('passwordRequired', 'en')).toBe('Please enter your login password')
  })

  it('refuses the same question twice and texts over 50 characters', () => {
    const errors = validateSecurityQuestions({
      items: [
        item('小学名称？', 'a'),
        item(' 小学名称？', 'b'),
        item('问'.repeat(51), 'c'.repeat(51)),
      ],
      password: 'x',
    })
    expect(errors).toEqual({
      question1: 'questionRepeated',
      question2: 'textTooLong',
      answer2: 'textTooLong',
    })
    expect(said('questionRepeated', 'zh-hans')).toBe('三个密保问题不能重复')
    expect(said('questionRepeated', 'en')).toBe('The three security questions must be different')
    expect(said('textTooLong', 'en')).toBe('No more than 50 characters')
  })
})
