/**
 * Contacts in compose, end to end on the fake backend (R-ADDR,
 * issue 4 "Editor and recipients"): suggestions after two typed characters, the address book
 * picker (a personal contact and two department members → chips in To; paging; the organisation
 * book and mailing lists hidden without department permission; a whole department; Cc switched
 * on by the picker) and the side panel's contacts list.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import '../../auth/jsdomShims.ts'
import { DEMO_USER, tokenFor } from '../../../support/server.ts'
import { renderWithProviders } from '../../../support/render.tsx'
import { suggestAddresses } from '../../../../src/features/compose/composeActors.ts'
import { ContactsPanel } from '../../../../src/features/compose/addressBook/ContactsPanel.tsx'
import { db } from '../../../../mocks/db/index.ts'
import { connectFakeBackend, fakeActors, renderCompose, sentOutcome } from './composeUi.harness.tsx'

const SLOW = { timeout: 10_000 }
/**
 * `hidden`: under jsdom tabster may leave a fresh dialog surface aria-hidden, and the page behind
 * it for a moment after it closes (see recipients.test.tsx); the e2e journey checks Chromium.
 */
const H = { hidden: true } as const
const toBox = () => screen.getByRole('group', { name: '收件人', ...H })
const chipLabels = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('button', { name: /^编辑收件人/, ...H })
    .map((button) => button.getAttribute('aria-label'))
const dialogGone = () =>
  waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), SLOW)
const emailOf = (realname: string) => db.users.all().find((u) => u.realname === realname)!.email

function setup(options: Parameters<typeof renderCompose>[0] = {}) {
  const { actors } = fakeActors(sentOutcome)
  return { ...renderCompose({ actors, ...options }), user: userEvent.setup() }
}

async function openPicker(user: ReturnType<typeof userEvent.setup>, field = '收件人') {
  const button = await screen.findByRole('button', { name: `从通讯录选择${field}`, ...H }, SLOW)
  // Disabled until the compose form is editable.
  await waitFor(() => expect(button).toBeEnabled(), SLOW)
  await user.click(button)
  const dialog = await screen.findByRole('dialog', H, SLOW)
  expect(dialog).toHaveTextContent('从通讯录选择')
  await within(dialog).findByRole('tree', H, SLOW)
  return dialog
}

/** Waits until the table shows `name` and no page is loading any more. */
async function rowsShow(dialog: HTMLElement, name: string) {
  await within(dialog).findByRole('checkbox', { name: `选择 ${name}`, ...H }, SLOW)
  await waitFor(() => expect(within(dialog).queryByText('正在读取联系人…')).toBeNull(), SLOW)
}

async function openNode(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  name: string,
) {
  await user.click(within(dialog).getByRole('treeitem', { name, ...H }))
}

beforeEach(async () => {
  connectFakeBackend(await tokenFor(DEMO_USER.username))
})

describe('recipient suggestions', { timeout: 30_000 }, () => {
  it('two characters of a seeded contact suggest them, and picking makes a chip', async () => {
    const { user, actor } = setup({ suggest: suggestAddresses })
    await user.type(screen.getByRole('combobox', { name: '添加收件人' }), '陈静')
    const option = await screen.findByRole(
      'option',
      { name: /陈静 <reviewer@huayu\.example\.com>/ },
      SLOW,
    )
    expect(option).toHaveTextContent('总经理办公室')
    await user.click(option)
    expect(chipLabels(toBox())).toEqual(['编辑收件人 陈静 <reviewer@huayu.example.com>'])
    expect(actor.getSnapshot().context.form.to).toEqual([
      { email: 'reviewer@huayu.example.com', name: '陈静', valid: true },
    ])
  })
})

