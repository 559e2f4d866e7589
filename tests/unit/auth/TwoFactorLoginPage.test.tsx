/**
 * /twofactor_login against the fake backend through the real session: the account `secure` has
 * an authenticator and a phone bound. The code's format is checked before any call; a refused
 * code shows the server's words; a right TOTP or SMS code signs in; without a two-factor step the
 * page says the login expired.
 */
import './jsdomShims.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { describe, expect, it, onTestFinished } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { totpCode } from '../../../mocks/handlers/twofactor.store.ts'
import { TWOFACTOR_USER } from '../../../mocks/seed/org.ts'
import TwoFactorLoginPage from '../../../src/features/auth/twofactor/TwoFactorLoginPage.tsx'
import type { SessionActor } from '../../../src/app/session/SessionProvider.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { mockControl, server } from '../../support/server.ts'
import { startHarness } from './authHarness.tsx'

const user = userEvent.setup({ delay: null })

function twoFactorLoginCalls(): { count: number } {
  const calls = { count: 0 }
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/twofactor/login/') calls.count += 1
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return calls
}

function render(session: SessionActor) {
  const rootRoute = createRootRoute({ component: Outlet })
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/twofactor_login',
    component: TwoFactorLoginPage,
  })
  const login = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    component: () => <p>login page</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, login]),
    history: createMemoryHistory({ initialEntries: ['/twofactor_login'] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { locale: 'zh-hans', session })
  return router
}

/** Password accepted for `secure`: the session waits for the second factor. */
async function atSecondFactor() {
  mockControl.setCaptchaType('none')
  const harness = startHarness({ path: '/twofactor_login' })
  harness.session.send({
    type: 'session.login',
    credentials: {
      username: TWOFACTOR_USER.username,
      password: TWOFACTOR_USER.password,
      loginType: 'email',
    },
  })
  await waitForActor(harness.session, (s) => s.matches('twoFactor'))
  const router = render(harness.session)
  const code = await screen.findByLabelText(/^动态验证码/, { selector: 'input' })
  return { ...harness, router, code }
}

// R-LOGIN-1: two-factor by authenticator code or SMS
describe('TwoFactorLoginPage', { timeout: 20_000 }, () => {
  it('asks for six digits before calling the server', async () => {
    const calls = twoFactorLoginCalls()
    const { code } = await atSecondFactor()
    await user.type(code, '12345{Enter}')
    expect(await screen.findByText('请输入 6 位数字验证码')).toBeInTheDocument()
    expect(calls.count).toBe(0)
    expect(code).toHaveValue('12345')
  })

  it("shows the server's refusal of an old code and keeps the page", async () => {
    const { code, session } = await atSecondFactor()
    await user.type(
      code,
      `${totpCode(TWOFACTOR_USER.totpSecret, mockControl.now() - 600_000)}{Enter}`,
    )
    expect(await screen.findByText('动态验证码错误，请重新输入')).toBeInTheDocument()
    expect(session.getSnapshot().matches({ twoFactor: 'awaitingCode' })).toBe(true)
  })

  it('signs in with the current authenticator code', async () => {
    const { code, session } = await atSecondFactor()
    await user.type(code, totpCode(TWOFACTOR_USER.totpSecret, mockControl.now()))
    await user.click(screen.getByRole('button', { name: '验证并登录' }))
    await waitForActor(session, (s) => s.matches('signedIn'))
  })

  it('sends an SMS code with a 60-second countdown and signs in with it', async () => {
    const { session } = await atSecondFactor()
    await user.click(screen.getByRole('radio', { name: '短信验证码' }))
    await user.click(screen.getByRole('button', { name: '发送验证码' }))
    expect(await screen.findByText('验证码已发送至 139****9000')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '60 秒后可重新发送' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    const sms = mockControl.peekLastSms()!
    await user.type(screen.getByRole('textbox', { name: /^短信验证码/ }), sms.code)
    await user.click(screen.getByRole('button', { name: '验证并登录' }))
    await waitForActor(session, (s) => s.matches('signedIn'))
  })

  it('goes back to login, cancelling the step', async () => {
    const { session, router } = await atSecondFactor()
    await user.click(screen.getByRole('button', { name: '返回登录' }))
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(session.getSnapshot().matches('loggedOut')).toBe(true)
  })

  it('says the login expired when no two-factor step is running', async () => {
    const { session } = startHarness({ path: '/twofactor_login' })
    render(session)
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument()
  })
})
