/**
 * The login page against the fake backend: required-field messages, remember username, login
 * options by config flag, and nothing typed lost after a server error. Captcha interactions are
 * in LoginCaptcha.test.tsx.
 */
import './jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { SessionProvider } from '../../../src/app/session/SessionProvider.tsx'
import { lazySession } from '../../../src/app/session/sessionSource.ts'
import LoginPage from '../../../src/features/auth/LoginPage.tsx'
import { REMEMBERED_LOGIN_KEY } from '../../../src/features/auth/rememberedLogin.ts'
import { absoluteUrl, DEMO_USER, mockControl, server } from '../../support/server.ts'
import { renderPage, startHarness } from './authHarness.tsx'

// No delay between keystrokes: typing speed is not under test.
const user = userEvent.setup({ delay: null })

function field(name: RegExp): HTMLElement {
  return screen.getByLabelText(name, { selector: 'input' })
}

async function openLoginPage() {
  const harness = startHarness()
  renderPage(<LoginPage />, harness.session)
  await screen.findByRole('button', { name: '登录' })
  return harness
}

beforeEach(() => {
  localStorage.clear()
  mockControl.setCaptchaType('none')
})

// Generous: the suite shares two cores with everything else; a real hang still fails.
describe('LoginPage', { timeout: 20_000 }, () => {
  it('asks for the account and the password before anything is sent', async () => {
    const { session } = await openLoginPage()
    await user.click(screen.getByRole('button', { name: '登录' }))

    expect(await screen.findByText('请输入邮箱账号')).toBeInTheDocument()
    expect(screen.getByText('请输入密码')).toBeInTheDocument()
    expect(session.getSnapshot().matches('loggedOut')).toBe(true)

    await user.type(field(/^邮箱账号/), 'demo')
    expect(screen.queryByText('请输入邮箱账号')).not.toBeInTheDocument()
    expect(screen.getByText('请输入密码')).toBeInTheDocument()
  })

  // R-LOGIN-1: login by mailbox account or employee number
  it('switches to employee-number login when the config allows it', async () => {
    await openLoginPage()
    await user.click(screen.getByRole('tab', { name: '工号' }))
    expect(field(/^工号/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('请输入工号')).toBeInTheDocument()
  })

  it('keeps everything typed after the server refuses the password, and says why inline', async () => {
    const { session, notices } = await openLoginPage()
    await user.type(field(/^邮箱账号/), DEMO_USER.username)
    await user.type(field(/^密码/), 'not-the-password')
    await user.click(screen.getByRole('button', { name: '登录' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).not.toBe('')
    expect(session.getSnapshot().matches('loggedOut')).toBe(true)
    // The middleware raised the toast with the same server text; the page does not raise another.
    expect(notices).toHaveLength(1)
    expect(alert).toHaveTextContent(notices[0]?.message ?? '')
    expect(field(/^邮箱账号/)).toHaveValue(DEMO_USER.username)
    expect(field(/^密码/)).toHaveValue('not-the-password')
  })

  // R-LOGIN-1: remember the username
  it('signs in with the right password and remembers the username when asked', async () => {
    const { session } = await openLoginPage()
    await user.type(field(/^邮箱账号/), `  ${DEMO_USER.username}`)
    await user.type(field(/^密码/), DEMO_USER.password)
    await user.click(screen.getByRole('checkbox', { name: '记住用户名' }))
    await user.click(screen.getByRole('button', { name: '登录' }))

    await waitForActor(session, (s) => s.matches('signedIn'), { timeout: 5000 })
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? 'null')).toEqual({
      username: DEMO_USER.username,
      loginType: 'email',
    })
  })

  it('shows the form before the session runs, and starts it when the user signs in', async () => {
    const harness = startHarness()
    // The app's session loads after the first paint (src/main.tsx); here it waits for the submit.
    const start = vi.fn(() => Promise.resolve(harness.session))
    renderPage(
      <SessionProvider source={lazySession(start)}>
        <LoginPage />
      </SessionProvider>,
      harness.session,
    )
    await user.type(
      await screen.findByLabelText(/^邮箱账号/, { selector: 'input' }),
      DEMO_USER.username,
    )
    await user.type(field(/^密码/), DEMO_USER.password)
    expect(start).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '登录' }))

    await waitForActor(harness.session, (s) => s.matches('signedIn'), { timeout: 5000 })
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('prefills a remembered username in its login mode', async () => {
    localStorage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({ username: DEMO_USER.job_number, loginType: 'job_number' }),
    )
    await openLoginPage()
    expect(field(/^工号/)).toHaveValue(DEMO_USER.job_number)
    expect(screen.getByRole('checkbox', { name: '记住用户名' })).toBeChecked()
  })

  it('forgets the username when "remember" is unticked', async () => {
    localStorage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({ username: 'someone', loginType: 'email' }),
    )
    await openLoginPage()
    await user.click(screen.getByRole('checkbox', { name: '记住用户名' }))
    await user.type(field(/^密码/), 'x')
    await user.click(screen.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull())
  })

  // R-LOGIN-1: WeChat login, SSL login (the certificate endpoint, decisions.md #288), registration
  it('shows the brand and WeChat login, SSL login as a link to the certificate endpoint, and registration', async () => {
    await openLoginPage()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('企业邮箱')
    // A chunk of its own beside the form: it appears once loaded.
    expect(
      await screen.findByRole('button', { name: '微信登录' }, { timeout: 10_000 }),
    ).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('link', { name: 'SSL 证书登录' })).toHaveAttribute(
      'href',
      'https://ssl.mail.huayu.example.com/login/cert/',
    )
    expect(screen.getByRole('button', { name: '注册账号' })).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('button', { name: '忘记密码？' })).toBeInTheDocument()
    expect(screen.queryByText('以上功能将在后续版本中提供。')).not.toBeInTheDocument()
  })

  it('hides WeChat, SSL and registration when the config turns them off', async () => {
    server.use(
      http.get(absoluteUrl('/api/login/config/'), () =>
        HttpResponse.json({
          captcha_type: 'none',
          allow_job_number: false,
          is_wechat_login: false,
          is_ssl_login: false,
          is_register: false,
          title: 'Example Mail',
          logo: '',
          copyright: '© Example',
          is_icp: true,
          icp_no: 'ICP-123',
          icp_link: 'https://beian.example/',
        }),
      ),
    )
    await openLoginPage()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Example Mail')
    expect(screen.queryByRole('button', { name: '微信登录' })).not.toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'ICP-123' })).toHaveAttribute(
      'href',
      'https://beian.example/',
    )
    expect(screen.queryByRole('link', { name: 'SSL 证书登录' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '注册账号' })).not.toBeInTheDocument()
  })
})
