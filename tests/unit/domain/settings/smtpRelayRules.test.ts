/**
 * The SMTP relay's rules (src/domain/settings/smtpRelay.ts) with their exact messages in
 * simplified Chinese and English (R-VALID-23: server, account and password required while the
 * relay is on), and the relay-failure notice's "at most once every 2 hours" (C-TIME-14).
 */
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  RELAY_NOTICE_INTERVAL_MS,
  SETTINGS_RULE_MESSAGES,
  shouldShowRelayNotice,
  validateSmtpRelay,
  type SettingsRuleCode,
  type SmtpRelayValues,
} from '../../../../src/domain/settings/index.ts'
import { activateTestLocale } from '../../../support/i18n.ts'

const said = (code: SettingsRuleCode | undefined, locale: 'zh-hans' | 'en') => {
  activateTestLocale(locale)
  return code ? i18n._(SETTINGS_RULE_MESSAGES[code]) : undefined
}

const relay = (overrides: Partial<SmtpRelayValues> = {}): SmtpRelayValues => ({
  is_enabled: true,
  server: 'smtp.qq.com',
  port: '465',
  account: 'zhang.wei@qq.com',
  password: 'relay-secret',
  is_ssl: true,
  is_auth: true,
  need_verify: false,
  ...overrides,
})

// R-VALID-23
describe('SMTP relay: server, account and password required while on', () => {
  it.each([
    ['server', { server: '  ' }, '请输入 SMTP 服务器地址', 'Please enter the SMTP server'],
    ['account', { account: ' ' }, '请输入 SMTP 账号', 'Please enter the SMTP account'],
    ['password', { password: '' }, '请输入 SMTP 密码', 'Please enter the SMTP password'],
    [
      'server',
      { server: 'smtp qq com' },
      'SMTP 服务器地址无效，例如 smtp.example.com',
      'The SMTP server is not valid, e.g. smtp.example.com',
    ],
    [
      'port',
      { port: '0' },
      '端口为 1 到 65535 的整数',
      'The port is a whole number from 1 to 65535',
    ],
    [
      'port',
      { port: '65536' },
      '端口为 1 到 65535 的整数',
      'The port is a whole number from 1 to 65535',
    ],
    [
      'port',
      { port: '4.5' },
      '端口为 1 到 65535 的整数',
      'The port is a whole number from 1 to 65535',
    ],
  ] as const)('%s %j', (field, overrides, zh, en) => {
    const code = validateSmtpRelay(relay(overrides))[field]
    expect(said(code, 'zh-hans')).toBe(zh)
    expect(said(code, 'en')).toBe(en)
  })

  it('accepts a host name or an address, and any port 1–65535', () => {
    expect(validateSmtpRelay(relay())).toEqual({})
    expect(validateSmtpRelay(relay({ server: '10.0.0.25', port: '2525' }))).toEqual({})
    expect(validateSmtpRelay(relay({ server: 'mail-gw.huayu.example.com', port: '1' }))).toEqual({})
  })

  it('off, nothing is required; a verification checks them on or off', () => {
    const off = relay({ is_enabled: false, server: '', account: '', password: '' })
    expect(validateSmtpRelay(off)).toEqual({})
    expect(validateSmtpRelay(off, { forVerify: true })).toEqual({
      server: 'relayServerRequired',
      account: 'relayAccountRequired',
      password: 'relayPasswordRequired',
    })
  })
})

// C-TIME-14
describe('the relay-failure notice: at most once every 2 hours', () => {
  const failedAt = Date.parse('2026-11-26T09:00:00+08:00')
  const iso = new Date(failedAt).toISOString()
  it('shows a failure never told of, and not without one', () => {
    expect(shouldShowRelayNotice({ lastErrorTime: iso, shownAtMs: null, nowMs: failedAt })).toBe(
      true,
    )
    expect(shouldShowRelayNotice({ lastErrorTime: null, shownAtMs: null, nowMs: failedAt })).toBe(
      false,
    )
  })
  it('a newer failure waits until 2 hours after the last notice', () => {
    const shownAtMs = failedAt - 60_000
    const newer = new Date(failedAt + 1000).toISOString()
    const justBefore = shownAtMs + RELAY_NOTICE_INTERVAL_MS - 1
    expect(RELAY_NOTICE_INTERVAL_MS).toBe(2 * 60 * 60 * 1000)
    expect(shouldShowRelayNotice({ lastErrorTime: newer, shownAtMs, nowMs: justBefore })).toBe(
      false,
    )
    expect(shouldShowRelayNotice({ lastErrorTime: newer, shownAtMs, nowMs: justBefore + 1 })).toBe(
      true,
    )
  })
  it('the failure already told of is not told again, however long after', () => {
    const shownAtMs = failedAt + 60_000
    const later = shownAtMs + 10 * RELAY_NOTICE_INTERVAL_MS
    expect(shouldShowRelayNotice({ lastErrorTime: iso, shownAtMs, nowMs: later })).toBe(false)
  })
})
