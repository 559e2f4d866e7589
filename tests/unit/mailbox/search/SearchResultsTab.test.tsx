/**
 * Search-result tabs against the fake backend: results with the folder name before the subject,
 * opening one with a search cursor, and the empty message naming every criterion used.
 */
import '../../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import SearchResultsTab from '../../../../src/features/mailbox/search/SearchResultsTab.tsx'
import type { SearchParams } from '../../../../src/domain/search/searchParams.ts'
import { renderSignedIn } from '../list/listHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }
const tabOf = (params: SearchParams) =>
  ({ kind: 'search', key: 'search:test', params, title: 'x' }) as const

describe('SearchResultsTab', { timeout: 60_000 }, () => {
  it('names the criteria when nothing matches', async () => {
    await renderSignedIn(
      <SearchResultsTab tab={tabOf({ keyword: 'zqxjv', subject: '合同', date: 3 })} />,
    )
    expect(
      await screen.findByText(
        '没有找到符合 关键字“zqxjv”、主题“合同”、时间：最近一周 的邮件',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
  })

  it('prefixes the folder and opens a result with a search cursor', async () => {
    const { tabs } = await renderSignedIn(<SearchResultsTab tab={tabOf({ keyword: '报销' })} />)
    const table = await screen.findByRole('grid', { name: '邮件列表' }, SLOW)
    await waitFor(
      () => expect(within(table).getAllByText(/^\[.+\]$/).length).toBeGreaterThan(0),
      SLOW,
    )
    expect(within(table).getAllByText('[收件箱]').length).toBeGreaterThan(0)
    const box = within(table).getAllByRole('checkbox', { name: /^选择 (?!本页)/ })[0]!
    const subject = box.getAttribute('aria-label')!.replace(/^选择 /, '')
    expect(subject).toContain('报销')
    await user.click(within(table).getAllByRole('button', { name: subject })[0]!)
    expect(tabs.openMail).toHaveBeenCalledWith(
      expect.objectContaining({
        subject,
        cursor: expect.objectContaining({
          page: 1,
          index: 0,
          source: { kind: 'search', params: { keyword: '报销' }, pageSize: 20 },
        }),
      }),
    )
  })
})
