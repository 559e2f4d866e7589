/**
 * /setting/user against the fake backend: a failed load says so with a retry and shows no form;
 * the name rule's exact message before any call; a server refusal shows its text next to the
 * field and keeps the input; an accepted edit waits for audit.
 */
import '../auth/jsdomShims.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import ProfileSettingsPage from '../../../src/features/settings/user/ProfileSettingsPage.tsx'
import { mockControl } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })

afterEach(() => mockControl.clearFaults())

// R-VALID-1, R-LOGIN-4
describe('ProfileSettingsPage', { timeout: 30_000 }, () => {
  it('a failed load shows a retry and no form; the retry loads it', async () => {
    mockControl.setFault('getProfile', 500)
    await openPage(ProfileSettingsPage, '/setting/user')
    expect(await screen.findByText('加载失败，当前设置无法显示。')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /^姓名/ })).toBeNull()
    mockControl.clearFaults()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('textbox', { name: /^姓名/ })).toHaveValue('王小明')
  })

  it('checks the name, keeps the input on a refusal, then waits for audit', async () => {
    await openPage(ProfileSettingsPage, '/setting/user')
    const name = await screen.findByRole('textbox', { name: /^姓名/ })
    await user.clear(name)
    await user.type(name, '张'.repeat(36))
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('姓名长度为 1 到 35 个字符')).toBeInTheDocument()

    await user.clear(name)
    await user.type(name, '张新名')
    const jobNumber = screen.getByRole('textbox', { name: '工号' })
    await user.clear(jobNumber)
    await user.type(jobNumber, 'E10002')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('该工号已被其他员工使用')).toBeInTheDocument()
    expect(jobNumber).toHaveValue('E10002')
    expect(name).toHaveValue('张新名')

    // Editing the refused field drops the server's message under it.
    await user.clear(jobNumber)
    await user.type(jobNumber, 'E19998')
    expect(screen.queryByText('该工号已被其他员工使用')).toBeNull()
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('已提交，等待审核')).toBeInTheDocument()
    expect(screen.getByText('资料修改已提交，正在等待管理员审核。')).toBeInTheDocument()
  })
})
