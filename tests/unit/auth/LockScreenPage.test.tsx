/**
 * The lock screen against the fake backend through the session's lock child: the two messages
 * of the error catalogue, Enter to submit, unlocking with the right password, logging out.
 */
import './jsdomShims.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import LockScreenPage from '../../../src/features/auth/LockScreenPage.tsx'
import { DEMO_USER, server, tokenFor } from '../../support/server.ts'
import { lockedSession, renderPage, startHarness } from './authHarness.tsx'

const user = userEvent.setup({ delay: null })

/** Counts the lock-screen calls the fake backend receives during the current test. */
function lockScreenCalls(): { count: number } {
  const calls = { count: 0 }
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/core/lockscreen/') calls.count += 1
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return calls
}

async function openLockScreen() {
  const harness = await lockedSession(await tokenFor(DEMO_USER.username))
  renderPage(<LockScreenPage />, harness.session, '/lockscreen')
  const password = await screen.findByLabelText(/^密码/, { selector: 'input' })
  return { ...harness, password }
}

describe('LockScreenPage', { timeout: 20_000 }, () => {
  it('shows who is locked out', async () => {
    await openLockScreen()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(DEMO_USER.realname)
    expect(screen.getByText(DEMO_USER.email)).toBeInTheDocument()
  })

  // R-VALID-8, M-ERR-14
  it('asks for the password when it is empty, without calling the server', async () => {
    const calls = lockScreenCalls()
    const { session } = await openLockScreen()
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(await screen.findByText('请输入密码')).toBeInTheDocument()
    expect(calls.count).toBe(0)
    expect(session.getSnapshot().matches({ signedIn: { screen: 'locked' } })).toBe(true)
  })

  // M-ERR-14
  it('says the password is wrong when the server refuses it (Enter submits)', async () => {
    const calls = lockScreenCalls()
    const { session, password } = await openLockScreen()
    await user.type(password, 'not-it{Enter}')
    expect(await screen.findByText('密码错误，请重新输入')).toBeInTheDocument()
    expect(calls.count).toBe(1)
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument()
    expect(session.getSnapshot().matches({ signedIn: { screen: 'locked' } })).toBe(true)
  })

  it('unlocks with the right password', async () => {
    const { session, password } = await openLockScreen()
    await user.type(password, `${DEMO_USER.password}{Enter}`)
    await waitForActor(session, (s) => s.matches({ signedIn: { screen: 'active' } }), {
      timeout: 10_000,
    })
  })

  // R-LOCK-4: after a reload the form shows while the session is still starting. Enter pressed
  // before the lock's actor exists must not be lost (it was: the e2e unlock hung once a run).
  it('an Enter pressed before the session has started the lock unlocks once it has', async () => {
    const harness = startHarness({ token: await tokenFor(DEMO_USER.username), path: '/lockscreen' })
    renderPage(<LockScreenPage />, harness.session, '/lockscreen')
    const password = await screen.findByLabelText(/^密码/, { selector: 'input' })
    expect(harness.session.getSnapshot().children.lock).toBeUndefined()
    await user.type(password, `${DEMO_USER.password}{Enter}`)
    await waitForActor(harness.session, (s) => s.matches('signedIn'), { timeout: 10_000 })
    harness.session.send({ type: 'session.lock' })
    await waitForActor(harness.session, (s) => s.matches({ signedIn: { screen: 'active' } }), {
      timeout: 10_000,
    })
  })

  it('offers a way out: log out', async () => {
    const { session } = await openLockScreen()
    await user.click(screen.getByRole('button', { name: '退出登录' }))
    await waitForActor(session, (s) => s.matches('loggedOut'), { timeout: 10_000 })
  })
})
