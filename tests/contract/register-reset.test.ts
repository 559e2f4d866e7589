/**
 * Registration and the password reset by security questions (R-LOGIN-4, R-DATA-16, calls §7),
 * every answer checked against openapi.yaml by tests/support/server.ts: getRegisterConfig and
 * register answer without a token; a registered account is refused at login until approved;
 * getSecretResetQuestions / resetPasswordBySecret refuse wrong answers as a whole, then the new
 * password signs in and the old one does not.
 */
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { components } from '../../src/api/schema.gen.ts'
import { MAIL_DOMAIN } from '../../mocks/seed/text/names.ts'
import { apiFetch, DEMO_USER, encryptForServer, mockControl } from '../support/server.ts'
import { EN, WARM_UP_MS, ZH, errorOf } from './mailFixtures.ts'

type RegisterConfig = components['schemas']['RegisterConfig']
type SecretResetQuestions = components['schemas']['SecretResetQuestions']

beforeAll(() => mockControl.reset(), WARM_UP_MS)
beforeEach(async () => {
  await mockControl.reset()
  mockControl.setCaptchaType('none')
})

const login = (username: string, password: string, lang = ZH) =>
  apiFetch('/api/login/', {
    json: { username, password: encryptForServer(password), login_type: 'email' },
    ...lang,
  })

const NEW = {
  username: 'li.na-2024',
  password: 'Spring#4826',
  realname: '李娜',
  mobile: '13812345678',
}

const register = (overrides: Record<string, unknown> = {}, lang = ZH) =>
  apiFetch('/api/setting/register/', {
    json: {
      username: NEW.username,
      domain: MAIL_DOMAIN,
      password: encryptForServer(NEW.password),
      confirm_password: encryptForServer(NEW.password),
      realname: NEW.realname,
      mobile: NEW.mobile,
      department: '',
      ...overrides,
    },
    ...lang,
  })

describe('registration', () => {
  test('the config comes without a token, with the domains and the password rules', async () => {
    const response = await apiFetch('/api/setting/register/')
    expect(response.status).toBe(200)
    const config = (await response.json()) as RegisterConfig
    expect(config).toMatchObject({ is_register: true, domains: [MAIL_DOMAIN], need_mobile: true })
    expect(config.password_rules.passwd_type).toBe(3)
  })

  test('a registration waits for approval: login is refused, then allowed once approved', async () => {
    const response = await register()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'pending' })

    expect(await errorOf(await login(NEW.username, NEW.password))).toEqual({
      non_field_errors: ['您的注册申请正在等待管理员审核，审核通过后即可登录'],
    })
    expect(await errorOf(await login(NEW.username, NEW.password, EN))).toEqual({
      non_field_errors: [
        'Your registration is waiting for approval by the administrator; you can sign in once it is approved.',
      ],
    })
    // A wrong password says nothing about the registration.
    expect(await errorOf(await login(NEW.username, 'Wrong#4826'))).toEqual({
      non_field_errors: ['用户名或密码错误'],
    })

    expect(await mockControl.decideRegistration(NEW.username)).toBe(true)
    expect(await mockControl.decideRegistration(NEW.username)).toBe(false)
    const approved = await login(NEW.username, NEW.password)
    expect(approved.status).toBe(200)
    const { token } = (await approved.json()) as { token: string }
    const info = await apiFetch('/api/core/userinfo/', { token })
    expect(await info.json()).toMatchObject({ realname: NEW.realname })
  })

  test('a rejected registration stays out', async () => {
    await register()
    expect(await mockControl.decideRegistration(NEW.username, 'rejected')).toBe(true)
    expect(await errorOf(await login(NEW.username, NEW.password))).toEqual({
      non_field_errors: ['您的注册申请未通过审核，请联系管理员'],
    })
  })

  test('username characters, a taken name and a weak password are refused by field', async () => {
    expect(await errorOf(await register({ username: 'Li Na' }))).toEqual({
      username: ['用户名只能包含数字、小写字母、下划线（_）、连字符（-）和点（.）'],
    })
    expect(await errorOf(await register({ username: 'Li Na' }, EN))).toEqual({
      username: [
        'The username may contain only digits, lowercase letters, underscores (_), hyphens (-) and dots (.).',
      ],
    })
    expect(await errorOf(await register({ username: DEMO_USER.username }))).toEqual({
      username: ['该用户名已被使用'],
    })
    const weak = await register({
      password: encryptForServer('abc12345'),
      confirm_password: encryptForServer('abc12345'),
    })
    expect(await errorOf(weak)).toEqual({ password: ['新密码不符合密码规则'] })
    const mismatch = await register({ confirm_password: encryptForServer('Other#4826') })
    expect(await errorOf(mismatch)).toEqual({ confirm_password: ['两次输入的密码不一致'] })
    expect(await errorOf(await register({ mobile: '' }))).toEqual({ mobile: ['该字段不能为空。'] })
  })

  test('with a captcha configured, a registration without a ticket is refused', async () => {
    mockControl.setCaptchaType('slider')
    const config = (await (await apiFetch('/api/setting/register/')).json()) as RegisterConfig
    expect(config.captcha_type).toBe('slider')
    expect(await errorOf(await register())).toHaveProperty('non_field_errors')
    // Nothing was created: the name is still free (the login itself without a captcha).
    mockControl.setCaptchaType('none')
    expect(await errorOf(await login(NEW.username, NEW.password))).toEqual({
      non_field_errors: ['用户名或密码错误'],
    })
  })
})

