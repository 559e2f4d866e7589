/**
 * The tab strip on a real tab actor: cut titles with full names on the close buttons, close-all
 * only with more than one tab (keeping the folder list), keyboard closing, and the confirmation
 * for tabs that ask before closing — once per tab on close-all.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { mailTabsMachine } from '../../../machines/mail-tabs/index.ts'
import { MailTabStrip } from '../../../src/features/mailbox/tabs/MailTabStrip.tsx'
import { useMailTabs } from '../../../src/features/common/mailTabs/MailTabsContext.ts'
import { MailTabsActorProvider } from '../../../src/features/common/mailTabs/MailTabsProvider.tsx'
import { sequence } from '../../../src/features/common/mailTabs/mailTabsStore.ts'
import type { MailTabsApi } from '../../../src/domain/mail/mailTabs.ts'
import { renderWithProviders } from '../../support/render.tsx'

const user = userEvent.setup({ delay: null })

function renderStrip() {
  const actor = createActor(mailTabsMachine).start()
  const api: { current?: MailTabsApi } = {}
  function Probe() {
    api.current = useMailTabs()
    return <output aria-label="shown tab">{api.current.activeKey}</output>
  }
  renderWithProviders(
    <MailTabsActorProvider actor={actor} nextComposeSequence={sequence()}>
      <MailTabStrip idPrefix="t" listTitle="收件箱" />
      <Probe />
    </MailTabsActorProvider>,
    { locale: 'zh-hans' },
  )
  const tabs = () => {
    if (!api.current) throw new Error('not rendered')
    return api.current
  }
  const run = (change: (tabs: MailTabsApi) => void) => act(() => change(tabs()))
  return { actor, tabs, run, shown: () => screen.getByRole('status', { name: 'shown tab' }) }
}

// `hidden`: while a modal dialog is open, the rest of the page leaves the accessibility tree.
const tablist = () => screen.getByRole('tablist', { name: '邮件标签页', hidden: true })

describe('MailTabStrip', { timeout: 60_000 }, () => {
  // R-MAILBOX-4
  it('cuts titles to 6 characters plus an ellipsis and names the close button in full', async () => {
    const { run } = renderStrip()
    expect(screen.queryByRole('button', { name: '全部关闭' })).not.toBeInTheDocument()
    await run((tabs) => tabs.openMail({ folder: 'INBOX', uid: 1, subject: '第三季度销售报告汇总' }))
    const tab = within(tablist()).getByRole('tab', { name: '第三季度销售…' })
    expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(tab).toHaveAttribute('title', '第三季度销售报告汇总')
    expect(screen.getByTitle('关闭 第三季度销售报告汇总')).toBeInTheDocument()
    expect(within(tablist()).getByRole('tab', { name: '收件箱' })).toBeInTheDocument()
    expect(screen.queryByTitle('关闭 收件箱')).not.toBeInTheDocument()
    // A tablist owns only tabs (issue 17, axe): the cross is the mouse's, Delete the keyboard's.
    expect(
      screen.queryByRole('button', { name: '关闭 第三季度销售报告汇总' }),
    ).not.toBeInTheDocument()
    for (const tab of within(tablist()).getAllByRole('tab').slice(1)) {
      expect(tab).toHaveAttribute('aria-keyshortcuts', 'Delete')
    }
  })

  // R-MAILBOX-3: close-all keeps the folder list
  it('closes all but the folder list, which is shown again', async () => {
    const { run, shown } = renderStrip()
    await run((tabs) => tabs.openMail({ folder: 'INBOX', uid: 1, subject: '一' }))
    await run((tabs) => tabs.openSearch({ keyword: '合同' }))
    expect(within(tablist()).getAllByRole('tab')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: '全部关闭' }))
    expect(
      within(tablist())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['收件箱'])
    expect(shown()).toHaveTextContent('list')
    expect(screen.queryByRole('button', { name: '全部关闭' })).not.toBeInTheDocument()
  })

  it('shows a tab on click, and closes the focused tab with Delete', async () => {
    const { run, shown } = renderStrip()
    await run((tabs) => tabs.openMail({ folder: 'INBOX', uid: 1, subject: '甲' }))
    await run((tabs) => tabs.openMail({ folder: 'INBOX', uid: 2, subject: '乙' }))
    await user.click(within(tablist()).getByRole('tab', { name: '甲' }))
    expect(shown()).toHaveTextContent('read:INBOX:1')
    await user.keyboard('{Delete}')
    expect(within(tablist()).queryByRole('tab', { name: '甲' })).not.toBeInTheDocument()
    expect(shown()).toHaveTextContent('read:INBOX:2')
    await user.click(screen.getByTitle('关闭 乙'))
    expect(shown()).toHaveTextContent('list')
  })

  // R-SEND-5
  it('asks before closing an unsent compose tab; cancel keeps it, confirm closes it', async () => {
    const { run } = renderStrip()
    await run((tabs) => tabs.openCompose({ mode: 'new', subject: '周报' }))
    await run((tabs) => tabs.setCloseConfirm?.('compose:1', true))
    await user.click(screen.getByTitle('关闭 周报'))
    // Under load tabster may leave the dialog aria-hidden for a while in jsdom (not in Chromium).
    const dialog = await screen.findByRole('alertdialog', { hidden: true }, { timeout: 10_000 })
    expect(dialog).toHaveTextContent('邮件尚未发送，确定要关闭吗？')
    await user.click(within(dialog).getByRole('button', { name: '取消', hidden: true }))
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument(),
    )
    expect(within(tablist()).getByRole('tab', { name: '周报' })).toBeInTheDocument()
    await user.click(screen.getByTitle('关闭 周报'))
    // Under load the reopened dialog can be found while still aria-hidden from the last close.
    const confirm = await waitFor(
      () =>
        within(screen.getByRole('alertdialog', { hidden: true })).getByRole('button', {
          name: '关闭',
          hidden: true,
        }),
      { timeout: 10_000 },
    )
    await user.click(confirm)
    await waitFor(() =>
      expect(within(tablist()).queryByRole('tab', { name: '周报' })).not.toBeInTheDocument(),
    )
  })

  // R-SEND-5: close-all asks as needed and keeps the first tab
  it('asks once for each tab that needs it on close-all, closing the others at once', async () => {
    const { run } = renderStrip()
    await run((tabs) => tabs.openCompose({ mode: 'new', subject: '甲信' }))
    await run((tabs) => tabs.openMail({ folder: 'INBOX', uid: 5, subject: '普通' }))
    await run((tabs) => tabs.openMail({ folder: 'INBOX', uid: 6, subject: '阅后即焚' }))
    await run((tabs) => {
      tabs.setCloseConfirm?.('compose:1', true)
      tabs.setCloseConfirm?.('read:INBOX:6', true)
    })
    await user.click(screen.getByRole('button', { name: '全部关闭' }))
    const first = await screen.findByRole('alertdialog', {}, { timeout: 10_000 })
    expect(
      within(tablist()).queryByRole('tab', { name: '普通', hidden: true }),
    ).not.toBeInTheDocument()
    expect(first).toHaveTextContent('关闭 甲信')
    await user.click(within(first).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('阅后即焚'))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    // jsdom runs no exit motion, so the page may still be aria-hidden behind the closed dialog.
    const left = within(tablist()).getAllByRole('tab', { hidden: true })
    expect(left.map((t) => t.getAttribute('title'))).toEqual(['收件箱', '阅后即焚'])
  })
})
