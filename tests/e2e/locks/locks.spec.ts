/**
 * Module and folder locks in Chromium (R-LAYOUT-8 lock dialogs; R-ROUTE-8 /setting/tag, calendar
 * and file behind their lock; R-LOCK-5 folder lock set, edited, cancelled, locked until the
 * password is entered; R-LOCK-6 file attachment blocked behind the lock; M-ERR-14). The demo
 * user sets locks through the lock dialog; the fake backend keeps them (and the session's
 * releases) across reloads.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { FileCentrePickerPage } from '../pages/FileCentrePickerPage'
import { LockSettingsPage, ModuleLockCheck } from '../pages/LockSettingsPage'
import { MailboxPage } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const WRONG = '密码错误，请重新输入'

function topTab(page: Page, name: string) {
  return page.getByRole('tablist', { name: '功能区' }).getByRole('tab', { name, exact: true })
}

test('a calendar lock set in the dialog is asked for after a reload, once per session', async ({
  page,
}) => {
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const locks = new LockSettingsPage(page)
  await locks.openFromAvatar()
  await locks.tab('日程')
  await locks.setPassword('Cal@2468')
  await locks.close()

  await page.reload()
  await expect(mailbox.tabList).toBeVisible({ timeout: 20_000 })
  await topTab(page, '日程').click()
  const check = new ModuleLockCheck(page, '日程已加锁')
  await expect(check.dialog).toBeVisible()
  // The calendar stays hidden behind the check.
  await expect(page.getByTestId('coming-later')).toHaveCount(0)
  await check.enter('Cal@1111')
  await expect(check.dialog.getByText(WRONG)).toBeVisible()
  await check.enter('Cal@2468')
  await expect(check.dialog).toBeHidden()
  await expect(page.getByRole('region', { name: '日程', exact: true })).toBeVisible()

  // Released for the session: back and forth, and after a reload, it opens at once.
  await topTab(page, '邮箱').click()
  await topTab(page, '日程').click()
  await expect(page.getByRole('region', { name: '日程', exact: true })).toBeVisible()
  await expect(check.dialog).toBeHidden()
  await page.reload()
  await expect(page.getByRole('region', { name: '日程', exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await expect(check.dialog).toBeHidden()
})

// R-ROUTE-8, R-LOCK-6
test('a file lock guards the file tab, /setting/tag and the compose file picker', async ({
  page,
}) => {
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const locks = new LockSettingsPage(page)
  await locks.openFromAvatar()
  await locks.tab('文件中心')
  await locks.setPassword('File@2468')
  await locks.close()

  const check = new ModuleLockCheck(page, '文件中心已加锁')
  await topTab(page, '文件中心').click()
  await check.cancel()
  await expect(page.getByText('文件中心已加锁，请输入锁定密码后查看。')).toBeVisible()
  await expect(page.getByTestId('coming-later')).toHaveCount(0)

  await page.goto('/setting/tag')
  await expect(check.dialog).toBeVisible({ timeout: 20_000 })
  await check.cancel()
  await expect(page.getByRole('heading', { level: 1, name: '标签管理' })).toHaveCount(0)

  await mailbox.open()
  const compose = new ComposePage(page)
  await compose.open(mailbox)
  const picker = new FileCentrePickerPage(page)
  await picker.openFrom(compose.form)
  await check.enter('File@2468')
  await expect(picker.dialog).toBeVisible()
  await picker.dialog.getByRole('button', { name: '取消' }).click()

  // Released: the tag settings and the file tab open without asking.
  await page.goto('/setting/tag')
  await expect(page.getByRole('heading', { level: 1, name: '标签管理' })).toBeVisible({
    timeout: 20_000,
  })
  await topTab(page, '文件中心').click()
  await expect(page.getByRole('region', { name: '个人网盘' })).toBeVisible()
  await expect(check.dialog).toBeHidden()
})

test('the folder lock: asked first, its password changed, then cancelled', async ({ page }) => {
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const finance = mailbox.folder(/财务报销/)
  await finance.click()
  const check = new ModuleLockCheck(page, '邮箱已加锁')
  await check.enter('Lock@2468')
  await expect(check.dialog).toBeHidden()

  const locks = new LockSettingsPage(page)
  await locks.openFromFolderTree()
  await expect(locks.dialog.getByText(/已加锁的文件夹：财务报销/)).toBeVisible()
  await locks.changePassword('Lock@0000', 'Lock@1357')
  await expect(locks.dialog.getByText(WRONG)).toBeVisible()
  await locks.dialog.getByLabel('原锁定密码').fill('Lock@2468')
  await locks.dialog.getByRole('button', { name: '保存新密码' }).click()
  await expect(locks.dialog.getByText('锁定密码已保存')).toBeVisible()

  await locks.dialog.getByRole('button', { name: '取消锁定' }).click()
  await locks.cancelDialog.getByLabel('锁定密码').fill('Lock@2468')
  await locks.cancelDialog.getByRole('button', { name: '确认取消锁定' }).click()
  await expect(locks.cancelDialog.getByText(WRONG)).toBeVisible()
  await locks.cancelDialog.getByRole('button', { name: '忘记密码？' }).click()
  await expect(locks.cancelDialog.getByText('请联系管理员重置锁定密码')).toBeVisible()
  await locks.cancelDialog.getByLabel('锁定密码').fill('Lock@1357')
  await locks.cancelDialog.getByRole('button', { name: '确认取消锁定' }).click()
  await expect(locks.dialog.getByText('已取消锁定')).toBeVisible()
  await locks.close()

  // No lock any more: no icon, and after a reload the folder opens without asking.
  await expect(finance.getByLabel(mailbox.labels.locked)).toHaveCount(0)
  await mailbox.open('/mailbox/innerbox/Finance')
  await expect(mailbox.tab('财务报销')).toBeVisible()
  await expect(check.dialog).toBeHidden()
  await expect(page.getByText(mailbox.labels.lockedNotice)).toBeHidden()
})
