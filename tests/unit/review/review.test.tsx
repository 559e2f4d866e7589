/**
 * The review screen against the fake backend, signed in as the reviewer (R-REVIEW
 * "Review", §4 "Review"; M-ERR): the list by status with paging, a held mail
 * in its own tab (safe body, attachments through the review calls), approve with a confirm
 * prompt, reject with a required reason, the tab closing and the list and pending count
 * refreshing after either, not-found, a failed decision, and the screen refused to others.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { ReviewMail } from '../../../src/api/types.ts'
import {
  dropMailboxMemory,
  mailboxMemory,
} from '../../../src/features/common/mailTabs/mailTabsStore.ts'
import { PreviewView } from '../../../src/features/reader/pages/PreviewView.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { absoluteUrl, server, testClient } from '../../support/server.ts'
import { changeVersions, renderReviewScreen, signInAs } from './reviewHarness.tsx'

// The whole suite shares two cores: a first load may take seconds; a real hang still fails.
configure({ asyncUtilTimeout: 20_000 })
const user = userEvent.setup({ delay: null })
const REVIEWER = 'reviewer@huayu.example.com'
let signedIn: Awaited<ReturnType<typeof signInAs>>
let openSpy: ReturnType<typeof vi.spyOn>

beforeEach(async () => {
  signedIn = await signInAs()
  openSpy = vi.spyOn(window, 'open').mockReturnValue(null)
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/file')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  signedIn.unsubscribe()
  dropMailboxMemory()
})

function countRequests(method: string, pathname: string): { count: number; bodies: unknown[] } {
  const calls = { count: 0, bodies: [] as unknown[] }
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== method || new URL(request.url).pathname !== pathname) return
    calls.count += 1
    if (method === 'POST')
      void request
        .clone()
        .json()
        .then((body) => calls.bodies.push(body))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return calls
}

async function waiting(status = 'wait') {
  const { data } = await testClient(signedIn.token).GET('/api/mail/review/', {
    params: { query: { status: status as 'wait', page_size: 100 } },
  })
  return data!.results
}

async function reviewMail(id: number): Promise<ReviewMail> {
  const { data } = await testClient(signedIn.token).GET('/api/mail/review/{id}/', {
    params: { path: { id } },
  })
  return data!
}

/** The review list region once its rows are there. */
async function openList() {
  renderReviewScreen(signedIn.session)
  const list = await screen.findByRole('region', { name: '审核列表' })
  await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1))
  return list
}

const bodyRows = (list: HTMLElement) => within(list).getAllByRole('row').slice(1)
const tabStrip = () => screen.getByRole('tablist', { name: '邮件标签页' })
const shownTab = () => screen.getAllByRole('tabpanel').find((panel) => !panel.hidden)!

async function openItem(list: HTMLElement, subject: string, index = 0) {
  // The page's rows may still be on their way after the pager changed.
  const buttons = await within(list).findAllByRole('button', { name: subject })
  await user.click(buttons[index]!)
  const panel = await waitFor(() => {
    const panel = shownTab()
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(subject)
    return panel
  })
  return panel
}

