/**
 * The home page's summary and footer as a user reads them (R-HOME): greeting, unread link, last
 * login with its details link, capacity, weather only when the server has it, copyright and ICP.
 * English texts.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { LoginAfterInfo, UserInfo, WelcomeInfo } from '../../../src/api/types.ts'
import { WelcomeFooter } from '../../../src/features/welcome/WelcomeFooter.tsx'
import { WelcomeSummary } from '../../../src/features/welcome/WelcomeSummary.tsx'
import { renderWithProviders } from '../../support/render.tsx'

const user = (realname: string) =>
  ({ realname, email: 'demo@example.cn', department: '', username: 'demo' }) as UserInfo

const welcome = (overrides: Partial<WelcomeInfo> = {}): WelcomeInfo => ({
  capacity_used_mb: 120,
  capacity_total_mb: 1024,
  last_login: { ip1: '10.0.0.8', ip2: 'Shanghai Telecom', ct2: '2026-11-20T08:30:00+08:00' },
  this_login: null,
  weather: {
    has_weather: false,
    city: 'Hangzhou',
    low: '8',
    high: '15',
    state: 'Cloudy',
    wind: 'NE 3',
  },
  ...overrides,
})

async function renderInRouter(ui: ReactElement) {
  const root = createRootRoute({ component: () => ui })
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/' }),
      createRoute({ getParentRoute: () => root, path: '/mailbox/innerbox/$boxId' }),
      createRoute({ getParentRoute: () => root, path: '/search/$page' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderWithProviders(<RouterProvider router={router} />)
  await screen.findByRole('heading', { level: 1 })
}

describe('home summary', () => {
  // R-HOME-1
  it('greets by real name, else by address, and links the unread count to unread INBOX', async () => {
    await renderInRouter(<WelcomeSummary user={user('Li Lei')} info={welcome()} unread={7} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Li Lei')
    const unread = screen.getByRole('link', { name: /7/ })
    expect(unread).toHaveAttribute('href', '/mailbox/innerbox/INBOX?view=unread')
  })

  it('greets by address when there is no real name', async () => {
    await renderInRouter(<WelcomeSummary user={user('')} info={welcome()} unread={0} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('demo@example.cn')
  })

  // R-HOME-3
  it('shows the last login time, IP and provider with a details link to the login records', async () => {
    await renderInRouter(<WelcomeSummary user={user('Li Lei')} info={welcome()} unread={0} />)
    expect(screen.getByText(/10\.0\.0\.8/)).toHaveTextContent('Shanghai Telecom')
    expect(screen.getByText(/10\.0\.0\.8/)).toHaveTextContent('2026')
    const details = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/search/login')
    expect(details).toBeDefined()
  })

  // R-HOME-2
  it('shows used / total M, or infinite when the total is 0', async () => {
    await renderInRouter(<WelcomeSummary user={user('Li Lei')} info={welcome()} unread={0} />)
    expect(screen.getByText(/120 M/)).toHaveTextContent('1024 M')
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
  })

  it('says infinite for a total of 0', async () => {
    const info = welcome({ capacity_total_mb: 0 })
    await renderInRouter(<WelcomeSummary user={user('Li Lei')} info={info} unread={0} />)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByText(/120 M/)).not.toHaveTextContent('1024')
    expect(screen.getByText(/120 M/)).toHaveTextContent('Used 120 M / infinite')
  })

  // R-HOME-4
  it('shows the weather only when has_weather', async () => {
    await renderInRouter(<WelcomeSummary user={user('Li Lei')} info={welcome()} unread={0} />)
    expect(screen.queryByText('Hangzhou')).toBeNull()
  })

  it('shows city, low to high, state and wind when has_weather', async () => {
    const weather = { ...welcome().weather, has_weather: true }
    await renderInRouter(
      <WelcomeSummary user={user('Li Lei')} info={welcome({ weather })} unread={0} />,
    )
    expect(screen.getByText('Hangzhou')).toBeInTheDocument()
    expect(screen.getByText(/8 ~ 15 Cloudy/)).toBeInTheDocument()
    expect(screen.getByText('NE 3')).toBeInTheDocument()
  })
})

describe('home footer', () => {
  const info = (overrides: Partial<LoginAfterInfo>) =>
    ({
      title: 'Example Corp',
      is_icp: false,
      icp_no: 'ICP 12345',
      icp_link: 'https://beian.example',
      ...overrides,
    }) as LoginAfterInfo

  // R-HOME-7
  it('shows the copyright with the name, and the ICP number only when is_icp', () => {
    const { unmount } = renderWithProviders(<WelcomeFooter info={info({})} year={2026} />)
    expect(screen.getByText(/2026 Example Corp/)).toBeInTheDocument()
    expect(screen.queryByText('ICP 12345')).toBeNull()
    unmount()
    renderWithProviders(<WelcomeFooter info={info({ is_icp: true })} year={2026} />)
    expect(screen.getByRole('link', { name: 'ICP 12345' })).toHaveAttribute(
      'href',
      'https://beian.example',
    )
  })
})
