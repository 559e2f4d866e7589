/**
 * Page object of the lock dialog (src/features/locks/LockSettingsDialog.tsx) and of the module
 * lock check in front of a locked module (ModuleLockDialog). zh-hans labels.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export type LockTab = '邮箱文件夹' | '日程' | '文件中心'

export class LockSettingsPage {
  readonly dialog: Locator
  readonly cancelDialog: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '锁定设置' })
    this.cancelDialog = page.getByRole('dialog', { name: '取消锁定' })
  }

  /** From the avatar card of the sidebar. */
  async openFromAvatar(): Promise<void> {
    await this.page.getByRole('button', { name: '个人信息' }).click()
    await this.page.getByRole('button', { name: '锁定设置' }).click()
    await expect(this.dialog).toBeVisible()
  }

  /** From the folder tree's lock button (opens on the mailbox tab). */
  async openFromFolderTree(): Promise<void> {
    await this.page.getByRole('button', { name: '文件夹加锁' }).click()
    await expect(this.dialog).toBeVisible()
  }

  async tab(name: LockTab): Promise<void> {
    await this.dialog.getByRole('tab', { name, exact: true }).click()
  }

  async setPassword(password: string): Promise<void> {
    await this.dialog.getByLabel('锁定密码', { exact: true }).fill(password)
    await this.dialog.getByLabel('确认锁定密码').fill(password)
    await this.dialog.getByRole('button', { name: '设置锁定密码' }).click()
    await expect(this.dialog.getByText('锁定密码已保存')).toBeVisible()
  }

  async changePassword(old: string, password: string): Promise<void> {
    await this.dialog.getByRole('button', { name: '修改密码' }).click()
    await this.dialog.getByLabel('原锁定密码').fill(old)
    await this.dialog.getByLabel('新锁定密码').fill(password)
    await this.dialog.getByLabel('确认锁定密码').fill(password)
    await this.dialog.getByRole('button', { name: '保存新密码' }).click()
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: '关闭' }).click()
    await expect(this.dialog).toBeHidden()
  }
}

/** The password check in front of a locked module ('日程已加锁', '文件中心已加锁', '邮箱已加锁'). */
export class ModuleLockCheck {
  readonly dialog: Locator

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title })
  }

  async enter(password: string): Promise<void> {
    await expect(this.dialog).toBeVisible()
    await this.dialog.getByLabel('锁定密码').fill(password)
    await this.dialog.getByRole('button', { name: '确定' }).click()
  }

  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: '取消' }).click()
    await expect(this.dialog).toBeHidden()
  }
}
