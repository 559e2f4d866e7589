/**
 * The session's modal messages: idling beyond lock_left ends the session with the login-expired
 * alert (M-ERR-20); closing it acknowledges, and the route guard then sends the user to /login.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { SessionDialogs } from '../../../src/app/SessionDialogs.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { SessionHarness, sessionInfo } from '../machines/session.harness.ts'

let harness: SessionHarness | undefined
afterEach(() => harness?.stop())

describe('SessionDialogs', () => {
  it('M-ERR-20: idle beyond lock_left shows the login-expired alert; OK acknowledges it', async () => {
    harness = await SessionHarness.signedIn(sessionInfo({ lock_left: 300, expired_left: 100_000 }))
    renderWithProviders(<SessionDialogs />, { locale: 'zh-hans', session: harness.actor })
    expect(screen.queryByRole('dialog')).toBeNull()
    harness.advance(360 * 1000)
    expect(await screen.findByText('登录已超时，请重新登录')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByText('登录已超时，请重新登录')).toBeNull())
    expect(harness.snapshot.context.token).toBeNull()
  })
})
