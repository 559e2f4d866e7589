/**
 * /contact/pab against the fake backend (issue 13): groups with their counts and the group in
 * the URL, paging 10 a page, search, the group name rule's exact messages before any call and the
 * server's refusal on the field, rename and delete a group (its contacts kept), delete contacts
 * after a confirmation with the count, move and copy to a group, and write mail to the ticked.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { deepLinkOf } from '../../../src/features/mailbox/mailboxDeepLink.ts'
import { db } from '../../../mocks/db/index.ts'
import { DEMO_USER, recordWrites, server } from '../../support/server.ts'
import { dialogsClosed } from '../../support/settle.ts'
import { openContacts } from './contactsHarness.tsx'
import { composedTo } from '../../support/pageHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
// The first load seeds the fake backend: slow on busy cores.
const SLOW = { timeout: 15_000 }

const groupNav = () => screen.getByRole('navigation', { name: '联系人分组' })
const table = () => screen.findByRole('table', { name: '联系人' }, SLOW)
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
const toolbar = () => screen.getByRole('toolbar', { name: '联系人操作' })

async function search(text: string) {
  const box = screen.getByRole('searchbox', { name: '搜索联系人' })
  await user.clear(box)
  await user.type(box, `${text}{Enter}`)
}

describe('PersonalBookPage', { timeout: 60_000 }, () => {
  it('lists the groups with counts and pages the contacts 10 at a time', async () => {
    const { router } = await openContacts('/contact/pab')
    expect(await rows()).toHaveLength(10)
    const nav = groupNav()
    expect(within(nav).getByRole('link', { name: /全部联系人/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: /未分组/ })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: /^Friends\s*1$/ })).toBeInTheDocument()
    expect(screen.getByText('共 35 位联系人')).toBeInTheDocument()
    const first = (await rows())[0]!.textContent
    await user.click(screen.getByRole('button', { name: '下一页' }))
    await waitFor(async () => expect((await rows())[0]!.textContent).not.toBe(first))
    expect(await rows()).toHaveLength(10)

    await user.click(within(nav).getByRole('link', { name: /^Friends\s*1$/ }))
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    expect(router.state.location.search).toEqual({ group: 3 })
    expect(within((await rows())[0]!).getByRole('cell', { name: 'Chris Lee' })).toBeInTheDocument()
  })

  it('searches by name, email or mobile and says when nothing matches', async () => {
    await openContacts('/contact/pab')
    expect(await rows()).toHaveLength(10)
    await search('old.friend')
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    expect(within((await rows())[0]!).getByRole('cell', { name: 'Chris Lee' })).toBeInTheDocument()
    await search('7700 900123')
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    await search('zzz-nobody')
    expect(await screen.findByText('没有找到匹配“zzz-nobody”的联系人。')).toBeInTheDocument()
  })

  it('checks a group name before any call, shows the refusal on the field, creates it', async () => {
    const { router } = await openContacts('/contact/pab')
    await table()
    const writes = recordWrites()
    await user.click(within(groupNav()).getByRole('button', { name: '新建分组' }))
    const dialog = await screen.findByRole('dialog', { name: '新建分组' })
    const name = within(dialog).getByRole('textbox', { name: /分组名称/ })
    await user.type(name, '   ')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('请输入分组名称')).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'x'.repeat(51))
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('分组名称长度为 1 到 50 个字符')).toBeInTheDocument()
    expect(writes).toEqual([])

    await user.clear(name)
    await user.type(name, 'Friends')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('该分组已存在')).toBeInTheDocument()
    expect(name).toHaveValue('Friends')

    await user.clear(name)
    await user.type(name, '  VIP  ')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await dialogsClosed()
    expect(writes).toEqual(['POST /api/contact/groups/', 'POST /api/contact/groups/'])
    const link = await within(groupNav()).findByRole('link', { name: /^VIP\s*0$/ })
    await waitFor(() => expect(link).toHaveAttribute('aria-current', 'page'))
    expect(router.state.location.search).toEqual({ group: 5 })
    expect(await screen.findByText('分组“VIP”中还没有联系人。')).toBeInTheDocument()
  })

  it('renames a group and deletes it after asking, keeping its contacts', async () => {
    const { router } = await openContacts('/contact/pab?group=3')
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: '分组“Friends”的操作' }))
    await user.click(await screen.findByRole('menuitem', { name: '重命名' }))
    const dialog = await screen.findByRole('dialog', { name: '重命名分组' })
    const name = within(dialog).getByRole('textbox', { name: /分组名称/ })
    expect(name).toHaveValue('Friends')
    await user.clear(name)
    await user.type(name, 'Pals')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await dialogsClosed()
    expect(await within(groupNav()).findByRole('link', { name: /^Pals\s*1$/ })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '分组“Pals”的操作' }))
    await user.click(await screen.findByRole('menuitem', { name: '删除分组' }))
    const question = await screen.findByRole('alertdialog', { name: '删除分组' })
    expect(question).toHaveTextContent('确定删除分组“Pals”吗？分组中的联系人不会被删除。')
    await user.click(within(question).getByRole('button', { name: '删除' }))
    await dialogsClosed()
    await waitFor(() => expect(router.state.location.search).toEqual({ group: -1 }))
    await waitFor(() =>
      expect(within(groupNav()).queryByRole('link', { name: /^Pals/ })).toBeNull(),
    )
    expect(await screen.findByText('共 35 位联系人')).toBeInTheDocument()
  })

  it('deletes the ticked contacts after a confirmation with their count', async () => {
    await openContacts('/contact/pab')
    const page = await rows()
    await user.click(within(page[0]!).getByRole('checkbox'))
    await user.click(within(page[1]!).getByRole('checkbox'))
    await user.click(within(toolbar()).getByRole('button', { name: '删除' }))
    const question = await screen.findByRole('alertdialog', { name: '删除联系人' })
    expect(question).toHaveTextContent('确定删除选中的 2 位联系人吗？')
    const writes = recordWrites()
    await user.click(within(question).getByRole('button', { name: '删除' }))
    await dialogsClosed()
    expect(writes).toEqual(['POST /api/contact/contacts/delete/'])
    expect(await screen.findByText('共 33 位联系人')).toBeInTheDocument()
  })

  it('keeps the question open with why, when the delete is lost, and deletes nothing', async () => {
    await openContacts('/contact/pab')
    await user.click(within((await rows())[0]!).getByRole('checkbox'))
    await user.click(within(toolbar()).getByRole('button', { name: '删除' }))
    const question = await screen.findByRole('alertdialog', { name: '删除联系人' })
    server.use(http.post('*/api/contact/contacts/delete/', () => HttpResponse.error()))
    await user.click(within(question).getByRole('button', { name: '删除' }))
    expect(await within(question).findByRole('alert')).toHaveTextContent('删除失败，请稍后重试')
    await user.click(within(question).getByRole('button', { name: '取消' }))
    await dialogsClosed()
    expect(await screen.findByText('共 35 位联系人')).toBeInTheDocument()
  })

  it('copies and moves the ticked contacts to a group', async () => {
    await openContacts('/contact/pab?group=3')
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    await user.click(within((await rows())[0]!).getByRole('checkbox', { name: '选择 Chris Lee' }))
    await user.click(within(toolbar()).getByRole('button', { name: '复制到' }))
    await user.click(await screen.findByRole('menuitem', { name: '同事' }))
    expect(await screen.findByText('已复制 1 位联系人。')).toBeInTheDocument()
    await waitFor(async () =>
      expect(within((await rows())[0]!).getByRole('cell', { name: '同事、Friends' })).toBeVisible(),
    )

    await user.click(within((await rows())[0]!).getByRole('checkbox', { name: '选择 Chris Lee' }))
    await user.click(within(toolbar()).getByRole('button', { name: '移动到' }))
    await user.click(await screen.findByRole('menuitem', { name: '供应商' }))
    expect(await screen.findByText('已移动 1 位联系人。')).toBeInTheDocument()
    expect(await screen.findByText('分组“Friends”中还没有联系人。')).toBeInTheDocument()
    await user.click(within(groupNav()).getByRole('link', { name: /^供应商/ }))
    await search('Chris')
    await waitFor(async () =>
      expect(within((await rows())[0]!).getByRole('cell', { name: '同事、供应商' })).toBeVisible(),
    )
  })

  it('writes mail to the ticked contacts: compose opens with them as To', async () => {
    const { router } = await openContacts('/contact/pab?group=3')
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    await user.click(within(toolbar()).getByRole('button', { name: '写信' }))
    expect(router.state.location.pathname).toBe('/contact/pab')
    await user.click(within((await rows())[0]!).getByRole('checkbox', { name: '选择 Chris Lee' }))
    await user.click(within(toolbar()).getByRole('button', { name: '写信' }))
    await composedTo()
    expect(router.state.location.pathname).toBe('/mailbox/innerbox/INBOX')
    expect(deepLinkOf(router.state.location.search)).toEqual({
      kind: 'compose',
      to: [['old.friend@mail.example.net', 'Chris Lee']],
    })
  })

  it('opens a contact to edit from its row', async () => {
    await openContacts('/contact/pab?group=3')
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    await user.click(within((await rows())[0]!).getByRole('cell', { name: 'Chris Lee' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑联系人' })
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '邮箱地址' })).toHaveValue(
        'old.friend@mail.example.net',
      ),
    )
  })

  it('says when the book is empty and when no contact is ungrouped', async () => {
    await openContacts('/contact/pab')
    await table()
    // Seeded on the first call: emptied after it.
    await db.contacts.deleteMany((q) => q.where({ owner: DEMO_USER.username }))
    await user.click(within(groupNav()).getByRole('link', { name: /未分组/ }))
    expect(await screen.findByText('没有未分组的联系人。')).toBeInTheDocument()
    await user.click(within(groupNav()).getByRole('link', { name: /全部联系人/ }))
    expect(
      await screen.findByText('个人通讯录中还没有联系人。点击“新建联系人”添加。'),
    ).toBeInTheDocument()
  })
})
