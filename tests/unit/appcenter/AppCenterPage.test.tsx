/**
 * /appcenter against the fake backend (issue 16; decisions.md #296): the organisation's apps as
 * tiles whose links open in a new tab without handing over the page, and an empty state.
 */
import '../auth/jsdomShims.ts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import AppCenterPage from '../../../src/features/appcenter/AppCenterPage.tsx'
import { mockControl } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const SLOW = { timeout: 15_000 }

describe('AppCenterPage', { timeout: 40_000 }, () => {
  it('shows each app as a tile that opens in a new tab', async () => {
    await openPage(AppCenterPage, '/appcenter')
    const list = await screen.findByRole('list', { name: '应用' }, SLOW)
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    const link = within(list).getByRole('link', { name: /^费用报销/ })
    expect(link).toHaveAttribute('href', 'https://expense.huayu.example.com/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(list).getByText('差旅与日常费用的报销申请')).toBeInTheDocument()
    expect(screen.queryByText(/later version|后续版本/)).toBeNull()
  })

  it('says so when the organisation offers none', async () => {
    await mockControl.reset({ scenario: 'empty' })
    await openPage(AppCenterPage, '/appcenter')
    expect(await screen.findByText('单位还没有在应用中心添加应用。', {}, SLOW)).toBeInTheDocument()
  })
})
