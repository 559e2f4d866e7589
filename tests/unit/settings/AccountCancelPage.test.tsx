/**
 * /setting/accountcancel against the fake backend (issue 16; R-LOGIN-4, R-VALID-23): the reason
 * and the password are required before any call (exact texts), a wrong password is refused on
 * its field, a request waits for review, and a refusal shows the reviewer's reason with a new
 * request possible.
 */
import '../auth/jsdomShims.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import AccountCancelPage from '../../../src/features/settings/accountcancel/AccountCancelPage.tsx'
import { DEMO_USER, mockControl, server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }

function countPosts() {
  const posts: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname
    if (request.method === 'POST' && path === '/api/setting/account-cancel/') posts.push(path)
  }
  server.events.on('request:start', listener)
  return { posts, stop: () => server.events.removeListener('request:start', listener) }
}

describe('AccountCancelPage', { timeout: 40_000 }, () => {
  // R-VALID-23: cancellation reason required.
  it('asks for the reason and the password before any call, then waits for review', async () => {
    await openPage(AccountCancelPage, '/setting/accountcancel')
    const submit = await screen.findByRole('button', { name: '提交注销申请' }, SLOW)
    const calls = countPosts()
    await user.click(submit)
    expect(await screen.findByText('请填写注销原因')).toBeInTheDocument()
    expect(screen.getByText('请输入登录密码')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /注销原因/ }), '长'.repeat(201))
    await user.click(submit)
    expect(await screen.findByText('注销原因不能超过 200 个字符')).toBeInTheDocument()
    expect(calls.posts).toHaveLength(0)

    const reason = screen.getByRole('textbox', { name: /注销原因/ })
    await user.clear(reason)
    await user.type(reason, '已离职，邮件已交接')
    await user.type(screen.getByLabelText(/^登录密码/), 'not-the-password')
    await user.click(submit)
    expect(await screen.findByText('密码错误')).toBeInTheDocument()
    expect(reason).toHaveValue('已离职，邮件已交接')

    const password = screen.getByLabelText(/^登录密码/)
    await user.clear(password)
    await user.type(password, DEMO_USER.password)
    await user.click(submit)
    expect(await screen.findByText(/正在等待管理员审核。$/, {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '提交注销申请' })).toBeNull()
    calls.stop()
  })

  // R-LOGIN-4: account cancellation waits for review.
  it('a refused request shows why, and a new one may be made', async () => {
    await openPage(AccountCancelPage, '/setting/accountcancel')
    await user.type(await screen.findByRole('textbox', { name: /注销原因/ }, SLOW), '岗位调整')
    await user.type(screen.getByLabelText(/^登录密码/), DEMO_USER.password)
    await user.click(screen.getByRole('button', { name: '提交注销申请' }))
    await screen.findByText(/正在等待管理员审核。$/, {}, SLOW)
    expect(await mockControl.decideAccountCancel('rejected', '邮箱仍有未交接的业务往来')).toBe(true)

    await openPage(AccountCancelPage, '/setting/accountcancel')
    expect(
      await screen.findByText('上次的注销申请未通过：邮箱仍有未交接的业务往来', {}, SLOW),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '提交注销申请' })).toBeInTheDocument()
  })
})
