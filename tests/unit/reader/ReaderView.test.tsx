/**
 * The reader against the fake backend (its hand-made reader fixtures): opening marks read and
 * tells the folder tree, the protected-mail password flow, attachments and the 10 MB refusal,
 * the More menu and the account switches, invitations, receipts, prev/next and not-found.
 */
import '../auth/jsdomShims.ts'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIXTURE_TEXT } from '../../../mocks/seed/text/reader-fixtures.ts'
import { PROTECTED_MAIL_PASSWORD } from '../../../mocks/seed/readerFixtures.ts'
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants.ts'
import { server, testClient } from '../../support/server.ts'
import { changeVersions, renderReader, signIn, uidOf } from './readerHarness.tsx'

// The whole suite shares two cores: a first load may take seconds; a real hang still fails.
configure({ asyncUtilTimeout: 8_000 })
const text = FIXTURE_TEXT['zh-hans']
const user = userEvent.setup({ delay: null })
let signedIn: Awaited<ReturnType<typeof signIn>>
let openSpy: ReturnType<typeof vi.spyOn>

beforeEach(async () => {
  signedIn = await signIn()
  openSpy = vi.spyOn(window, 'open').mockReturnValue(null)
})
afterEach(() => signedIn.unsubscribe())

async function open(
  subject: string,
  options: Parameters<typeof renderReader>[1] extends infer O ? Partial<O> : never = {},
) {
  const uid = await uidOf(signedIn.token, subject, options.folder)
  const rendered = renderReader(signedIn.session, { uid, ...options })
  return { uid, ...rendered }
}

async function chooseMore(name: string) {
  await user.click(screen.getByRole('button', { name: '更多' }))
  await user.click(await screen.findByRole('menuitem', { name }))
}