describe('the review list', { timeout: 30_000 }, () => {
  // R-REVIEW-1: the status switch
  it('shows waiting mail with its columns, switches status and pages', async () => {
    const rows = await waiting()
    const list = await openList()
    expect(bodyRows(list)).toHaveLength(rows.length)
    const first = bodyRows(list)[0]!
    expect(first).toHaveTextContent(rows[0]!.subject)
    expect(first).toHaveTextContent(rows[0]!.sender)
    expect(first).toHaveTextContent(rows[0]!.recipient.split(',')[0]!)
    expect(within(list).queryByRole('columnheader', { name: '拒绝原因' })).toBeNull()
    expect(screen.getByText(`共 ${rows.length} 封`)).toBeInTheDocument()

    const statuses = within(list).getByRole('tablist', { name: '审核状态' })
    await user.click(within(statuses).getByRole('tab', { name: '已拒绝' }))
    const rejected = await waiting('reject')
    await within(list).findByRole('columnheader', { name: '拒绝原因' })
    await waitFor(() => expect(bodyRows(list)).toHaveLength(rejected.length))
    expect(bodyRows(list)[0]).toHaveTextContent(rejected[0]!.reason)

    await user.click(within(statuses).getByRole('tab', { name: '待审核' }))
    await waitFor(() => expect(bodyRows(list)).toHaveLength(rows.length))
    await user.selectOptions(screen.getByRole('combobox', { name: '每页数量' }), '10')
    await waitFor(() => expect(screen.getByText('第 1 / 2 页')).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(bodyRows(list)).toHaveLength(rows.length - 10))
    expect(screen.getByText('第 2 / 2 页')).toBeInTheDocument()
    expect(bodyRows(list)[0]).toHaveTextContent(rows[10]!.subject)
  })

  // R-ROLE-4
  it('the folder tree shows the audit entry as the open screen, with the pending count', async () => {
    const rows = await waiting()
    await openList()
    const nav = screen.getByRole('navigation', { name: '文件夹' })
    const entry = await within(nav).findByRole('link', { name: /审核/ })
    expect(entry).toHaveAttribute('aria-current', 'page')
    expect(within(entry).getByLabelText(`${rows.length} 封待审核`)).toBeInTheDocument()
  })
})

