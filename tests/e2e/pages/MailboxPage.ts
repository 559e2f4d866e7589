/**
 * Page object of the mailbox screen (src/features/mailbox): folder tree, tab strip, folder
 * dialogs and the folder-lock dialog. Labels come per language, so one object serves the
 * zh-hans and the English runs.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { isUntouchedStart } from '../fixtures'
import { go } from './navigation'
import { LoginPage } from './LoginPage'

export type MailboxLocale = 'zh-hans' | 'en'

export interface MailboxLabels {
  folders: string
  myFolders: string
  newFolder: string
  folderName: RegExp
  ok: string
  cancel: string
  nameRequired: string
  nameLength: string
  deleteFolder: (name: string) => string
  moveTo: string
  deleteConfirm: string
  tabs: string
  close: (title: string) => string
  closeAll: string
  compose: string
  inbox: RegExp
  lockTitle: string
  lockPassword: string
  wrongLockPassword: string
  lockedNotice: RegExp
  searchBox: string
  locked: string
  refresh: string
}

export const MAILBOX_LABELS: Record<MailboxLocale, MailboxLabels> = {
  'zh-hans': {
    folders: '文件夹',
    myFolders: '我的文件夹',
    newFolder: '新建文件夹',
    folderName: /文件夹名称/,
    ok: '确定',
    cancel: '取消',
    nameRequired: '请输入文件夹名称',
    nameLength: '文件夹名称长度为 1 到 20 个字符',
    deleteFolder: (name) => `删除文件夹 ${name}`,
    moveTo: '将邮件移动到',
    deleteConfirm: '删除',
    tabs: '邮件标签页',
    close: (title) => `关闭 ${title}`,
    closeAll: '全部关闭',
    compose: '写信',
    inbox: /^收件箱/,
    lockTitle: '邮箱已加锁',
    lockPassword: '锁定密码',
    wrongLockPassword: '密码错误，请重新输入',
    lockedNotice: /此文件夹已加锁/,
    searchBox: '搜索邮件',
    locked: '已加锁',
    refresh: '刷新文件夹',
  },
  en: {
    folders: 'Folder',
    myFolders: 'My Folders',
    newFolder: 'New folder',
    folderName: /Folder name/,
    ok: 'OK',
    cancel: 'Cancel',
    nameRequired: 'Please enter a folder name',
    nameLength: 'The folder name must be 1 to 20 characters long',
    deleteFolder: (name) => `Delete folder ${name}`,
    moveTo: 'Move its mail to',
    deleteConfirm: 'Delete',
    tabs: 'Mail tabs',
    close: (title) => `Close ${title}`,
    closeAll: 'Close all',
    compose: 'Compose',
    inbox: /^Inbox/,
    lockTitle: 'Mailbox is locked',
    lockPassword: 'Lock password',
    wrongLockPassword: 'Wrong password, please try again',
    lockedNotice: /This folder is locked/,
    searchBox: 'Search mail',
    locked: 'Locked',
    refresh: 'Refresh folders',
  },
}

export class MailboxPage {
  readonly labels: MailboxLabels
  readonly tree: Locator
  readonly myFolders: Locator
  readonly tabList: Locator

  constructor(
    readonly page: Page,
    readonly locale: MailboxLocale = 'zh-hans',
  ) {
    this.labels = MAILBOX_LABELS[locale]
    this.tree = page.getByRole('navigation', { name: this.labels.folders, exact: true })
    this.myFolders = this.tree.getByRole('list', { name: this.labels.myFolders })
    this.tabList = page.getByRole('tablist', { name: this.labels.tabs })
  }

  /** Signs in as the demo user (in Chinese, the login page's default), then switches language. */
  async signIn(): Promise<void> {
    const login = new LoginPage(this.page)
    await login.goto()
    await login.loginAs('demo', 'Webmail@2468')
    if (this.locale !== 'zh-hans') {
      const url = new URL(this.page.url())
      await this.page
        .context()
        .addCookies([{ name: 'language', value: this.locale, url: url.origin }])
    }
  }

  /**
   * Opens the mailbox at `path` (a folder, optionally with a query) and waits for the strip. A
   * test that started signed in there (`signedInAs`) is already on it: no second load.
   */
  async open(path = '/mailbox/innerbox/INBOX'): Promise<void> {
    if (!isUntouchedStart(this.page, path)) await this.page.goto(path)
    // A full load restarts the in-page fake backend: slow on busy 2-core machines.
    await expect(this.tabList).toBeVisible({ timeout: 20_000 })
  }

  /**
   * Follows a mailbox link (e.g. `?init=openMail&uid=…`) inside the running app, as a link in the
   * app would: no full load, so no restart of the app and its in-page fake backend. `open()` is
   * for a journey's first arrival and for a load that is itself under test.
   */
  async follow(path: string): Promise<void> {
    await go(this.page, path)
    await expect(this.tabList).toBeVisible()
  }

  folder(name: string | RegExp): Locator {
    return this.tree.getByRole('link', { name })
  }

  tab(name: string): Locator {
    return this.tabList.getByRole('tab', { name, exact: true })
  }

  dialog(): Locator {
    return this.page.getByRole('dialog')
  }

  /** Mail of a folder's first page, read from the fake backend with the session's token. */
  async listMail(folder: string): Promise<{ uid: number; subject: string }[]> {
    return this.page.evaluate(async (name) => {
      const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
      const response = await fetch(`/api/mail/messages/?folder=${name}&page=1&page_size=10`, {
        headers: { Authorization: `JWT ${decodeURIComponent(token)}` },
      })
      const body = (await response.json()) as { results: { uid: number; subject: string }[] }
      return body.results.map(({ uid, subject }) => ({ uid, subject }))
    }, folder)
  }

  /** The shown tab's panel (hidden panels are out of the accessibility tree). */
  panel(): Locator {
    return this.page.getByRole('tabpanel')
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox', { name: this.labels.searchBox })
    await box.fill(text)
    await box.press('Enter')
  }

  async refreshFolders(): Promise<void> {
    await this.tree.getByRole('button', { name: this.labels.refresh }).click()
  }

  /** The unread count a folder link shows (0 without a badge). */
  async unreadOf(link: Locator): Promise<number> {
    const digits = /\d+/.exec(await link.innerText())
    return digits ? Number(digits[0]) : 0
  }

  async addFolder(name: string): Promise<void> {
    await this.tree.getByRole('button', { name: this.labels.newFolder }).click()
    const dialog = this.dialog()
    await dialog.getByRole('textbox', { name: this.labels.folderName }).fill(name)
    await dialog.getByRole('button', { name: this.labels.ok }).click()
  }

  async unlock(password: string): Promise<void> {
    const dialog = this.dialog()
    await expect(dialog).toContainText(this.labels.lockTitle)
    await dialog.getByLabel(this.labels.lockPassword).fill(password)
    await dialog.getByRole('button', { name: this.labels.ok }).click()
  }
}
