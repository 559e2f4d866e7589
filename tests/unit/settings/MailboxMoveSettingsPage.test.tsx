/**
 * /setting/mailboxmove against the fake backend (R-DATA, R-STATE, R-VALID; R-STATE-6): the seeded
 * account in the list; the add dialog's rules with their exact messages (zh-hans and en); the
 * protocol and SSL choosing the usual port; a refused save keeping what was typed with the
 * server's words under the field; and a started move followed to "done" without a reload.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { MAILBOX_MOVE_POLL_MS } from '../../../src/domain/settings/mailboxMove.ts'
import MailboxMoveSettingsPage from '../../../src/features/settings/mailboxmove/MailboxMoveSettingsPage.tsx'
import { isBuiltSettingPage } from '../../../src/features/settings/settingsPages.ts'
import {
  apiFetch,
  encryptForServer,
  mockControl,
  server as mswServer,
  tokenFor,
} from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 10_000 }

beforeEach(() => mockControl.reset(), 60_000)

const serverEmails = async () =>
  (
    (await (await apiFetch('/api/setting/mailboxmove/', { token: await tokenFor() })).json()) as {
      email: string
    }[]
  ).map((a) => a.email)

describe('MailboxMoveSettingsPage', { timeout: 40_000 }, () => {
  it('is built and lists the seeded account with its status', async () => {
    expect(isBuiltSettingPage('mailboxmove')).toBe(true)
    await openPage(MailboxMoveSettingsPage, '/setting/mailboxmove')
    const table = await screen.findByRole('table', { name: '搬家账号' }, SLOW)
    const row = within(table).getByRole('row', { name: /xiaoming@oldmail\.example\.com/ })
    expect(row).toHaveTextContent('imap.oldmail.example.com:993')
    expect(row).toHaveTextContent('IMAP · SSL')
    expect(row).toHaveTextContent('所有文件夹')
    expect(row).toHaveTextContent('已完成')
  })

  it('checks the required fields and the email format before any call', async () => {
    await openPage(MailboxMoveSettingsPage, '/setting/mailboxmove')
    await user.click(await screen.findByRole('button', { name: '添加搬家账号' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: '添加搬家账号' })
    await user.click(within(dialog).getByRole('button', { name: '添加' }))
    expect(within(dialog).getByText('请输入服务器地址')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入邮箱地址')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入密码')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /原邮箱地址/ }), 'li.na@')
    await user.click(within(dialog).getByRole('button', { name: '添加' }))
    expect(within(dialog).getByText('请输入有效的邮箱地址')).toBeInTheDocument()
    expect(await serverEmails()).toEqual(['xiaoming@oldmail.example.com'])
  })

  it('says the email rule in English', async () => {
    await openPage(MailboxMoveSettingsPage, '/setting/mailboxmove', { locale: 'en' })
    await user.click(await screen.findByRole('button', { name: 'Add mailbox-move account' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Add mailbox-move account' })
    await user.type(within(dialog).getByRole('textbox', { name: /Old mailbox address/ }), 'x@y')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter the server')).toBeInTheDocument()
  })

  it('sets the usual port by protocol and SSL unless another was typed', async () => {
    await openPage(MailboxMoveSettingsPage, '/setting/mailboxmove')
    await user.click(await screen.findByRole('button', { name: '添加搬家账号' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: '添加搬家账号' })
    const port = within(dialog).getByRole('textbox', { name: /端口/ })
    expect(port).toHaveValue('993')
    await user.click(within(dialog).getByRole('radio', { name: 'POP3' }))
    expect(port).toHaveValue('995')
    await user.click(within(dialog).getByRole('checkbox', { name: '使用 SSL 加密连接' }))
    expect(port).toHaveValue('110')
    await user.click(within(dialog).getByRole('radio', { name: 'IMAP' }))
    expect(port).toHaveValue('143')
    await user.clear(port)
    await user.type(port, '2143')
    await user.click(within(dialog).getByRole('checkbox', { name: '使用 SSL 加密连接' }))
    expect(port).toHaveValue('2143')
  })

  it('keeps what was typed when the server refuses, with its words under the field', async () => {
    await openPage(MailboxMoveSettingsPage, '/setting/mailboxmove')
    await user.click(await screen.findByRole('button', { name: '添加搬家账号' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: '添加搬家账号' })
    const email = within(dialog).getByRole('textbox', { name: /原邮箱地址/ })
    await user.type(email, 'xiaoming@oldmail.example.com')
    await user.type(within(dialog).getByLabelText(/原邮箱密码/), 'old-secret')
    const server = within(dialog).getByRole('textbox', { name: /收信服务器/ })
    await user.type(server, 'imap.oldmail.example.com')
    await user.click(within(dialog).getByRole('button', { name: '添加' }))
    expect(await within(dialog).findByText('这个邮箱已经添加过了', {}, SLOW)).toBeInTheDocument()
    expect(email).toHaveValue('xiaoming@oldmail.example.com')
    expect(server).toHaveValue('imap.oldmail.example.com')
    expect(email).toHaveAttribute('aria-invalid', 'true')
  })

  it('a 500 on save is told by the toast alone: the dialog adds no text, keeps what was typed', async () => {
    await openPage(MailboxMoveSettingsPage, '/setting/mailboxmove')
    await user.click(await screen.findByRole('button', { name: '添加搬家账号' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: '添加搬家账号' })
    const email = within(dialog).getByRole('textbox', { name: /原邮箱地址/ })
    await user.type(email, 'li.na@oldmail.example.com')
    await user.type(within(dialog).getByLabelText(/原邮箱密码/), 'old-secret')
    await user.type(within(dialog).getByRole('textbox', { name: /收信服务器/ }), 'imap.example.com')
    mockControl.setFault('createMailboxMove', 500)
    let answered = 0
    mswServer.events.on('response:mocked', ({ response }) => {
      if (response.status === 500) answered += 1
    })
    const add = within(dialog).getByRole('button', { name: '添加' })
    await user.click(add)
    // The save came back; the fault's detail is not said a second time beside the toast.
    await waitFor(() => expect(answered).toBe(1), SLOW)
    await waitFor(() => expect(add).toBeEnabled(), SLOW)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(within(dialog).queryByText('服务器内部错误')).toBeNull()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(email).toHaveValue('li.na@oldmail.example.com')
    expect(await serverEmails()).toEqual(['xiaoming@oldmail.example.com'])
  })

  it('follows a started move to done without a reload', async () => {
    // The page asks again every 3 s while a move runs: the test moves the clock on to that ask
    // rather than wait it out (still running in real time for the fetches and the waits).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const token = await tokenFor()
    const created = (await (
      await apiFetch('/api/setting/mailboxmove/', {
        token,
        json: {
          server: 'imap.qq.com',
          port: 993,
          protocol: 'imap',
          email: 'li.na@qq.com',
          is_ssl: true,
          scope: 'inbox',
          password: encryptForServer('old-secret'),
        },
      })
    ).json()) as { id: number }
    await openPage(MailboxMoveSettingsPage, '/setting/mailboxmove')
    await user.click(await screen.findByRole('button', { name: '开始搬家“li.na@qq.com”' }, SLOW))
    const row = () => screen.getByRole('row', { name: /li\.na@qq\.com/ })
    expect(await within(row()).findByText('排队中', {}, SLOW)).toBeInTheDocument()
    expect(await mockControl.decideMailboxMove(created.id, 'done')).toBe(true)
    expect(within(row()).queryByText('已完成')).toBeNull()
    await vi.advanceTimersByTimeAsync(MAILBOX_MOVE_POLL_MS)
    expect(await within(row()).findByText('已完成', {}, SLOW)).toBeInTheDocument()
    expect(within(row()).getByRole('button', { name: '开始搬家“li.na@qq.com”' })).toBeEnabled()
  })
})
