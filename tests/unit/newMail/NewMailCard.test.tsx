/**
 * The new-mail card as the layout shows it: one notice at a time, previous / next with their
 * disabled ends, read opens the mail through the init=openMail deep link of its own folder (a
 * mail a rule filed outside INBOX too). English texts.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { NewMailCard } from '../../../src/app/layout/NewMailCard.tsx'
import {
  receiveNewMail,
  resetNewMail,
  type NewMailNotice,
} from '../../../src/app/newMail/newMailNotices.ts'
import { renderWithProviders } from '../../support/render.tsx'

const mail = (uid: number, subject: string, folder = 'INBOX'): NewMailNotice => ({
  uid,
  folder,
  subject,
  mfrom: ['wang.fang@example.cn', 'Wang Fang'],
  abstract: `Abstract of ${subject}`,
  date: '2026-11-22T09:00:00+08:00',
})

function renderCard() {
  const root = createRootRoute({
    component: () => (
      <>
        <NewMailCard />
        <Outlet />
      </>
    ),
  })
  const box = createRoute({ getParentRoute: () => root, path: '/mailbox/innerbox/$boxId' })
  const home = createRoute({ getParentRoute: () => root, path: '/' })
  const router = createRouter({
    routeTree: root.addChildren([home, box]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderWithProviders(<RouterProvider router={router} />)
  return router
}

// R-LAYOUT-6: the new-mail notice card
describe('NewMailCard', () => {
  beforeEach(resetNewMail)

  it('shows nothing without notices, then the newest with sender and abstract', async () => {
    renderCard()
    await act(async () => {})
    expect(screen.queryByRole('status')).toBeNull()
    act(() => receiveNewMail([mail(1, 'Budget'), mail(2, 'Offsite')], 2))
    expect(await screen.findByText('Offsite')).toBeInTheDocument()
    expect(screen.getByText('Wang Fang <wang.fang@example.cn>')).toBeInTheDocument()
    expect(screen.getByText('Abstract of Offsite')).toBeInTheDocument()
    expect(screen.getByText('1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Budget')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('read opens the mail in INBOX and drops the notice', async () => {
    const router = renderCard()
    act(() => receiveNewMail([mail(7, 'Contract')]))
    await userEvent.click(await screen.findByRole('button', { name: 'Read' }))
    expect(router.state.location.pathname).toBe('/mailbox/innerbox/INBOX')
    expect(router.state.location.search).toMatchObject({ init: 'openMail', uid: 7 })
    expect(screen.queryByText('Contract')).toBeNull()
  })

  it('read opens a mail filed outside INBOX in its own folder, not just the list of that folder', async () => {
    const router = renderCard()
    act(() => receiveNewMail([mail(9, 'Invoice', 'Finance')]))
    await userEvent.click(await screen.findByRole('button', { name: 'Read' }))
    expect(router.state.location.pathname).toBe('/mailbox/innerbox/Finance')
    expect(router.state.location.search).toMatchObject({ init: 'openMail', uid: 9 })
    expect(screen.queryByText('Invoice')).toBeNull()
  })
})
