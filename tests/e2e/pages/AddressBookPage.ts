/**
 * Page object of the compose address book picker (src/features/compose/addressBook): opened from
 * a recipient row's book button; a tree of books, a member table with checkboxes and the chosen
 * list. zh-hans labels.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export class AddressBookPage {
  readonly dialog: Locator
  readonly tree: Locator
  readonly table: Locator
  readonly chosen: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '从通讯录选择' })
    this.tree = this.dialog.getByRole('tree')
    this.table = this.dialog.getByRole('table', { name: '联系人' })
    this.chosen = this.dialog.getByRole('region', { name: '已选择的收件人' })
  }

  /** Opens the picker from a recipient row (收件人 / 抄送 / 密送) and waits for the books. */
  async open(form: Locator, field = '收件人'): Promise<void> {
    await form.getByRole('button', { name: `从通讯录选择${field}` }).click()
    await expect(this.tree).toBeVisible({ timeout: 20_000 })
  }

  node(name: string): Locator {
    return this.tree.getByRole('treeitem', { name, exact: true })
  }

  /** Clicks each node in turn (a collapsed branch opens as it is chosen). */
  async choose(...path: string[]): Promise<void> {
    for (const name of path) await this.node(name).click()
  }

  row(name: string): Locator {
    return this.table.getByRole('checkbox', { name: `选择 ${name}` })
  }

  async search(text: string): Promise<void> {
    await this.dialog.getByRole('searchbox', { name: '搜索姓名或邮箱地址' }).fill(text)
  }

  async addTo(field = '收件人'): Promise<void> {
    await this.dialog.getByRole('button', { name: `添加到${field}`, exact: true }).click()
  }

  async confirm(): Promise<void> {
    await this.dialog.getByRole('button', { name: '确定' }).click()
    await expect(this.dialog).toBeHidden()
  }
}
