/**
 * The settings centre foundation (issue 12) in the demo bundle: the grouped menu reaches every
 * built page (and /setting lands on the profile); a preference changed on /setting/param is kept
 * after a reload and applies at once to the open app; a profile edit refused by the server keeps
 * what was typed, an accepted one waits for audit until the demo's control passes it; leaving
 * a page with unsaved changes asks first.
 */
import { expect, signedInAt, test } from '../fixtures'

test.describe(() => {
  test.use(signedInAt('/setting'))
  test('the menu reaches every built page; /setting opens the profile', async ({ page }) => {
    await page.waitForURL('**/setting/user')
    const menu = page.getByRole('navigation', { name: '设置菜单' })
    await expect(menu.getByRole('link', { name: '个人资料' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await menu.getByRole('link', { name: '参数设置' }).click()
    await page.waitForURL('**/setting/param')
    await expect(page.getByRole('heading', { level: 1, name: '参数设置' })).toBeVisible()
    await expect(menu.getByRole('link', { name: '参数设置' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The keyboard: Down moves along the menu, Enter opens the entry (whichever page is next,
    // as pages join the menu when they are built).
    const links = menu.getByRole('link')
    const paramIndex = (await links.allTextContents()).indexOf('参数设置')
    const next = links.nth(paramIndex + 1)
    const nextHref = await next.getAttribute('href')
    await menu.getByRole('link', { name: '参数设置' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
    await page.waitForURL(`**${nextHref}`)
    // End reaches the last entry.
    await menu.getByRole('link', { name: '参数设置' }).focus()
    await page.keyboard.press('End')
    await expect(menu.getByRole('link').last()).toBeFocused()
    await expect(menu.getByRole('link', { name: '修改密码' })).toBeVisible()
    // Every page is built now, mailbox move the last of them.
    await expect(menu.getByRole('link', { name: '邮箱搬家' })).toHaveCount(1)
  })
})

test.describe(() => {
  test.use(signedInAt('/setting/param'))
  test('a param change is kept after a reload; leaving unsaved asks first', async ({ page }) => {
    const pageSize = page.getByRole('combobox', { name: '每页显示邮件数' })
    await expect(pageSize).toHaveValue('20')
    const autoSave = page.getByRole('textbox', { name: /草稿自动保存间隔/ })
    await autoSave.fill('90')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('草稿自动保存间隔为 1 到 60 分钟的整数')).toBeVisible()

    await autoSave.fill('3')
    await pageSize.selectOption('50')
    await page.getByRole('combobox', { name: '登录超时' }).selectOption('120')
    // Unsaved: leaving asks, and staying keeps the input.
    await page
      .getByRole('navigation', { name: '设置菜单' })
      .getByRole('link', { name: '个人资料' })
      .click()
    await expect(page.getByRole('alertdialog', { name: '离开此页？' })).toBeVisible()
    await page.getByRole('button', { name: '留在此页' }).click()
    await expect(page).toHaveURL(/\/setting\/param$/)
    await expect(autoSave).toHaveValue('3')

    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('保存成功')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('combobox', { name: '每页显示邮件数' })).toHaveValue('50')
    await expect(page.getByRole('textbox', { name: /草稿自动保存间隔/ })).toHaveValue('3')
    await expect(page.getByRole('combobox', { name: '登录超时' })).toHaveValue('120')
  })
})

test.describe(() => {
  test.use(signedInAt('/setting/user'))
  test('a refused profile save keeps the input; an accepted one waits for audit', async ({
    page,
    mock,
  }) => {
    const name = page.getByRole('textbox', { name: /^姓名/ })
    await expect(name).not.toHaveValue('')
    await name.fill('')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('请输入姓名')).toBeVisible()

    await name.fill('张新名')
    const jobNumber = page.getByRole('textbox', { name: '工号' })
    await jobNumber.fill('E10002')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('该工号已被其他员工使用')).toBeVisible()
    await expect(jobNumber).toHaveValue('E10002')
    await expect(name).toHaveValue('张新名')

    await jobNumber.fill('E19999')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('已提交，等待审核')).toBeVisible()
    await expect(page.getByText('资料修改已提交，正在等待管理员审核。')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: /^姓名/ })).toHaveValue('张新名')
    await expect(page.getByText('资料修改已提交，正在等待管理员审核。')).toBeVisible()

    expect(await mock.decideProfileAudit('approved')).toBe(true)
    await expect(page.getByText('资料修改已通过审核。')).toBeVisible({ timeout: 15_000 })
  })
})
