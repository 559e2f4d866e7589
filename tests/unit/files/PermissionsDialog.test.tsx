/**
 * The company-disk PermissionsDialog against the fake backend (issue 15, §6): the administrator
 * sees a folder's grants, changes a level in place, removes one after a question, and adds a
 * department or a member picked from the organisation; a folder without grants says it follows
 * the folder above; a non-administrator gets the server's refusal.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { db } from '../../../mocks/db/index.ts'
import PermissionsDialog from '../../../src/features/files/company/PermissionsDialog.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { SPECIAL_USERNAMES, TEST_ORIGIN, mockControl, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }
const H = { hidden: true } as const

const folderNamed = (name: string) => db.diskEntries.all().find((e) => e.name === name)!
const grantsOf = (folderId: number) =>
  db.diskPermissions
    .all()
    .filter((g) => g.folder_id === folderId)
    .map((g) => [g.target_type, g.target, g.permission])
const departmentName = (id: number) => db.departments.findFirst((q) => q.where({ id }))!.name

async function open(folderName: string, username: string = SPECIAL_USERNAMES.admin) {
  const harness = startHarness({ token: await tokenFor(username), path: '/file/cfile' })
  await waitForActor(harness.session, (s) => s.matches('signedIn'))
  const folder = folderNamed(folderName)
  const onClose = vi.fn()
  renderWithProviders(
    <PermissionsDialog open folder={{ id: folder.id, name: folder.name }} onClose={onClose} />,
    { locale: 'zh-hans', session: harness.session },
  )
  const dialog = await screen.findByRole('dialog', { name: `权限设置：${folder.name}`, ...H }, SLOW)
  return { dialog, folder, onClose }
}

const grantRows = async (dialog: HTMLElement) =>
  within(await within(dialog).findByRole('table', { name: '已设置的权限', ...H }, SLOW))
    .getAllByRole('row', H)
    .slice(1)

beforeEach(async () => {
  await tokenFor('demo')
})
afterEach(() => mockControl.reset())

describe('PermissionsDialog', { timeout: 60_000 }, () => {
  it("lists the folder's grants, changes a level and removes one after asking", async () => {
    const { dialog, folder } = await open('範本下載')
    const rows = await grantRows(dialog)
    expect(rows.map((r) => within(r).getAllByRole('cell', H)[0]!.textContent)).toEqual([
      departmentName(8),
      '王小明',
    ])
    const sales = within(dialog).getByRole('combobox', {
      name: `${departmentName(8)} 的权限`,
      ...H,
    })
    expect(sales).toHaveValue('upload_download')
    await user.selectOptions(sales, 'manage')
    await waitFor(() => expect(grantsOf(folder.id)).toContainEqual(['department', '8', 'manage']))

    await user.click(within(dialog).getByRole('button', { name: '移除 王小明', ...H }))
    const question = await screen.findByRole('alertdialog', { name: '移除权限', ...H })
    expect(question).toHaveTextContent('确定移除“王小明”在此文件夹的权限吗？')
    await user.click(within(question).getByRole('button', { name: '移除', ...H }))
    await waitFor(async () => expect(await grantRows(dialog)).toHaveLength(1))
    expect(grantsOf(folder.id)).toEqual([['department', '8', 'manage']])
  })

  it('adds a whole department from the tree and a member found by search', async () => {
    const { dialog, folder } = await open('公司制度')
    await grantRows(dialog)
    const tree = await within(dialog).findByRole('tree', { name: '组织架构', ...H }, SLOW)
    const departmentTwo = departmentName(2)
    await user.click(within(tree).getByRole('treeitem', { name: departmentTwo, ...H }))
    await user.click(
      within(dialog).getByRole('radio', { name: `整个部门：${departmentTwo}`, ...H }),
    )
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '权限', ...H }), 'upload')
    await user.click(within(dialog).getByRole('button', { name: '添加权限', ...H }))
    await waitFor(() => expect(grantsOf(folder.id)).toContainEqual(['department', '2', 'upload']))

    const search = within(dialog).getByRole('searchbox', { name: '搜索成员姓名或邮箱', ...H })
    await user.type(search, '陈静{Enter}')
    const member = await within(dialog).findByRole('radio', { name: /^陈静 </, ...H }, SLOW)
    await user.click(member)
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '权限', ...H }), 'all')
    await user.click(within(dialog).getByRole('button', { name: '添加权限', ...H }))
    await waitFor(() =>
      expect(grantsOf(folder.id)).toContainEqual(['member', SPECIAL_USERNAMES.reviewer, 'all']),
    )
    await waitFor(async () => expect(await grantRows(dialog)).toHaveLength(3))
  })

  it('says a folder without grants follows the folder above', async () => {
    const admin = await tokenFor(SPECIAL_USERNAMES.admin)
    const made = await fetch(`${TEST_ORIGIN}/api/netdisk/company/folder/`, {
      method: 'POST',
      headers: { Authorization: `JWT ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '新项目', folder_id: folderNamed('公司制度').id }),
    })
    expect(made.status).toBe(200)
    const { dialog } = await open('新项目')
    expect(
      await within(dialog).findByText(
        '此文件夹没有单独设置权限，沿用上级文件夹的设置；上级也没有设置时，所有成员都可以下载。',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
  })

  it('a non-administrator cannot load the grants', async () => {
    const { dialog } = await open('範本下載', SPECIAL_USERNAMES.demo)
    expect(await within(dialog).findByText('权限加载失败。', {}, SLOW)).toBeInTheDocument()
    expect(within(dialog).queryByRole('table', { name: '已设置的权限', ...H })).toBeNull()
  })
})
