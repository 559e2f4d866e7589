/**
 * The folder tree against the fake backend: default folders, 'My Folders' with delete buttons,
 * the lock icon, unseen counts; the add-folder rules and the server's refusal shown inline;
 * deleting a folder moves its mail to INBOX; compose and folder clicks reach the tab API; the
 * audit entry only for reviewers.
 */
import '../auth/jsdomShims.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { mailTabsMachine } from '../../../machines/mail-tabs/index.ts'
import type { Folder } from '../../../src/api/types.ts'
import { COMPOSE_BUTTON_COOLDOWN_MS } from '../../../src/domain/constants.ts'
import { MailTabsActorProvider } from '../../../src/features/common/mailTabs/MailTabsProvider.tsx'
import { sequence } from '../../../src/features/common/mailTabs/mailTabsStore.ts'
import { FolderTree } from '../../../src/features/mailbox/FolderTree.tsx'
import { useFolders } from '../../../src/features/common/folders/useFolders.ts'
import { absoluteUrl, server } from '../../support/server.ts'
import { fakeTabs, renderMailbox, signedIn } from './mailboxHarness.tsx'

const user = userEvent.setup({ delay: null })

/** The dialogs are lazy chunks: the first one takes a while to transform under vitest. */
const findDialog = () => screen.findByRole('dialog', {}, { timeout: 10_000 })

function Tree({ onDeleted = () => undefined }: { onDeleted?: (folder: Folder) => void }) {
  const { folders } = useFolders()
  return <FolderTree folders={folders} current="INBOX" onDeleted={onDeleted} />
}

