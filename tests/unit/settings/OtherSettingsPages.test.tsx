/**
 * /setting/sms, /setting/feedback and /setting/zhaohui against the fake backend: the rules'
 * exact messages before any call, one call to save or send, "saved" / "sent", a server refusal
 * next to its field with the input kept, and the recall log's rows, paging and empty state.
 */
import '../auth/jsdomShims.ts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import FeedbackSettingsPage from '../../../src/features/settings/feedback/FeedbackSettingsPage.tsx'
import SmsSettingsPage from '../../../src/features/settings/sms/SmsSettingsPage.tsx'
import RecallLogPage from '../../../src/features/settings/zhaohui/RecallLogPage.tsx'
import { mockControl, server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })

function countCalls(method: string, path: string) {
  const calls: unknown[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) calls.push(request)
  }
  server.events.on('request:start', listener)
  return { calls, stop: () => server.events.removeListener('request:start', listener) }
}

describe('SmsSettingsPage', { timeout: 30_000 }, () => {
  it('checks the number before any call, saves once, and keeps a refused input', async () => {
    await openPage(SmsSettingsPage, '/setting/sms', { locale: 'en' })
    const mobile = await screen.findByRole('textbox', { name: /Mobile number for the texts/ })
    expect(mobile).toHaveValue('13800138000')
    const puts = countCalls('PUT', '/api/setting/sms/')
    await user.click(screen.getByRole('switch', { name: 'Send a text when new mail arrives' }))
    await user.clear(mobile)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Please enter the mobile number for the texts'),
    ).toBeInTheDocument()
    await user.type(mobile, '12345')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter a valid mobile number.')).toBeInTheDocument()
    expect(puts.calls).toHaveLength(0)

    await user.clear(mobile)
    await user.type(mobile, '139-0013-9000')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(puts.calls).toHaveLength(1)
    expect(mobile).toHaveValue('13900139000')

    // The server's refusal shows next to its field; what was typed stays.
    server.use(
      http.put('*/api/setting/sms/', () =>
        HttpResponse.json({ mobile: ['This number cannot receive texts.'] }, { status: 400 }),
      ),
    )
    await user.clear(mobile)
    await user.type(mobile, '13700137000')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This number cannot receive texts.')).toBeInTheDocument()
    expect(mobile).toHaveValue('13700137000')
    puts.stop()
  })
})

// R-VALID-23
describe('FeedbackSettingsPage', { timeout: 30_000 }, () => {
  it('needs text before any call, then sends once, says sent and clears', async () => {
    await openPage(FeedbackSettingsPage, '/setting/feedback')
    const content = await screen.findByRole('textbox', { name: /反馈内容/ })
    const posts = countCalls('POST', '/api/setting/feedback/')
    await user.click(screen.getByRole('button', { name: '发送' }))
    expect(await screen.findByText('请输入反馈内容')).toBeInTheDocument()
    expect(posts.calls).toHaveLength(0)

    await user.type(content, '  搜索能否支持附件内容？ ')
    await user.type(screen.getByRole('textbox', { name: /联系方式/ }), '分机 8021')
    await user.click(screen.getByRole('button', { name: '发送' }))
    expect(await screen.findByText('反馈已发送，感谢您的意见。')).toBeInTheDocument()
    expect(posts.calls).toHaveLength(1)
    expect(content).toHaveValue('')
    expect(mockControl.feedback().at(-1)).toEqual({
      username: 'demo',
      content: '搜索能否支持附件内容？',
      contact: '分机 8021',
    })
    posts.stop()
  })
})

describe('RecallLogPage', { timeout: 30_000 }, () => {
  it('shows the log ten a page, newest first, with each outcome', async () => {
    await openPage(RecallLogPage, '/setting/zhaohui', { locale: 'en' })
    const table = await screen.findByRole('table', { name: 'Recall history' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(10)
    expect(table).toHaveTextContent('Recalled')
    const pager = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pager).getByText(/^\d+ records$/)).toBeInTheDocument()
    await user.click(within(pager).getByRole('button', { name: 'Next page' }))
    expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument()
  })

  it('says when there is nothing yet', async () => {
    await mockControl.reset({ scenario: 'empty' })
    await openPage(RecallLogPage, '/setting/zhaohui', { locale: 'en' })
    expect(
      await screen.findByText(
        'No recalls yet. When you recall a sent mail, the results show here.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