describe('a held mail in its own tab', { timeout: 30_000 }, () => {
  // R-REVIEW-1: an item in its own tab
  it('shows header, the body in the sandboxed frame and attachments through the review calls', async () => {
    // R-CALL-5 (load item, attachment download)
    const rows = await waiting()
    let target: ReviewMail | undefined
    for (const row of rows) {
      const mail = await reviewMail(row.id)
      if (mail.attachments.some((a) => /\.(txt|pdf|png|docx?|xlsx?)$/.test(a.name))) {
        target = mail
        break
      }
    }
    if (!target) throw new Error('no waiting item with a previewable attachment')
    const list = await openList()
    const index = rows
      .filter((r) => r.subject === target.subject)
      .findIndex((r) => r.id === target.id)
    const panel = await openItem(list, target.subject, index)

    expect(within(tabStrip()).getByRole('tab', { selected: true })).toBeInTheDocument()
    expect(panel).toHaveTextContent(target.mfrom[0]!)
    expect(panel).toHaveTextContent(target.to[0]![0]!)
    if (target.is_html) {
      const frame = within(panel).getByTitle(`邮件正文：${target.subject}`)
      expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
      // Scripts run only under the frame's nonce: the app's size reporter, nothing of the mail.
      expect(frame.getAttribute('srcdoc')!.match(/<script[^>]*>/gi)).toEqual([
        expect.stringMatching(/^<script nonce="[^"]+">$/),
      ])
    } else {
      expect(within(panel).getByTestId('mail-body-text')).toBeInTheDocument()
    }

    const file = target.attachments.find((a) => /\.(txt|pdf|png|docx?|xlsx?)$/.test(a.name))!
    const downloads = countRequests('GET', '/api/mail/review/dowload/')
    await user.click(within(panel).getByRole('button', { name: `下载 ${file.name}` }))
    await waitFor(() => expect(downloads.count).toBe(1))
    await user.click(within(panel).getByRole('button', { name: `预览 ${file.name}` }))
    const url = new URL(String(openSpy.mock.calls[0]![0]), 'http://localhost')
    expect(url.pathname).toBe('/preview')
    expect(url.searchParams.get('type')).toBe('review')
    expect(url.searchParams.get('id')).toBe(String(target.id))
    expect(url.searchParams.get('sid')).toBe(file.sid)
    expect(url.searchParams.has('fid')).toBe(false)
  })

  it('a decided mail opened from its list offers no approve or reject', async () => {
    const [permitted] = await waiting('permit')
    const list = await openList()
    const statuses = within(list).getByRole('tablist', { name: '审核状态' })
    await user.click(within(statuses).getByRole('tab', { name: '已通过' }))
    // Subjects repeat across statuses: wait for the permitted list itself.
    await within(list).findByRole('table', { name: '已通过' })
    await waitFor(() => expect(bodyRows(list)[0]).toHaveTextContent(permitted!.subject))
    const panel = await openItem(list, permitted!.subject)
    expect(within(panel).getByText('已通过')).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: '通过' })).toBeNull()
    expect(within(panel).queryByRole('button', { name: '拒绝' })).toBeNull()
  })

  // R-REVIEW-2 (permit after a confirmation), R-REVIEW-3
  it('approve asks first, then closes the tab, returns the list to page 1 and refreshes the count', async () => {
    const rows = await waiting()
    const list = await openList()
    await user.selectOptions(screen.getByRole('combobox', { name: '每页数量' }), '10')
    await waitFor(() => expect(screen.getByText('第 1 / 2 页')).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(screen.getByText('第 2 / 2 页')).toBeInTheDocument())
    const target = rows[10]!
    const panel = await openItem(list, target.subject)
    const decisions = countRequests('POST', '/api/mail/review/batch/')

    await user.click(within(panel).getByRole('button', { name: '通过' }))
    const dialog = await screen.findByRole('dialog', { name: '通过审核', hidden: true })
    await user.click(within(dialog).getByRole('button', { name: '取消', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull())
    expect(decisions.count).toBe(0)

    // The prompt was modal: the tab comes back into the accessibility tree a moment after.
    await user.click(await within(panel).findByRole('button', { name: '通过' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: '通过审核', hidden: true })).getByRole(
        'button',
        { name: '确定', hidden: true },
      ),
    )
    await waitFor(() => expect(within(tabStrip()).getAllByRole('tab')).toHaveLength(1))
    expect(decisions.bodies).toEqual([{ status: 'permit', review_ids: [target.id], reason: '' }])
    await waitFor(() => expect(screen.getByText(`共 ${rows.length - 1} 封`)).toBeInTheDocument())
    expect(screen.getByText('第 1 / 2 页')).toBeInTheDocument()
    expect(bodyRows(list)[0]).toHaveTextContent(rows[0]!.subject)
    const nav = screen.getByRole('navigation', { name: '文件夹' })
    await waitFor(() =>
      expect(within(nav).getByLabelText(`${rows.length - 1} 封待审核`)).toBeInTheDocument(),
    )
    expect((await waiting()).some((r) => r.id === target.id)).toBe(false)
    expect(signedIn.notices).toContainEqual({
      intent: 'success',
      message: '已通过审核，邮件将发送给收件人',
    })
  })

  // R-REVIEW-2 (reject needs a reason), R-REVIEW-3
  it('reject needs a reason; with one the mail moves to the rejected list', async () => {
    // M-ERR-13, R-VALID-23 (reject reason), R-CALL-5 (batch decision)
    const [target] = await waiting()
    const list = await openList()
    const panel = await openItem(list, target!.subject)
    const decisions = countRequests('POST', '/api/mail/review/batch/')

    await user.click(within(panel).getByRole('button', { name: '拒绝' }))
    const dialog = await screen.findByRole('dialog', { name: '拒绝邮件', hidden: true })
    await user.click(within(dialog).getByRole('button', { name: '确定', hidden: true }))
    expect(await within(dialog).findByText('请输入拒绝原因')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /拒绝原因/, hidden: true }), '   ')
    await user.click(within(dialog).getByRole('button', { name: '确定', hidden: true }))
    expect(await within(dialog).findByText('请输入拒绝原因')).toBeInTheDocument()
    expect(decisions.count).toBe(0)

    await user.type(
      within(dialog).getByRole('textbox', { name: /拒绝原因/, hidden: true }),
      '含有报价',
    )
    expect(within(dialog).queryByText('请输入拒绝原因')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: '确定', hidden: true }))
    await waitFor(() => expect(within(tabStrip()).getAllByRole('tab')).toHaveLength(1))
    expect(decisions.bodies).toEqual([
      { status: 'reject', review_ids: [target!.id], reason: '含有报价' },
    ])
    const statuses = within(list).getByRole('tablist', { name: '审核状态' })
    await user.click(within(statuses).getByRole('tab', { name: '已拒绝' }))
    await waitFor(() => expect(bodyRows(list)[0]).toHaveTextContent(target!.subject))
    expect(bodyRows(list)[0]).toHaveTextContent('含有报价')
  })

  it('a failed decision keeps the prompt open with the error; confirming again retries', async () => {
    const [target] = await waiting()
    const list = await openList()
    const panel = await openItem(list, target!.subject)
    server.use(
      http.post(
        absoluteUrl('/api/mail/review/batch/'),
        () => HttpResponse.json({ detail: 'down' }, { status: 500 }),
        { once: true },
      ),
    )
    await user.click(within(panel).getByRole('button', { name: '通过' }))
    const dialog = await screen.findByRole('dialog', { name: '通过审核', hidden: true })
    await user.click(within(dialog).getByRole('button', { name: '确定', hidden: true }))
    expect(await within(dialog).findByRole('alert', { hidden: true })).toHaveTextContent(
      '审核未能完成，请重试',
    )
    // The open prompt is modal: the strip behind it is hidden from assistive technology.
    const strip = screen.getByRole('tablist', { name: '邮件标签页', hidden: true })
    expect(within(strip).getAllByRole('tab', { hidden: true })).toHaveLength(2)

    await user.click(within(dialog).getByRole('button', { name: '确定', hidden: true }))
    await waitFor(() => expect(within(tabStrip()).getAllByRole('tab')).toHaveLength(1))
  })

  // R-REVIEW-4
  it('an item that cannot be loaded shows not found and makes folders and lists reload', async () => {
    // M-ERR-13
    await openList()
    const before = changeVersions()
    mailboxMemory(REVIEWER).actor.send({
      type: 'tab.open',
      tab: { kind: 'review', key: 'review:9999', id: 9999, title: '不存在' },
    })
    expect(await screen.findByText(/未找到该审核邮件/)).toBeInTheDocument()
    const after = changeVersions()
    expect(after.folders).toBeGreaterThan(before.folders)
    expect(after.list).toBeGreaterThan(before.list)
    expect(after.review).toBeGreaterThan(before.review)
    await user.click(within(shownTab()).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(within(tabStrip()).getAllByRole('tab')).toHaveLength(1))
  })
})

