/**
 * /setting/transfer, the SMTP relay, against the fake backend (issue 16; R-VALID-23, C-TIME-14):
 * the required fields' exact messages before any call; "verify" shows its progress in seconds
 * and what the server found; a save is kept, the password never shown back; the last relay
 * failure at the top, and the layout's notice of it at most once every 2 hours.
 */
import '../auth/jsdomShims.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { relayFailureToShow } from '../../../src/app/layout/relayNotice.ts'
import { RELAY_NOTICE_INTERVAL_MS } from '../../../src/domain/settings/index.ts'
import SmtpRelaySettingsPage from '../../../src/features/settings/transfer/SmtpRelaySettingsPage.tsx'
import { DEMO_USER, mockControl, server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })

afterEach(() => mockControl.setSmtpVerifyMs(null))

function countCalls(method: string, path: string) {
  const calls: unknown[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) calls.push(request)
  }
  server.events.on('request:start', listener)
  return { calls, stop: () => server.events.removeListener('request:start', listener) }
}

async function fillRelay({ password = 'relay-secret' } = {}) {
  const server = screen.getByRole('textbox', { name: /SMTP 服务器/ })
  await user.clear(server)
  await user.type(server, 'smtp.qq.com')
  await user.type(screen.getByRole('textbox', { name: /账号/ }), 'zhang.wei@qq.com')
  await user.type(screen.getByLabelText(/^密码/), password)
}

describe('SmtpRelaySettingsPage', { timeout: 40_000 }, () => {
  // R-VALID-23
  it('on, server, account and password are required before any call; input is kept', async () => {
    await openPage(SmtpRelaySettingsPage, '/setting/transfer')
    const on = await screen.findByRole('switch', { name: '开启 SMTP 中继' })
    expect(screen.getByRole('textbox', { name: /SMTP 服务器/ })).toHaveValue(
      'smtp.relay.example.com',
    )
    const puts = countCalls('PUT', '/api/setting/smtp-relay/')
    await user.click(on)
    await user.clear(screen.getByRole('textbox', { name: /SMTP 服务器/ }))
    await user.clear(screen.getByRole('textbox', { name: /端口/ }))
    await user.type(screen.getByRole('textbox', { name: /端口/ }), '99999')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('请输入 SMTP 服务器地址')).toBeInTheDocument()
    expect(screen.getByText('端口为 1 到 65535 的整数')).toBeInTheDocument()
    expect(screen.getByText('请输入 SMTP 账号')).toBeInTheDocument()
    expect(screen.getByText('请输入 SMTP 密码')).toBeInTheDocument()
    expect(puts.calls).toHaveLength(0)
    puts.stop()
    expect(screen.getByRole('textbox', { name: /端口/ })).toHaveValue('99999')
  })

  // C-TIME-14
  it('verify shows the seconds it waits, then what the server found', async () => {
    mockControl.setSmtpVerifyMs(1_300)
    await openPage(SmtpRelaySettingsPage, '/setting/transfer')
    await screen.findByRole('switch', { name: '开启 SMTP 中继' })
    await fillRelay({ password: '123' })
    await user.click(screen.getByRole('button', { name: '验证' }))
    expect(await screen.findByText(/^正在登录 smtp\.qq\.com…已用 0 秒/)).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: '正在验证 SMTP 中继' })).toBeInTheDocument()
    expect(await screen.findByText(/已用 1 秒（通常需要 3 到 10 秒）/)).toBeInTheDocument()
    expect(
      await screen.findByText(
        '登录 smtp.qq.com 失败：账号或密码错误（535）。',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument()

    // A changed field drops the old verdict; the right password passes.
    const password = screen.getByLabelText(/^密码/)
    await user.clear(password)
    expect(screen.queryByText(/账号或密码错误/)).toBeNull()
    await user.type(password, 'relay-secret')
    mockControl.setSmtpVerifyMs(0)
    await user.click(screen.getByRole('button', { name: '验证' }))
    expect(
      await screen.findByText('验证成功：已登录 smtp.qq.com，可以通过它发信。'),
    ).toBeInTheDocument()
  })

  it('a save is kept, and the password is never shown back', async () => {
    // The seeded relay verifies before a save: quick here.
    mockControl.setSmtpVerifyMs(0)
    await openPage(SmtpRelaySettingsPage, '/setting/transfer')
    await user.click(await screen.findByRole('switch', { name: '开启 SMTP 中继' }))
    await fillRelay()
    // SSL on with the usual plain port: the port follows.
    await user.click(screen.getByRole('checkbox', { name: '使用 SSL 加密连接' }))
    await user.click(screen.getByRole('checkbox', { name: '使用 SSL 加密连接' }))
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(screen.getByLabelText(/^密码/)).toHaveValue('')
    const stored = db.relays.findFirst((q) => q.where({ owner: DEMO_USER.username }))
    expect(stored).toMatchObject({ is_active: true, server: 'smtp.qq.com', port: 465, ssl: true })
    expect(stored?.password).toBe('relay-secret')
  })

  it('shows the last relay failure, and the layout tells of it once in 2 hours', async () => {
    const failedAt = new Date(Date.now() - 60_000).toISOString()
    const relay = db.relays.findFirst((q) => q.where({ owner: DEMO_USER.username }))!
    await db.relays.delete((q) => q.where({ owner: DEMO_USER.username }))
    await db.relays.create({
      ...relay,
      is_active: true,
      server: 'smtp.gone.example',
      port: 25,
      ssl: false,
      last_error: 'unreachable',
      last_error_time: failedAt,
    })
    await openPage(SmtpRelaySettingsPage, '/setting/transfer')
    const banner = await screen.findByText(/^最近一次经中继发信失败（/)
    expect(banner).toHaveTextContent(
      '无法连接 smtp.gone.example:25，请检查服务器地址、端口和 SSL 设置。',
    )

    localStorage.clear()
    const now = Date.now()
    expect(await relayFailureToShow(DEMO_USER.email, now)).toMatchObject({ time: failedAt })
    expect(await relayFailureToShow(DEMO_USER.email, now + 60_000)).toBeNull()
    // The same failure is not told again, even after 2 hours.
    expect(await relayFailureToShow(DEMO_USER.email, now + RELAY_NOTICE_INTERVAL_MS)).toBeNull()
  })
})