describe('ReaderView', { timeout: 30_000 }, () => {
  // R-READ-1 (header), R-READ-9
  it('opens an unread mail: header, retitled tab, unseen counts told once', async () => {
    const { uid, tabs, tab } = await open(text.receiptSubject)
    expect(await screen.findByRole('heading', { name: text.receiptSubject })).toBeInTheDocument()
    expect(tabs.retitle).toHaveBeenCalledWith(tab.key, text.receiptSubject)
    // Named apart from the mail list's toolbar (邮件列表操作) that shares the screen.
    expect(screen.getByRole('toolbar', { name: '本邮件操作' })).toBeInTheDocument()
    await waitFor(() => expect(changeVersions().folders).toBe(1))
    // The server marked it read.
    const { data } = await testClient(signedIn.token).GET('/api/mail/messages/{uid}/', {
      params: { path: { uid }, query: { folder: 'INBOX' } },
    })
    expect(data?.flags).toContain('\\Seen')
    // Its own announcement does not make it read itself again, nor announce twice.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(changeVersions()).toEqual({ folders: 1, list: 1 })
  })

  // R-READ-3 (password prompt), R-READ-10 (password required, decryption error)
  it('asks the password of a protected mail: format, wrong password, then the body', async () => {
    await open(text.protectedSubject)
    const input = await screen.findByLabelText('查看密码')
    expect(input).toHaveAttribute('maxLength', '6')
    expect(screen.getByRole('toolbar', { name: '本邮件操作' })).toBeInTheDocument()
    expect(screen.queryByTitle(/^邮件正文/)).not.toBeInTheDocument()

    await user.type(input, 'abc{Enter}')
    expect(await screen.findByText('请输入6位字母或数字')).toBeInTheDocument()

    await user.clear(input)
    await user.type(input, 'Wrong1{Enter}')
    // M-ERR-11, M-TEXT-12
    expect(await screen.findByText('密码错误，请重新输入')).toBeInTheDocument()

    await user.clear(input)
    await user.type(input, `${PROTECTED_MAIL_PASSWORD}{Enter}`)
    // The body and attachments come only with the right password.
    expect(await screen.findByTitle(/^邮件正文/)).toBeInTheDocument()
    const list = screen.getByRole('region', { name: '附件' })
    expect(within(list).getByText(text.files.txt)).toBeInTheDocument()
    expect(screen.queryByLabelText('查看密码')).not.toBeInTheDocument()
  })

  // R-READ-2
  it('lists attachments with download and preview for the listed types only', async () => {
    const { uid } = await open(text.htmlSubject)
    const list = await screen.findByRole('region', { name: '附件' })
    // Collapsed to one row of the grid (four cards where nothing is laid out), then all 11.
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    await user.click(within(list).getByRole('button', { name: '显示全部（11）' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(11)
    expect(within(list).getByRole('button', { name: '收起附件' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(within(list).getByRole('button', { name: `预览 ${text.files.pdf}` })).toBeInTheDocument()
    expect(within(list).queryByRole('button', { name: `预览 ${text.files.zip}` })).toBeNull()
    expect(within(list).getByRole('button', { name: `下载 ${text.files.zip}` })).toBeInTheDocument()

    await user.click(within(list).getByRole('button', { name: `预览 ${text.files.pdf}` }))
    expect(openSpy).toHaveBeenCalledTimes(1)
    const url = new URL(String(openSpy.mock.calls[0]?.[0]), 'http://x')
    expect(url.pathname).toBe('/preview')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      id: String(uid),
      fid: 'INBOX',
      type: 'attach',
      suffix: 'pdf',
      name: text.files.pdf,
      subject: text.htmlSubject,
    })
  })

  it('downloads all attachments as one zip named after the subject', async () => {
    await open(text.htmlSubject)
    const list = await screen.findByRole('region', { name: '附件' })
    const saved: Blob[] = []
    const created = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:zip'
    })
    const { createObjectURL, revokeObjectURL } = URL
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() })
    const names: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    try {
      await user.click(within(list).getByRole('button', { name: '全部下载（zip）' }))
      await waitFor(() => expect(saved).toHaveLength(1))
    } finally {
      click.mockRestore()
      Object.assign(URL, { createObjectURL, revokeObjectURL })
    }
    expect(names).toEqual([`${text.htmlSubject}.zip`])
    const { unzipSync } = await import('fflate')
    const entries = unzipSync(new Uint8Array(await saved[0]!.arrayBuffer()))
    expect(Object.keys(entries)).toHaveLength(11)
    expect(Object.keys(entries)).toContain(text.files.pdf)
    expect(new TextDecoder().decode(entries[text.files.txt])).not.toBe('')
  })

  // M-ERR-15, C-TIME-12, C-LIMIT-6
  it('refuses to preview over 10 MB with a closable message that goes after 6 seconds', async () => {
    await open(text.bigSubject)
    const button = await screen.findByRole('button', { name: `预览 ${text.files.bigPdf}` })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await user.click(button)
      expect(openSpy).not.toHaveBeenCalled()
      expect(screen.getByText('附件超过10M，无法预览')).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(5_900))
      expect(screen.getByText('附件超过10M，无法预览')).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(200))
      expect(screen.queryByText('附件超过10M，无法预览')).toBeNull()
      await user.click(button)
      await user.click(screen.getByRole('button', { name: '关闭' }))
      expect(screen.queryByText('附件超过10M，无法预览')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  // R-ROLE-6, R-ROLE-7: no forward, no attachment download or preview, no items 6, 9, 11
  it('hides forward and downloads by account switch', async () => {
    await open(text.htmlSubject, { account: { isFwmail: false, isMaildownload: false } })
    await screen.findByRole('heading', { name: text.htmlSubject })
    expect(screen.queryByRole('button', { name: '转发' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^下载 / })).toBeNull()
    expect(screen.queryByRole('button', { name: /^预览 / })).toBeNull()
    expect(screen.queryByRole('button', { name: /全部下载/ })).toBeNull()
    await user.click(screen.getByRole('button', { name: '更多' }))
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent)
    expect(items).not.toContain('带附件转发')
    expect(items).not.toContain('查看信头')
    expect(items).not.toContain('下载邮件')
    expect(items).toContain('彻底删除')
  })

  // R-READ-5 (More menu), R-READ-7 (the settings hint)
  it('More menu: view source, related mail, send again, read as text with the settings hint', async () => {
    const { uid, tabs } = await open(text.htmlSubject)
    await screen.findByRole('heading', { name: text.htmlSubject })
    await chooseMore('查看源文件')
    expect(openSpy).toHaveBeenCalledWith(
      `/messageInfo/${uid}?folder=INBOX&view=2`,
      '_blank',
      'noopener',
    )
    await chooseMore('相关邮件')
    expect(tabs.openSearch).toHaveBeenCalledWith({ keyword: expect.stringContaining('@') })
    await chooseMore('再次发送')
    expect(tabs.openCompose).toHaveBeenCalledWith({ mode: 'again', uid, folder: 'INBOX' })

    expect(screen.queryByText(/这封HTML邮件正以纯文本显示/)).toBeNull()
    await chooseMore('以纯文本查看')
    expect(await screen.findByText(/这封HTML邮件正以纯文本显示/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '修改阅读设置' })).toHaveAttribute(
      'href',
      '/setting/param',
    )
    await user.click(screen.getByRole('button', { name: '更多' }))
    expect(await screen.findByRole('menuitem', { name: '以HTML查看' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: '以纯文本查看' })).toBeNull()
  })

  // R-READ-3: invitation buttons
  it('answers an invitation, then Change offers the other answers', async () => {
    await open(text.inviteSubject)
    const bar = await screen.findByRole('group', { name: '会议邀请' })
    await user.click(within(bar).getByRole('button', { name: '接受' }))
    expect(await within(bar).findByText('已接受')).toBeInTheDocument()
    expect(within(bar).queryByRole('button', { name: '接受' })).toBeNull()
    await user.click(within(bar).getByRole('button', { name: '更改' }))
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['暂定', '拒绝'])
  })

  it('sends a read receipt, says so, and the button goes', async () => {
    await open(text.receiptSubject)
    await user.click(await screen.findByRole('button', { name: '发送回执' }))
    // The fake server answers with a message of its own: shown as info.
    await waitFor(() => expect(signedIn.notices.map((n) => n.intent)).toEqual(['info']))
    await waitFor(() => expect(screen.queryByRole('button', { name: '发送回执' })).toBeNull())
  })

  // M-ERR-21: the server's message as info, then M-TEXT-16
  it('says the receipt failed when the server refuses', async () => {
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.post('*/api/mail/messages/receipt/', () =>
        HttpResponse.json({ success: false, message: '对方邮箱已关闭回执' }),
      ),
    )
    await open(text.receiptSubject)
    await user.click(await screen.findByRole('button', { name: '发送回执' }))
    await waitFor(() =>
      expect(signedIn.notices).toEqual(
        expect.arrayContaining([
          { intent: 'info', message: '对方邮箱已关闭回执' },
          { intent: 'error', message: '回执发送失败！' },
        ]),
      ),
    )
  })

  // R-READ-4
  it('steps to the next page and disables previous at the first mail', async () => {
    const cursor = {
      source: {
        kind: 'folder' as const,
        folder: 'INBOX',
        sort: 'date' as const,
        order: 'desc' as const,
        view: 'all' as const,
        pageSize: 2,
      },
      page: 1,
      index: 1,
      count: 40,
    }
    const { tabs, tab } = await open(text.plainSubject, { cursor: { ...cursor, index: 0 } })
    await screen.findByRole('heading', { name: text.plainSubject })
    expect(screen.getByRole('button', { name: '上一封' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: '下一封' }))
    await waitFor(() => expect(tabs.replaceMail).toHaveBeenCalledTimes(1))
    const [fromKey, args] = vi.mocked(tabs.replaceMail).mock.calls[0]!
    expect(fromKey).toBe(tab.key)
    expect(args.cursor).toMatchObject({ page: 1, index: 1 })
    expect(args.folder).toBe('INBOX')
    expect(DEFAULT_PAGE_SIZE).toBeGreaterThan(2)
  })

  // R-READ-8, R-READ-10 (not found)
  it('shows the not-found notice and refreshes folders and lists once', async () => {
    renderReader(signedIn.session, { uid: 987654 })
    // M-ERR-9, M-TEXT-10
    expect(await screen.findByText('未找到邮件！是否已移动到其他文件夹？')).toBeInTheDocument()
    await waitFor(() => expect(changeVersions()).toEqual({ folders: 1, list: 1 }))
  })

  it('says so when the folder of the mail is gone (M-ERR-10)', async () => {
    const uid = await uidOf(signedIn.token, text.htmlSubject)
    renderReader(signedIn.session, { uid, folder: 'NoSuchFolder' })
    // M-TEXT-11
    expect(await screen.findByText('该邮件所在的文件夹不存在或已被删除！')).toBeInTheDocument()
    expect(screen.queryByText('未找到邮件！是否已移动到其他文件夹？')).toBeNull()
  })
})