describe('/preview of a held mail', { timeout: 30_000 }, () => {
  it('reads a text file through the review download call and shows it as text', async () => {
    let found: { mail: ReviewMail; name: string; sid: string } | undefined
    for (const status of ['wait', 'permit', 'reject']) {
      for (const row of await waiting(status)) {
        const mail = await reviewMail(row.id)
        const txt = mail.attachments.find((a) => a.name.endsWith('.md'))
        if (txt) found = { mail, name: txt.name, sid: txt.sid }
        if (found) break
      }
      if (found) break
    }
    if (!found) throw new Error('no review item with a .md attachment')
    const downloads = countRequests('GET', '/api/mail/review/dowload/')
    renderWithProviders(
      <PreviewView
        query={{
          type: 'review',
          id: found.mail.id,
          sid: found.sid,
          size: 100,
          suffix: 'md',
          name: found.name,
          subject: found.mail.subject,
        }}
      />,
      { locale: 'zh-hans' },
    )
    await waitFor(() => expect(downloads.count).toBe(1))
    // The file is the held mail's text as markdown, shown as escaped text.
    const text = await screen.findByTestId('mail-body-text')
    expect(text).toHaveTextContent(`# ${found.mail.subject}`)
  })
})

describe('someone who is not a reviewer', { timeout: 30_000 }, () => {
  // R-ROLE-4
  it('is told the review area is not theirs, with the way home', async () => {
    signedIn.unsubscribe()
    signedIn = await signInAs('demo')
    renderReviewScreen(signedIn.session)
    expect(await screen.findByText('您没有审核邮件的权限。')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute(
      'href',
      '/mailbox/welcome',
    )
    expect(screen.queryByRole('region', { name: '审核列表' })).toBeNull()
  })
})
