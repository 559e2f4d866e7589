/**
 * The layout cards (R-LAYOUT-6, C-TIME-14) share one shell: a polite status with its title, a
 * close button that dismisses it, and the card's own lines and link.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PendingReviewCard, SecurityReminderCard } from '../../../src/app/layout/Cards.tsx'
import RelayFailureCard from '../../../src/app/layout/RelayFailureCard.tsx'
import { renderWithProviders } from '../../support/render.tsx'

function renderCard(card: ReactNode, locale: 'zh-hans' | 'en' = 'zh-hans') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => card }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { locale })
}

describe('layout cards', () => {
  it('the relay failure: its time and the server text, a link to the relay settings, closable', async () => {
    const onDismiss = vi.fn()
    renderCard(
      <RelayFailureCard
        failure={{ time: '2026-11-26T09:05:00+08:00', text: 'SMTP 中继 smtp.qq.com 不可用' }}
        onDismiss={onDismiss}
      />,
    )
    const card = await screen.findByRole('status')
    expect(within(card).getByText('SMTP 中继发信失败')).toBeInTheDocument()
    expect(card).toHaveTextContent(/SMTP 中继 smtp\.qq\.com 不可用/)
    expect(card).toHaveTextContent(/2026/)
    expect(within(card).getByRole('link', { name: '检查中继设置' })).toHaveAttribute(
      'href',
      '/setting/transfer',
    )
    await userEvent.click(within(card).getByRole('button', { name: '关闭' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('the pending reviews in English: the count links to the review list', async () => {
    const onDismiss = vi.fn()
    renderCard(<PendingReviewCard count={3} onDismiss={onDismiss} />, 'en')
    const card = await screen.findByRole('status')
    const link = within(card).getByRole('link')
    expect(link).toHaveAttribute('href', '/mailbox/review')
    expect(link.textContent).toMatch(/3/)
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('the security reminder: this and the last login, and the way to the login records', async () => {
    renderCard(
      <SecurityReminderCard
        thisLogin={{ ct2: '2026-11-26T08:58:00+08:00', ip2: '10.1.2.3', ip1: '杭州' } as never}
        lastLogin={null}
        onDismiss={() => undefined}
      />,
    )
    const card = await screen.findByRole('status')
    expect(within(card).getByText('安全提醒')).toBeInTheDocument()
    expect(card).toHaveTextContent(/本次登录：.*10\.1\.2\.3 \(杭州\)/)
    expect(card).toHaveTextContent('上次登录：—')
    expect(within(card).getByRole('link', { name: '查看登录记录' })).toHaveAttribute(
      'href',
      '/search/login',
    )
  })
})
