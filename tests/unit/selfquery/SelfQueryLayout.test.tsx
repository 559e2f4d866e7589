/**
 * /search, the self-query centre (issue 16) against the fake backend: the login records with the
 * contract's fields, the filters sent as the call's parameters and kept in the URL, paging, the
 * filtered-empty state, and the end-before-start refusal (no call) in simplified Chinese and
 * English. The placeholder of a later release is gone.
 */
import '../auth/jsdomShims.ts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import SelfQueryLayout from '../../../src/features/selfquery/SelfQueryLayout.tsx'
import { openSection } from '../../support/pageHarness.tsx'
import { server } from '../../support/server.ts'

const SLOW = { timeout: 15_000 }

/** The query of each records call the page makes, in order. */
let calls: URL[] = []
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  if (url.pathname.startsWith('/api/logs/')) calls.push(url)
}
beforeEach(() => {
  calls = []
  server.events.on('request:start', record)
})
afterEach(() => {
  server.events.removeListener('request:start', record)
})

const lastCall = () => calls.at(-1)!
/** The call's parameters, without the client's cache-busting `_`. */
const paramsOf = (url: URL) => {
  const { _: _cacheBust, ...params } = Object.fromEntries(url.searchParams)
  return params
}
const open = (path: string, locale: 'zh-hans' | 'en' = 'zh-hans') =>
  openSection(path, 'search', SelfQueryLayout, {}, { locale })
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

describe('SelfQueryLayout', { timeout: 60_000 }, () => {
  it('lists the login records, newest first, with their fields and the menu of record types', async () => {
    const { api } = await open('/search/login')
    const table = await screen.findByRole('table', { name: '登录记录' }, SLOW)
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['登录时间', 'IP 地址', '登录地点', '登录方式', '结果'])
    const { data } = await api.GET('/api/logs/login/', {
      params: { query: { page: 1, page_size: 20 } },
    })
    const newest = data!.results[0]!
    const first = within(bodyRows(table)[0]!).getAllByRole('cell')
    expect(first[1]).toHaveTextContent(newest.ip1)
    expect(first[2]).toHaveTextContent(newest.ip2)
    expect(first[4]).toHaveTextContent(newest.result === 'success' ? '登录成功' : '登录失败')
    expect(bodyRows(table)).toHaveLength(Math.min(20, data!.count))
    expect(screen.getByText(`共 ${data!.count} 条`)).toBeInTheDocument()
    const menu = screen.getByRole('navigation', { name: '自助查询菜单' })
    expect(within(menu).getByRole('link', { name: '登录记录' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    for (const [name, href] of [
      ['发信记录', '/search/send'],
      ['收信记录', '/search/receive'],
      ['删除记录', '/search/delete'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    expect(screen.queryByText(/later version|后续版本|后续版本中提供/)).toBeNull()
  })

  it('sends the filters as the call parameters, keeps them in the URL and pages from 1', async () => {
    const user = userEvent.setup()
    const { router } = await open('/search/send')
    await screen.findByRole('table', { name: '发信记录' }, SLOW)
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(paramsOf(lastCall())).toMatchObject({ page: '2' }))
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2020-01-01' } })
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2099-12-31' } })
    await user.type(screen.getByLabelText('主题、邮件地址或 IP'), ' 114.247 ')
    await user.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() =>
      expect(paramsOf(lastCall())).toEqual({
        page: '1',
        page_size: '20',
        start: '2020-01-01',
        end: '2099-12-31',
        search: '114.247',
      }),
    )
    expect(lastCall().pathname).toBe('/api/logs/send/')
    expect(router.state.location.search).toEqual({
      start: '2020-01-01',
      end: '2099-12-31',
      q: '114.247',
    })
  })

  it('opens with the filters of a shared link and says when nothing matches; reset clears them', async () => {
    const user = userEvent.setup()
    const { router } = await open('/search/login?start=2001-01-01&end=2001-01-31')
    expect(await screen.findByText('没有符合筛选条件的记录。', {}, SLOW)).toBeInTheDocument()
    expect(paramsOf(lastCall())).toMatchObject({ start: '2001-01-01', end: '2001-01-31' })
    expect(screen.getByLabelText('开始日期')).toHaveValue('2001-01-01')
    await user.click(screen.getByRole('button', { name: '重置' }))
    await screen.findByRole('table', { name: '登录记录' }, SLOW)
    expect(paramsOf(lastCall())).toEqual({ page: '1', page_size: '20' })
    expect(router.state.location.search).toEqual({})
    expect(screen.getByLabelText('开始日期')).toHaveValue('')
  })

  it.each([
    ['zh-hans', '/search/login', '结束日期', '查询', '结束日期不能早于开始日期。'],
    [
      'en',
      '/search/login',
      'End date',
      'Search',
      'The end date cannot be earlier than the start date.',
    ],
  ] as const)(
    'refuses an end before the start in %s, without a call',
    async (locale, path, endLabel, apply, message) => {
      const user = userEvent.setup()
      await open(path, locale)
      await screen.findByRole('table', {}, SLOW)
      const before = calls.length
      const [startInput] = screen.getAllByDisplayValue('') as HTMLInputElement[]
      expect(startInput!.type).toBe('date')
      fireEvent.change(startInput!, { target: { value: '2026-11-20' } })
      fireEvent.change(screen.getByLabelText(endLabel), { target: { value: '2026-11-10' } })
      await user.click(screen.getByRole('button', { name: apply }))
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(calls.length).toBe(before)
      fireEvent.change(screen.getByLabelText(endLabel), { target: { value: '2026-11-25' } })
      expect(screen.queryByText(message)).toBeNull()
    },
  )
})
