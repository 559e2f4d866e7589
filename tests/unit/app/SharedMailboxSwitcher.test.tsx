/**
 * The top bar's shared-mailbox switcher against the fake backend (R-LAYOUT, R-STATE
 * "Shared mailbox switch"; M-ERR; decision 14): it lists demo's shared
 * mailboxes, switches into one (the button then names it, 'back to my mailbox' appears), goes
 * back, and on a refused switch shows the first non_field_errors or 'Switch accounts error!' and
 * still goes to welcome. Opening it asks the server again: a share removed or granted meanwhile
 * (in the owner's settings) is gone or there at once (decisions.md #283).
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import { waitFor as waitForState } from 'xstate'
import type { Notice } from '../../../src/api/notices.ts'
import { SharedMailboxSwitcher } from '../../../src/app/layout/SharedMailboxSwitcher.tsx'
import { connectSessionNotices } from '../../../src/app/session/sessionNotices.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { absoluteUrl, apiFetch, server, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

async function signedInSwitcher() {
  const harness = startHarness({ token: await tokenFor(), path: '/mailbox/welcome' })
  const { session } = harness
  await waitForState(session, (s) => s.context.shared !== null, { timeout: 15_000 })
  const notices: Notice[] = []
  onTestFinished(connectSessionNotices(session, (notice) => notices.push(notice)))
  const navigations: string[] = []
  session.on('session.navigate', (event) => navigations.push(event.to))
  onTestFinished(() => session.stop())
  renderWithProviders(<SharedMailboxSwitcher />, { session })
  const switcher = screen.getByRole('button', { name: 'Switch shared mailbox' })
  // harness.notices: the client catalogue's toasts, which must not repeat the session's notice.
  return { session, notices, catalogue: harness.notices, navigations, switcher }
}

describe('SharedMailboxSwitcher', { timeout: 20_000 }, () => {
  // R-LAYOUT-3: the shared-account switcher with "back to myself"
  it('lists the shares, switches in, names the mailbox, and goes back', async () => {
    const user = userEvent.setup()
    const { session, navigations, switcher } = await signedInSwitcher()
    expect(switcher).toHaveTextContent('')
    await user.click(switcher)
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '人力资源部公共邮箱 <hr>',
      '客户服务中心 <service>',
    ])
    expect(screen.queryByRole('menuitem', { name: 'Back to my mailbox' })).toBeNull()
    await user.click(screen.getByRole('menuitem', { name: /客户服务中心/ }))
    await waitFor(() => expect(switcher).toHaveTextContent('客户服务中心'), { timeout: 10_000 })
    expect(session.getSnapshot().context.shared?.is_shareduser).toBe(true)
    expect(navigations).toEqual(['welcome'])

    await user.click(switcher)
    // The mailbox in use cannot be chosen again.
    expect(screen.getByRole('menuitem', { name: /客户服务中心/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(screen.getByRole('menuitem', { name: 'Back to my mailbox' }))
    await waitFor(() => expect(session.getSnapshot().context.shared?.is_shareduser).toBe(false), {
      timeout: 10_000,
    })
    expect(switcher).toHaveTextContent('')
    expect(navigations).toEqual(['welcome', 'welcome'])
  })

  it.each([
    [
      HttpResponse.json({ non_field_errors: ['Share revoked.', 'second'] }, { status: 400 }),
      'Share revoked.',
    ],
    [HttpResponse.json({}, { status: 400 }), 'Switch accounts error!'],
  ])(
    'a refused switch shows its message once and still goes to welcome (%#)',
    async (answer, text) => {
      server.use(http.post(absoluteUrl('/api/sharelogin/'), () => answer))
      const user = userEvent.setup()
      const { session, notices, catalogue, navigations, switcher } = await signedInSwitcher()
      await user.click(switcher)
      await user.click(screen.getByRole('menuitem', { name: /人力资源部公共邮箱/ }))
      await waitFor(() => expect(navigations).toEqual(['welcome']), { timeout: 10_000 })
      expect(notices).toEqual([{ intent: 'error', message: text }])
      expect(catalogue).toEqual([])
      expect(session.getSnapshot().context.shared?.is_shareduser).toBe(false)
      expect(switcher).toHaveTextContent('')
    },
  )

  // Last: it changes the shares of the fake backend for the rest of the file.
  it('opening it again shows a share removed and one granted meanwhile', async () => {
    const user = userEvent.setup()
    const { switcher } = await signedInSwitcher()
    await user.click(switcher)
    expect(screen.getAllByRole('menuitem')).toHaveLength(2)
    await user.keyboard('{Escape}')

    // Elsewhere: service stops sharing with demo, reviewer shares their mailbox read-only.
    const service = await tokenFor('service')
    const shares = (await (
      await apiFetch('/api/shareuser/shares/', { token: service })
    ).json()) as {
      share_id: number
      username: string
    }[]
    const demoShare = shares.find((s) => s.username === 'demo')!
    const removed = await apiFetch(`/api/shareuser/shares/${demoShare.share_id}/`, {
      token: service,
      method: 'DELETE',
    })
    expect(removed.status).toBe(204)
    const granted = await apiFetch('/api/shareuser/shares/', {
      token: await tokenFor('reviewer'),
      json: { username: 'demo', permission: 'read' },
    })
    expect(granted.status).toBe(200)

    await user.click(switcher)
    await waitFor(
      () =>
        expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
          '人力资源部公共邮箱 <hr>',
          '陈静 <reviewer>',
        ]),
      { timeout: 10_000 },
    )
  })
})
