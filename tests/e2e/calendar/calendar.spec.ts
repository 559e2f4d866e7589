/**
 * The calendar (issue 14): a weekly repeating event shows on the right days across a month
 * boundary, and one occurrence can be changed on its own ("this one"); an event of a read-only
 * shared calendar opens without editing controls.
 */
import { expect, test } from '../fixtures.ts'

test.use({ signedInAs: 'demo' })

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

test('a weekly event crosses the month end on the right days; one occurrence is edited alone', async ({
  page,
}) => {
  // Three days before the month's end: the second weekly occurrence falls in the next month.
  const now = new Date()
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 0 - 3)
  const second = new Date(first.getFullYear(), first.getMonth(), first.getDate() + 7)
  expect(second.getMonth()).not.toBe(first.getMonth())

  await page.goto('/calendar/index')
  await page.getByRole('button', { name: '新建日程' }).click()
  const editor = page.getByRole('dialog', { name: '新建日程' })
  await editor.getByRole('textbox', { name: '主题' }).fill('E2E 周会')
  await editor.getByLabel('开始', { exact: true }).fill(iso(first))
  await editor.getByLabel('开始时间').fill('10:00')
  await editor.getByLabel('结束', { exact: true }).fill(iso(first))
  await editor.getByLabel('结束时间').fill('11:00')
  await editor.getByRole('combobox', { name: '重复' }).click()
  await page.getByRole('option', { name: '每周' }).click()
  await editor.getByRole('radio', { name: '重复次数' }).check()
  await editor.getByRole('spinbutton', { name: '次数' }).fill('2')
  await editor.getByRole('button', { name: '保存' }).click()
  await expect(editor).toBeHidden()

  // The day view shows one day: the event is there on its days and on no other.
  await page.getByRole('tab', { name: '日', exact: true }).click()
  const grid = page.getByRole('region', { name: '日程', exact: true })
  const goTo = (day: Date) => page.getByRole('textbox', { name: '转到日期' }).fill(iso(day))
  const onDay = (_day: Date, title: string) => grid.getByText(title, { exact: true })
  await goTo(first)
  await expect(onDay(first, 'E2E 周会')).toBeVisible()
  await page.getByRole('button', { name: '下一页' }).click()
  await expect(grid.getByText('E2E 周会', { exact: true })).toHaveCount(0)
  await goTo(second)
  await expect(page.getByRole('heading', { level: 2 })).toContainText(`${second.getMonth() + 1}月`)
  await expect(onDay(second, 'E2E 周会')).toBeVisible()
  await goTo(new Date(second.getFullYear(), second.getMonth(), second.getDate() + 7))
  await expect(grid.getByText('E2E 周会', { exact: true })).toHaveCount(0)

  // Change the second occurrence only.
  await goTo(second)
  await onDay(second, 'E2E 周会').click()
  const view = page.getByRole('dialog', { name: 'E2E 周会' })
  await view.getByRole('button', { name: '编辑' }).click()
  const edit = page.getByRole('dialog', { name: '编辑日程' })
  await edit.getByRole('textbox', { name: '主题' }).fill('E2E 周会（改）')
  await edit.getByRole('button', { name: '保存' }).click()
  const scope = page.getByRole('alertdialog', { name: '修改重复日程' })
  await scope.getByRole('radio', { name: '仅此日程' }).check()
  await scope.getByRole('button', { name: '确定' }).click()
  await expect(onDay(second, 'E2E 周会（改）')).toBeVisible()
  await goTo(first)
  await expect(onDay(first, 'E2E 周会')).toBeVisible()
  await expect(grid.getByText('E2E 周会（改）', { exact: true })).toHaveCount(0)
})

test('an event of a read-only shared calendar shows no editing controls', async ({ page }) => {
  await page.goto('/calendar/index')
  await page.getByRole('tab', { name: '周', exact: true }).click()
  await page.getByText('新品發表會彩排').click()
  const view = page.getByRole('dialog', { name: '新品發表會彩排' })
  await expect(view.getByText('市場部活動')).toBeVisible()
  await expect(view.getByRole('button', { name: '编辑' })).toHaveCount(0)
  await expect(view.getByRole('button', { name: '删除' })).toHaveCount(0)
})
