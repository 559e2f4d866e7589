/**
 * The WeChat login dialog against the fake backend: the QR code and its prompt, "scanned" once
 * the phone scans, and the unbound message when the WeChat identity is bound to no account.
 */
import './jsdomShims.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import WechatLoginDialog from '../../../src/features/auth/twofactor/WechatLoginDialog.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { apiFetch, mockControl, tokenFor } from '../../support/server.ts'
import { startHarness } from './authHarness.tsx'

const user = userEvent.setup({ delay: null })
const POLL = { timeout: 6000 }

async function openDialog() {
  const { session } = startHarness()
  renderWithProviders(<WechatLoginDialog onClose={() => undefined} />, {
    locale: 'zh-hans',
    session,
  })
  expect(await screen.findByRole('img', { name: '微信登录二维码' })).toBeInTheDocument()
  expect(screen.getByText('请使用微信扫描二维码登录')).toBeInTheDocument()
  return mockControl.peekLastWechatScene()!
}

describe('WechatLoginDialog', { timeout: 20_000 }, () => {
  it('says the code was scanned and waits for the confirmation on the phone', async () => {
    const scene = await openDialog()
    mockControl.wechatScan(scene, 'scan')
    expect(await screen.findByText('扫描成功，请在手机上确认', {}, POLL)).toBeInTheDocument()
  })

  it('says the WeChat account is bound to no mailbox, and gets a new code on request', async () => {
    const demo = await tokenFor()
    await apiFetch('/api/wechat/unbind/', { token: demo, method: 'POST' })
    const scene = await openDialog()
    mockControl.wechatScan(scene, 'confirm')
    expect(
      await screen.findByText(
        '该微信未绑定邮箱账号，请先用账号密码登录，在设置中绑定微信',
        {},
        POLL,
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '刷新二维码' }))
    expect(await screen.findByText('请使用微信扫描二维码登录')).toBeInTheDocument()
    expect(mockControl.peekLastWechatScene()).not.toBe(scene)
  })
})
