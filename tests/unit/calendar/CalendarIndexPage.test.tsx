/**
 * /calendar/index against the fake backend (issue 14): the side list shows my calendars and the
 * shared ones (read-only said so); the week grid draws the seed's events; an event of a
 * read-only shared calendar opens without editing controls; the editor's rules show the spec's
 * exact messages and make no call.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import CalendarIndexPage from '../../../src/features/calendar/CalendarIndexPage.tsx'
import { server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 30_000 }

function eventWrites(): string[] {
  const calls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api/calendar/events/') && request.method !== 'GET')
      calls.push(`${request.method} ${pathname}`)
  }
  server.events.on('request:start', listener)
  onTestFinished(() => void server.events.removeListener('request:start', listener))
  return calls
}

describe('CalendarIndexPage', { timeout: 60_000 }, () => {
  it('lists my and shared calendars and draws the seed events in the week', async () => {
    await openPage(CalendarIndexPage, '/setting/calendar')
    const mine = await screen.findByRole('region', { name: '我的日历' }, SLOW)
    expect(within(mine).getByRole('checkbox', { name: /我的日历/ })).toBeChecked()
    const shared = screen.getByRole('region', { name: '共享给我的日历' })
    expect(within(shared).getByText(/市場部活動/)).toBeInTheDocument()
    expect(within(shared).getByText(/只读/)).toBeInTheDocument()
    expect(within(shared).getByText(/可编辑/)).toBeInTheDocument()
    expect(await screen.findByText('新品發表會彩排', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('部门周会')).toBeInTheDocument()
  })

  it('opens a read-only shared event without edit or delete controls', async () => {
    await openPage(CalendarIndexPage, '/setting/calendar')
    await user.click(await screen.findByText('新品發表會彩排', {}, SLOW))
    const dialog = await screen.findByRole('dialog', { name: '新品發表會彩排' })
    expect(within(dialog).getByText('市場部活動')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: '编辑' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: '删除' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument()
  })

  // R-VALID-24: a repeat count above 0
  it("checks the editor's rules with the spec's messages before any call", async () => {
    const writes = eventWrites()
    await openPage(CalendarIndexPage, '/setting/calendar')
    await screen.findByText('新品發表會彩排', {}, SLOW)
    await user.click(screen.getByRole('button', { name: '新建日程' }))
    const dialog = await screen.findByRole('dialog', { name: '新建日程' })
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('请输入日程主题')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: /主题/ }), '周例会')
    await user.click(within(dialog).getByRole('combobox', { name: '重复' }))
    await user.click(await screen.findByRole('option', { name: '每周' }))
    await user.click(within(dialog).getByRole('radio', { name: '重复次数' }))
    await user.type(within(dialog).getByRole('spinbutton', { name: '次数' }), '0')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('重复次数必须大于 0')).toBeInTheDocument()
    expect(within(dialog).queryByText('请输入日程主题')).toBeNull()
    expect(writes).toEqual([])

    await user.clear(within(dialog).getByRole('spinbutton', { name: '次数' }))
    await user.type(within(dialog).getByRole('spinbutton', { name: '次数' }), '3')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(writes).toEqual(['POST /api/calendar/events/']), SLOW)
  })
})