/** Bodies of the POSTs to `path` during the current test. */
function posted(path: string): unknown[] {
  const bodies: unknown[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return bodies
}

async function openTree(onDeleted?: (folder: Folder) => void) {
  await signedIn()
  const tabs = fakeTabs()
  renderMailbox(<Tree onDeleted={onDeleted} />, tabs)
  const nav = await screen.findByRole('navigation', { name: '文件夹' })
  await within(nav).findByRole('link', { name: /收件箱/ })
  return { tabs, nav }
}

describe('FolderTree', { timeout: 60_000 }, () => {
  // R-MAILBOX-1
  it('lists default folders, then My Folders with delete buttons and the lock icon', async () => {
    const { nav } = await openTree()
    const mine = within(nav).getByRole('list', { name: '我的文件夹' })
    const userFolders = within(mine).getAllByRole('link')
    expect(userFolders.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('财务报销')]),
    )
    expect(within(mine).getAllByRole('button', { name: /^删除文件夹/ })).toHaveLength(
      userFolders.length,
    )
    expect(within(nav).getAllByRole('button', { name: /^删除文件夹/ })).toHaveLength(
      userFolders.length,
    )
    const finance = within(mine).getByRole('link', { name: /财务报销/ })
    expect(within(finance).getByLabelText('已加锁')).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: /收件箱/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('checks the folder name, shows the server refusal inline, then creates it', async () => {
    const { nav } = await openTree()
    await user.click(within(nav).getByRole('button', { name: '新建文件夹' }))
    const dialog = await findDialog()
    const input = within(dialog).getByRole('textbox', { name: /文件夹名称/ })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入文件夹名称')).toBeInTheDocument()
    await user.type(input, 'x'.repeat(21))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('文件夹名称长度为 1 到 20 个字符')).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, ' 项目资料 ')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('该文件夹已存在')).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, '  年度合同  ')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(
      await within(nav).findByRole('link', { name: /年度合同/ }, { timeout: 5_000 }),
    ).toBeInTheDocument()
  })

  // M-ERR-18
  it('shows error_message when the server answers with it', async () => {
    server.use(
      http.post(absoluteUrl('/api/mail/folders/'), () =>
        HttpResponse.json({ error_message: '文件夹数量已达上限' }, { status: 400 }),
      ),
    )
    const { nav } = await openTree()
    await user.click(within(nav).getByRole('button', { name: '新建文件夹' }))
    const dialog = await findDialog()
    await user.type(within(dialog).getByRole('textbox'), '新的')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('文件夹数量已达上限')).toBeInTheDocument()
  })

  it('deletes a folder, moving its mail to INBOX by default', async () => {
    const bodies = posted('/api/mail/folders/delete/')
    const onDeleted = vi.fn()
    const { nav } = await openTree(onDeleted)
    await user.click(within(nav).getByRole('button', { name: '删除文件夹 客户往来' }))
    const dialog = await findDialog()
    expect(within(dialog).getByRole('radio', { name: '将邮件移动到' })).toBeChecked()
    expect(within(dialog).getByRole('combobox')).toHaveValue('INBOX')
    await user.click(within(dialog).getByRole('button', { name: '删除' }))
    await waitFor(() =>
      expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ raw_name: 'Clients' })),
    )
    expect(bodies).toEqual([
      { name: '客户往来', src_folder: 'Clients', is_delete: false, dst_folder: 'INBOX' },
    ])
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: /客户往来/ })).not.toBeInTheDocument(),
    )
  })

  it('can delete the mail with the folder', async () => {
    const bodies = posted('/api/mail/folders/delete/')
    const { nav } = await openTree()
    await user.click(within(nav).getByRole('button', { name: '删除文件夹 订阅邮件' }))
    const dialog = await findDialog()
    await user.click(within(dialog).getByRole('radio', { name: '同时删除其中的邮件' }))
    expect(within(dialog).getByRole('combobox')).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: '删除' }))
    await waitFor(() =>
      expect(bodies).toEqual([{ name: '订阅邮件', src_folder: 'Newsletters', is_delete: true }]),
    )
  })

  // R-MAILBOX-2: the compose button
  it('asks the tab API to compose and to show the list when a folder is clicked', async () => {
    const { nav, tabs } = await openTree()
    await user.click(within(nav).getByRole('button', { name: '写信' }))
    expect(tabs.openCompose).toHaveBeenCalledWith({ mode: 'new' })
    await user.click(within(nav).getByRole('link', { name: /已发送/ }))
    expect(tabs.activate).toHaveBeenCalledWith('list')
  })

  // R-COMPOSE-9, C-TIME-10: on a real tab actor, time from a simulated clock.
  it('shows Compose disabled (still focused) for 1500 ms after a click, then enabled', async () => {
    await signedIn()
    const clock = new SimulatedClock()
    const actor = createActor(mailTabsMachine, { clock }).start()
    renderMailbox(
      <MailTabsActorProvider actor={actor} nextComposeSequence={sequence()}>
        <Tree />
      </MailTabsActorProvider>,
      fakeTabs(),
    )
    const nav = await screen.findByRole('navigation', { name: '文件夹' })
    const compose = within(nav).getByRole('button', { name: '写信' })
    const composeTabs = () => actor.getSnapshot().context.tabs.filter((t) => t.kind === 'compose')
    expect(compose).not.toHaveAttribute('aria-disabled')
    await user.click(compose)
    expect(composeTabs()).toHaveLength(1)
    expect(compose).toHaveAttribute('aria-disabled', 'true')
    expect(compose).toHaveFocus()
    act(() => clock.increment(COMPOSE_BUTTON_COOLDOWN_MS - 1))
    await user.click(compose)
    expect(composeTabs()).toHaveLength(1)
    expect(compose).toHaveAttribute('aria-disabled', 'true')
    act(() => clock.increment(1))
    expect(compose).not.toHaveAttribute('aria-disabled')
    await user.click(compose)
    expect(composeTabs()).toHaveLength(2)
    actor.stop()
  })

  // R-MAILBOX-2: the audit entry
  it('shows the audit entry with the pending count only to reviewers', async () => {
    const { nav } = await openTree()
    expect(within(nav).queryByRole('link', { name: /审核/ })).not.toBeInTheDocument()
    server.use(
      http.get(absoluteUrl('/api/mail/review/show/'), () =>
        HttpResponse.json({ count: 3, review_mail_show: true }),
      ),
    )
    await user.click(within(nav).getByRole('button', { name: '刷新文件夹' }))
    const audit = await within(nav).findByRole('link', { name: /审核/ })
    expect(audit).toHaveAttribute('href', '/mailbox/review')
    expect(within(audit).getByLabelText('3 封待审核')).toBeInTheDocument()
  })
})