// R-COMPOSE-4: the address book dialog
describe('address book picker', { timeout: 60_000 }, () => {
  // R-ADDR-1: books beside a member table, and the chosen list
  it('a personal contact and two members of a department go to To on OK', async () => {
    const { user, actor } = setup()
    const dialog = await openPicker(user)

    // The personal book shows everyone first; search narrows it to one person.
    await user.type(
      within(dialog).getByRole('searchbox', { name: '搜索姓名或邮箱地址', ...H }),
      '陈静',
    )
    await rowsShow(dialog, '陈静')
    expect(within(dialog).getAllByRole('checkbox', { name: /^选择 /, ...H })).toHaveLength(1)
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 陈静', ...H }))
    await user.click(within(dialog).getByRole('button', { name: '添加到收件人', ...H }))

    for (const name of ['组织通讯录', '华宇科技', '研发中心', '前端组']) {
      await openNode(user, dialog, name)
    }
    await rowsShow(dialog, '李霞')
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 李霞', ...H }))
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 周洋', ...H }))
    await user.click(within(dialog).getByRole('button', { name: '添加到收件人', ...H }))

    const chosen = within(dialog).getByRole('region', { name: '已选择的收件人', ...H })
    expect(within(chosen).getByText('已选择（3）')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '确定', ...H }))

    await dialogGone()
    expect(chipLabels(toBox())).toEqual([
      '编辑收件人 陈静 <reviewer@huayu.example.com>',
      `编辑收件人 李霞 <${emailOf('李霞')}>`,
      `编辑收件人 周洋 <${emailOf('周洋')}>`,
    ])
    expect(actor.getSnapshot().context.form.cc).toEqual([])
  })

  // R-ADDR-1: a paged member table
  it('pages the member table by 10', async () => {
    // C-LIMIT-9
    const { user } = setup()
    const dialog = await openPicker(user)
    const everyone = db.contacts.all().filter((c) => c.owner === 'demo').length
    const pages = Math.ceil(everyone / 10)
    await waitFor(
      () => expect(within(dialog).getByText(`共 ${everyone} 个`)).toBeInTheDocument(),
      SLOW,
    )
    expect(within(dialog).getByText(`第 1 / ${pages} 页`)).toBeInTheDocument()
    const rowNames = () =>
      within(dialog)
        .getAllByRole('checkbox', { name: /^选择 /, ...H })
        .map((box) => box.getAttribute('aria-label'))
    await waitFor(() => expect(rowNames()).toHaveLength(10), SLOW)
    const first = rowNames()
    await user.click(within(dialog).getByRole('button', { name: '下一页', ...H }))
    await waitFor(() => expect(within(dialog).getByText(`第 2 / ${pages} 页`)).toBeInTheDocument())
    await waitFor(() => expect(rowNames()).not.toEqual(first), SLOW)
    expect(rowNames().some((name) => first.includes(name))).toBe(false)
    expect(within(dialog).getByRole('button', { name: '上一页', ...H })).toBeEnabled()
  })

  // R-ADDR-1
  it('hides the organisation book, mailing lists and the department tab without permission', async () => {
    // R-ROLE-11
    const { user } = setup({
      account: {
        addressBooks: { oab: false, lab: false, cab: true, soab: true, soabDomainCid: 1 },
      },
    })
    const dialog = await openPicker(user)
    const tops = within(dialog)
      .getAllByRole('treeitem', H)
      .filter((item) => item.getAttribute('aria-level') === '1')
      .map((item) => item.getAttribute('aria-label'))
    expect(tops).toEqual(['个人通讯录', '公共通讯录', '其他域通讯录'])
    expect(within(dialog).queryByRole('tab', { name: '按部门选择', ...H })).toBeNull()
  })

  // R-ADDR-1, R-ADDR-3
  it('with permission every book shows, and the department tab adds a whole department', async () => {
    const { user, actor } = setup()
    const dialog = await openPicker(user)
    const tops = within(dialog)
      .getAllByRole('treeitem', H)
      .filter((item) => item.getAttribute('aria-level') === '1')
      .map((item) => item.getAttribute('aria-label'))
    expect(tops).toEqual(['个人通讯录', '组织通讯录', '公共通讯录', '其他域通讯录', '邮件列表'])

    await user.click(within(dialog).getByRole('tab', { name: '按部门选择', ...H }))
    await openNode(user, dialog, '研发中心')
    await openNode(user, dialog, '前端组')
    await rowsShow(dialog, '李霞')
    await user.click(within(dialog).getByRole('button', { name: '添加整个部门到收件人', ...H }))
    const frontEnd = db.users.all().filter((u) => u.department_id === 4)
    const chosen = within(dialog).getByRole('region', { name: '已选择的收件人', ...H })
    await within(chosen).findByText(`已选择（${frontEnd.length}）`, {}, SLOW)
    // One of them changes their mind.
    await user.click(within(chosen).getByRole('button', { name: '从收件人移除 周洋', ...H }))
    await user.click(within(dialog).getByRole('button', { name: '确定', ...H }))
    await dialogGone()
    const to = actor.getSnapshot().context.form.to.map((r) => r.email)
    expect(new Set(to)).toEqual(
      new Set(frontEnd.filter((u) => u.realname !== '周洋').map((u) => u.email)),
    )
  })

  it('adding to Bcc switches Bcc on; cancel adds nothing', async () => {
    const { user, actor } = setup()
    expect(actor.getSnapshot().context.form.is_bcc).toBe(false)
    let dialog = await openPicker(user)
    await openNode(user, dialog, '邮件列表')
    await rowsShow(dialog, '全体员工')
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 全体员工', ...H }))
    await user.click(within(dialog).getByRole('button', { name: '添加到密送', ...H }))
    await user.click(within(dialog).getByRole('button', { name: '取消', ...H }))
    await dialogGone()
    expect(actor.getSnapshot().context.form.bcc).toEqual([])

    dialog = await openPicker(user)
    await openNode(user, dialog, '邮件列表')
    await rowsShow(dialog, '全体员工')
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 全体员工', ...H }))
    await user.click(within(dialog).getByRole('button', { name: '添加到密送', ...H }))
    await user.click(within(dialog).getByRole('button', { name: '确定', ...H }))
    await dialogGone()
    const form = actor.getSnapshot().context.form
    expect(form.is_bcc).toBe(true)
    expect(form.bcc).toEqual([{ email: 'all@huayu.example.com', name: '全体员工', valid: true }])
    // The page is aria-hidden until the closing dialog has gone.
    expect(chipLabels(await screen.findByRole('group', { name: '密送', ...H }, SLOW))).toEqual([
      '编辑收件人 全体员工 <all@huayu.example.com>',
    ])
  })
})

describe('side panel contacts', { timeout: 30_000 }, () => {
  it('pages the personal book by 10, the contact page size', async () => {
    // C-LIMIT-9 (contacts 10)
    renderWithProviders(<ContactsPanel onPick={vi.fn()} />, { locale: 'zh-hans' })
    const user = userEvent.setup()
    const list = screen.getByRole('list', { name: '个人通讯录' })
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(10), SLOW)
    await user.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(20), SLOW)
  })

  it('searches the personal book and hands the clicked contact over', async () => {
    const onPick = vi.fn()
    renderWithProviders(<ContactsPanel onPick={onPick} />, { locale: 'zh-hans' })
    const user = userEvent.setup()
    const list = screen.getByRole('list', { name: '个人通讯录' })
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(0), SLOW)
    // Part of the address: 'john' alone would also find Henry Johnson.
    await user.type(screen.getByRole('searchbox', { name: '搜索联系人' }), 'john.d')
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1), SLOW)
    await user.click(within(list).getByRole('button', { name: /John Doe/ }))
    expect(onPick).toHaveBeenCalledWith('john.doe@customer.example.co.uk', 'John Doe')
  })
})
