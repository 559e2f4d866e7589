/**
 * Page object of the folder list tab (src/features/mailbox/list) and of search-result tabs
 * (src/features/mailbox/search), which share the mail table. Labels per language; the English
 * ones are the catalogue's translations of the Chinese source strings.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import type { MailboxLocale } from './MailboxPage'

export interface FolderListLabels {
  list: string
  select: string
  selectItems: Record<'all' | 'page' | 'unread' | 'read' | 'invert' | 'none', string>
  selected: (n: number) => string
  cancelSelection: string
  unseen: (n: number) => string
  markAs: string
  read: string
  moveTo: string
  spam: string
  setFlag: string
  greenFlag: string
  tag: string
  newTag: string
  tagName: string
  ok: string
  addRemark: string
  remark: string
  save: string
  remarkRequired: string
  remarkTooLong: string
  nextPage: string
  pageOf: (page: number, pages: number) => RegExp
  jumpTo: string
  jump: string
  close: string
  pageSize: string
  size: string
  moreSearch: string
  subject: string
  search: string
  searchResults: string
  noMailFor: (criteria: string) => string
  keyword: (text: string) => string
}

export const FOLDER_LIST_LABELS: Record<MailboxLocale, FolderListLabels> = {
  'zh-hans': {
    list: '邮件列表',
    select: '选择',
    selectItems: {
      all: '全部',
      page: '当前页',
      unread: '未读',
      read: '已读',
      invert: '反选',
      none: '不选',
    },
    selected: (n) => `已选择 ${n} 封`,
    cancelSelection: '取消选择',
    unseen: (n) => `${n} 封未读`,
    markAs: '标记为',
    read: '已读',
    moveTo: '移动到',
    spam: '垃圾邮件',
    setFlag: '设置旗标',
    greenFlag: '绿色旗标',
    tag: '标签',
    newTag: '新建标签',
    tagName: '标签名称',
    ok: '确定',
    addRemark: '添加备注',
    remark: '备注',
    save: '保存',
    remarkRequired: '请输入备注！',
    remarkTooLong: '不能超过 200 个字符！',
    nextPage: '下一页',
    pageOf: (page, pages) => new RegExp(`第 ${page} / ${pages} 页`),
    jumpTo: '跳转到页',
    jump: '跳转',
    close: '关闭',
    pageSize: '每页数量',
    size: '大小',
    moreSearch: '更多搜索',
    subject: '主题',
    search: '搜索',
    searchResults: '搜索结果',
    noMailFor: (criteria) => `没有找到符合 ${criteria} 的邮件`,
    keyword: (text) => `关键字“${text}”`,
  },
  en: {
    list: 'Mail list',
    select: 'Select',
    selectItems: {
      all: 'All',
      page: 'Current page',
      unread: 'Unread',
      read: 'Read',
      invert: 'Invert selection',
      none: 'None',
    },
    selected: (n) => `${n} selected`,
    cancelSelection: 'Clear selection',
    unseen: (n) => `${n} unread`,
    markAs: 'Mark as',
    read: 'Read',
    moveTo: 'Move to',
    spam: 'Spam',
    setFlag: 'Set flag',
    greenFlag: 'Green flag',
    tag: 'Tag',
    newTag: 'New tag',
    tagName: 'Tag name',
    ok: 'OK',
    addRemark: 'Add remark',
    remark: 'Remark',
    save: 'Save',
    remarkRequired: 'Please enter a note!',
    remarkTooLong: 'No more than 200 characters!',
    nextPage: 'Next page',
    pageOf: (page, pages) => new RegExp(`Page ${page} of ${pages}`),
    jumpTo: 'Go to page',
    jump: 'Go',
    close: 'Close',
    pageSize: 'Messages per page',
    size: 'Size',
    moreSearch: 'More search',
    subject: 'Subject',
    search: 'Search',
    searchResults: 'Search results',
    noMailFor: (criteria) => `No messages found matching ${criteria}`,
    keyword: (text) => `keyword “${text}”`,
  },
}

export class FolderListPage {
  readonly labels: FolderListLabels

  constructor(
    readonly page: Page,
    readonly locale: MailboxLocale = 'zh-hans',
  ) {
    this.labels = FOLDER_LIST_LABELS[locale]
  }

  /** The shown tab's panel (hidden panels are out of the accessibility tree). */
  panel(): Locator {
    return this.page.getByRole('tabpanel')
  }

  table(): Locator {
    return this.panel().getByRole('grid', { name: this.labels.list })
  }

  /** Mail rows (not the header row, not date-group rows, not virtual spacers). */
  mailRows(): Locator {
    return this.table()
      .locator('tbody tr[aria-rowindex]')
      .filter({ has: this.page.getByRole('checkbox') })
  }

  row(subject: string): Locator {
    return this.mailRows().filter({ hasText: subject }).first()
  }

  unseenText(): Locator {
    return this.panel().getByTestId('list-unseen')
  }

  async unseen(): Promise<number> {
    await expect(this.unseenText()).toBeVisible()
    return Number(/\d+/.exec(await this.unseenText().innerText())?.[0] ?? NaN)
  }

  toolbarButton(name: string): Locator {
    return this.panel().getByRole('toolbar').getByRole('button', { name, exact: true })
  }

  async menu(button: string, item: string): Promise<void> {
    await this.toolbarButton(button).click()
    await this.page.getByRole('menuitem', { name: item, exact: true }).click()
  }

  async selectFromMenu(item: keyof FolderListLabels['selectItems']): Promise<void> {
    await this.menu(this.labels.select, this.labels.selectItems[item])
  }

  async waitLoaded(): Promise<void> {
    await expect(this.panel().getByRole('region', { name: this.labels.list })).toHaveAttribute(
      'aria-busy',
      'false',
    )
    await expect(this.mailRows().first()).toBeVisible()
  }

  pagerStatus(): Locator {
    return this.panel()
      .getByRole('navigation')
      .getByText(/\d+\s*\/\s*\d+|of/)
  }
}
