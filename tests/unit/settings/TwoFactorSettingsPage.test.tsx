/**
 * /setting/twofactor against the fake backend: bound / unbound states, the four-step binding
 * wizard with its messages, unbinding with a code, the phone's format check, and the
 * administrator's clear form (shown only with backstage rights).
 */
import '../auth/jsdomShims.ts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { totpCode } from '../../../mocks/handlers/twofactor.store.ts'
import { TWOFACTOR_USER } from '../../../mocks/seed/org.ts'
import TwoFactorSettingsPage from '../../../src/features/settings/twofactor/TwoFactorSettingsPage.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { mockControl, SPECIAL_USERNAMES, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

const user = userEvent.setup({ delay: null })

async function openPage(username = 'demo', locale: 'zh-hans' | 'en' = 'zh-hans') {
  const harness = startHarness({ token: await tokenFor(username), path: '/setting/twofactor' })
  await waitForActor(harness.session, (s) => s.matches('signedIn'))
  renderWithProviders(<TwoFactorSettingsPage />, { locale, session: harness.session })
  const totp = await screen.findByRole('region', {
    name: locale === 'en' ? 'Authenticator' : '身份验证器',
  })
  return { ...harness, totp }
}

// R-LOGIN-5 (a settings page), R-LOGIN-3
describe('TwoFactorSettingsPage', { timeout: 30_000 }, () => {
  it('binds an authenticator in four steps, then unbinds it with a code', async () => {
    const { totp } = await openPage()
    expect(within(totp).getByText('未绑定')).toBeInTheDocument()
    await user.click(within(totp).getByRole('button', { name: '绑定身份验证器' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('1. 下载应用')).toHaveAttribute('aria-current', 'step')
    await user.click(within(dialog).getByRole('button', { name: '下一步' }))
    expect(await within(dialog).findByRole('img', { name: '身份验证器二维码' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '下一步' }))
    const key = within(dialog).getByTestId('totp-key').textContent!
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){3}$/)
    await user.click(within(dialog).getByRole('button', { name: '下一步' }))
    const code = within(dialog).getByRole('textbox', { name: /^动态验证码/ })
    await user.type(code, '12')
    await user.click(within(dialog).getByRole('button', { name: '启用' }))
    expect(await within(dialog).findByText('请输入 6 位数字验证码')).toBeInTheDocument()
    const secret = key.replaceAll(' ', '')
    await user.clear(code)
    await user.type(code, totpCode(secret, mockControl.now() - 600_000))
    await user.click(within(dialog).getByRole('button', { name: '启用' }))
    expect(await within(dialog).findByText('动态验证码错误，请重新输入')).toBeInTheDocument()
    await user.clear(code)
    await user.type(code, totpCode(secret, mockControl.now()))
    await user.click(within(dialog).getByRole('button', { name: '启用' }))
    expect(await screen.findByText('身份验证器已绑定')).toBeInTheDocument()
    expect(within(totp).getByText('已绑定')).toBeInTheDocument()

    // jsdom keeps the closed dialog's aria-hidden on the page (no end of the close animation).
    await user.click(within(totp).getByRole('button', { name: '解绑身份验证器', hidden: true }))
    await user.type(
      within(totp).getByRole('textbox', { name: /^动态验证码/, hidden: true }),
      totpCode(secret, mockControl.now()),
    )
    await user.click(within(totp).getByRole('button', { name: '确认解绑', hidden: true }))
    expect(await screen.findByText('身份验证器已解绑')).toBeInTheDocument()
    expect(within(totp).getByText('未绑定')).toBeInTheDocument()
  })

  it('checks the phone number before sending a code (English)', async () => {
    await openPage('demo', 'en')
    const phone = screen.getByRole('region', { name: 'SMS verification' })
    await user.click(within(phone).getByRole('button', { name: 'Bind a phone' }))
    await user.type(within(phone).getByRole('textbox', { name: /^Mobile/ }), '12345')
    await user.click(within(phone).getByRole('button', { name: 'Send code' }))
    expect(await within(phone).findByText('Enter a valid mobile number.')).toBeInTheDocument()
    expect(mockControl.peekLastSms()).toBeNull()
  })

  it('shows the bound phone masked for an account with SMS bound', async () => {
    await openPage(TWOFACTOR_USER.username)
    expect(
      await screen.findByText('已绑定手机 139****9000，登录时可以用短信验证码完成二次验证。'),
    ).toBeInTheDocument()
  })

  it('does not offer the clear form to someone who is not an administrator', async () => {
    await openPage()
    expect(screen.queryByRole('region', { name: '管理员：清除用户的身份验证器绑定' })).toBeNull()
  })

  it('lets an administrator clear a user binding', async () => {
    await openPage(SPECIAL_USERNAMES.admin)
    const admin = await screen.findByRole('region', { name: '管理员：清除用户的身份验证器绑定' })
    await user.click(within(admin).getByRole('button', { name: '清除绑定' }))
    expect(await within(admin).findByText('请输入用户的邮箱账号')).toBeInTheDocument()
    await user.type(within(admin).getByRole('textbox', { name: /^用户邮箱账号/ }), 'nobody')
    await user.click(within(admin).getByRole('button', { name: '清除绑定' }))
    expect(await within(admin).findByText('用户不存在')).toBeInTheDocument()
    const field = within(admin).getByRole('textbox', { name: /^用户邮箱账号/ })
    await user.clear(field)
    await user.type(field, TWOFACTOR_USER.username)
    await user.click(within(admin).getByRole('button', { name: '清除绑定' }))
    expect(
      await within(admin).findByText('已清除 secure@huayu.example.com 的身份验证器绑定'),
    ).toBeInTheDocument()
  })
})