describe('password reset by security questions', () => {
  const questions = (username: string, lang = ZH) =>
    apiFetch('/api/setting/secret-reset/', { query: { username }, ...lang })
  const reset = (answers: string[], password = 'Autumn#7391', lang = ZH) =>
    apiFetch('/api/setting/secret-reset/', {
      json: {
        username: DEMO_USER.username,
        answers,
        new_password: encryptForServer(password),
        confirm_password: encryptForServer(password),
      },
      ...lang,
    })
  const RIGHT = ['实验小学', '旺财', ' 杭州 ']

  test('the questions and the rules come without a token, never the answers', async () => {
    const response = await questions(DEMO_USER.username)
    expect(response.status).toBe(200)
    const body = (await response.json()) as SecretResetQuestions
    expect(body.questions).toEqual([
      '您小学的校名是？',
      '您第一只宠物的名字是？',
      '您最喜欢的城市是？',
    ])
    expect(body.password_rules.passwd_size2).toBe(8)
    expect(JSON.stringify(body)).not.toContain('旺财')
  })

  test('an unknown account and one without questions get the same refusal', async () => {
    const unknown = await errorOf(await questions('nobody-here'))
    const without = await errorOf(await questions('newhire'))
    expect(unknown).toEqual({ username: ['该账号无法通过密保问题找回密码，请联系管理员'] })
    expect(without).toEqual(unknown)
  })

  test('wrong answers are refused as a whole, without saying which', async () => {
    for (const answers of [
      ['实验小学', '旺财', '上海'],
      ['错误', '旺财', '杭州'],
    ]) {
      expect(await errorOf(await reset(answers))).toEqual({
        non_field_errors: ['密保问题的答案不正确'],
      })
    }
    expect(await errorOf(await reset(['x', 'y', 'z'], 'Autumn#7391', EN))).toEqual({
      non_field_errors: ['The answers to the security questions are not correct.'],
    })
    expect((await login(DEMO_USER.username, DEMO_USER.password)).status).toBe(200)
  })

  test('the right answers reset the password: the new one signs in, the old one not', async () => {
    expect(await errorOf(await reset(RIGHT, 'abc12345'))).toEqual({
      new_password: ['新密码不符合密码规则'],
    })
    const done = await reset(RIGHT)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ success: true, message: '密码已重置，请使用新密码登录' })
    expect((await login(DEMO_USER.username, DEMO_USER.password)).status).toBe(400)
    expect((await login(DEMO_USER.username, 'Autumn#7391')).status).toBe(200)
  })
})
