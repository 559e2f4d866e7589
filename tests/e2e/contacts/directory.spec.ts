/**
 * The directory books in the demo bundle (issue 13): open the organisation book, expand a
 * department, search one of its members and write mail to them (compose opens with them in To);
 * the company book and the mailing lists show their rows.
 */
import { expect, test } from '../fixtures'

test.use({ signedInAs: 'demo' })

test('organisation: expand a department, search a member, write mail to them', async ({ page }) => {
  await page.goto('/contact/oab')
  const tree = page.getByRole('tree', { name: '部门' })
  const rnd = tree.getByRole('treeitem', { name: '研发中心' })
  await expect(rnd).toBeVisible()
  await expect(tree.getByRole('treeitem', { name: '前端组' })).toHaveCount(0)
  await rnd.click()
  const frontEnd = tree.getByRole('treeitem', { name: '前端组' })
  await expect(frontEnd).toBeVisible()
  await frontEnd.click()
  await expect(frontEnd).toHaveAttribute('aria-selected', 'true')

  const table = page.getByRole('table', { name: '联系人' })
  const firstRow = table.getByRole('row').nth(1)
  // The department's own members: the rows of before stay on screen (aria-busy) until they come.
  // Read while they were still there, name and address came from two different people (CI 33).
  const heading = page.locator('section[aria-labelledby="directory-title"] header')
  await expect(heading.getByText('前端组', { exact: true })).toBeVisible()
  await expect(table).not.toHaveAttribute('aria-busy', 'true')
  await expect(firstRow).toBeVisible()
  // Both cells of one row in one read.
  const [, name = '', address = ''] = await firstRow.getByRole('cell').allTextContents()
  expect(address).toContain('@')

  await page.getByRole('searchbox', { name: '搜索姓名或邮箱地址' }).fill(name)
  await page.getByRole('searchbox', { name: '搜索姓名或邮箱地址' }).press('Enter')
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('checkbox', { name: `选择 ${name}` }).check()
  await page.getByRole('button', { name: '写信给选中的联系人' }).click()

  await expect(page).toHaveURL(/\/mailbox\/innerbox\/INBOX$/)
  const compose = page.getByRole('form', { name: '写信' })
  await expect(
    compose.getByRole('button', { name: `编辑收件人 ${name} <${address}>` }),
  ).toBeVisible()
})

test('the company book and the mailing lists show their rows', async ({ page }) => {
  await page.goto('/contact/cab')
  await expect(page.getByRole('tree', { name: '分类' }).getByRole('treeitem').first()).toBeVisible()
  await expect(page.getByRole('table', { name: '联系人' }).getByRole('row').nth(1)).toBeVisible()

  await page
    .getByRole('navigation', { name: '通讯录菜单' })
    .getByRole('link', { name: '邮件列表' })
    .click()
  await expect(page).toHaveURL(/\/contact\/lab$/)
  const lists = page.getByRole('table', { name: '邮件列表' })
  await expect(lists.getByRole('row', { name: /全体员工/ })).toBeVisible()
  await expect(lists.getByRole('row', { name: /全体员工/ })).toContainText('全体成员')
})
