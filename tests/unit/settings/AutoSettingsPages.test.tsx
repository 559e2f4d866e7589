/**
 * /setting/autoreply and /setting/autoforward against the fake backend: a failed load says so
 * with a retry; the range and target rules' exact messages before any call, with the input
 * kept; one PUT that the next load shows; a server refusal next to its field, input kept.
 */
import '../auth/jsdomShims.ts'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import AutoForwardSettingsPage from '../../../src/features/settings/autoforward/AutoForwardSettingsPage.tsx'
import AutoReplySettingsPage from '../../../src/features/settings/autoreply/AutoReplySettingsPage.tsx'
import { mockControl, server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })

afterEach(() => mockControl.clearFaults())

function countPuts(path: string) {
  const puts: unknown[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === path) puts.push(request)
  }
  server.events.on('request:start', listener)
  return { puts, stop: () => server.events.removeListener('request:start', listener) }
}

// R-VALID-22
describe('AutoReplySettingsPage', { timeout: 30_000 }, () => {
  it('a failed load shows a retry and no form', async () => {
    mockControl.setFault('getAutoReply', 500)
    await openPage(AutoReplySettingsPage, '/setting/autoreply')
    expect(await screen.findByText('加载失败，当前设置无法显示。')).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: '开启自动回复' })).toBeNull()
    mockControl.clearFaults()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('switch', { name: '开启自动回复' })).not.toBeChecked()
  })

  it('checks the weekday and time order before any call, then saves a weekly range', async () => {
    await openPage(AutoReplySettingsPage, '/setting/autoreply', { locale: 'en' })
    const on = await screen.findByRole('switch', { name: 'Turn on auto-reply' })
    expect(
      (screen.getByRole('textbox', { name: /Reply text/ }) as HTMLTextAreaElement).value,
    ).toContain('Hello, I am out of the office')
    const calls = countPuts('/api/setting/autoreply/')
    await user.click(on)
    await user.click(screen.getByRole('radio', { name: /By weekday/ }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start weekday' }), 'Friday')
    await user.selectOptions(screen.getByRole('combobox', { name: 'End weekday' }), 'Tuesday')
    fireEvent.change(screen.getByLabelText('Daily start time'), { target: { value: '20:00' } })
    fireEvent.change(screen.getByLabelText('Daily end time'), { target: { value: '08:00' } })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('The start weekday cannot be after the end weekday'),
    ).toBeInTheDocument()
    expect(screen.getByText('The start time must be before the end time')).toBeInTheDocument()
    expect(calls.puts).toHaveLength(0)
    expect(screen.getByRole('combobox', { name: 'Start weekday' })).toHaveValue('5')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Start weekday' }), 'Monday')
    fireEvent.change(screen.getByLabelText('Daily start time'), { target: { value: '07:30' } })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(calls.puts).toHaveLength(1)
    calls.stop()
  })

  it('a date range needs its dates in order, then saves', async () => {
    await openPage(AutoReplySettingsPage, '/setting/autoreply', { locale: 'en' })
    await user.click(await screen.findByRole('radio', { name: /By date/ }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findAllByText('Please choose a date')).toHaveLength(2)
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-24' } })
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-12-20' } })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('The start date cannot be after the end date'),
    ).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-01-02' } })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
  })
})

// R-VALID-23
describe('AutoForwardSettingsPage', { timeout: 30_000 }, () => {
  it('checks the target, keeps the input on a refusal, and saves', async () => {
    await openPage(AutoForwardSettingsPage, '/setting/autoforward')
    const on = await screen.findByRole('switch', { name: '开启自动转发' })
    const target = screen.getByRole('textbox', { name: /转发到/ })
    const calls = countPuts('/api/setting/autoforward/')
    await user.click(on)
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('请输入转发地址')).toBeInTheDocument()
    await user.type(target, 'li.na@')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('转发地址不是有效的邮箱地址')).toBeInTheDocument()
    expect(calls.puts).toHaveLength(0)

    // Only the server knows the organisation's mailboxes.
    await user.clear(target)
    await user.type(target, 'nobody-here@huayu.example.com')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('本单位没有这个邮箱地址')).toBeInTheDocument()
    expect(target).toHaveValue('nobody-here@huayu.example.com')

    await user.clear(target)
    await user.type(target, 'li.na@partner.example.cn')
    await user.click(screen.getByRole('checkbox', { name: '在本邮箱保留邮件副本' }))
    expect(screen.getByText('不保留副本时，邮件转发后移入“已删除”文件夹。')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(calls.puts).toHaveLength(2)
    calls.stop()
  })
})
