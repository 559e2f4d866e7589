/**
 * Page object of /calendar/index (src/features/calendar), in simplified Chinese: the side list
 * (new event, manage calendars, the calendars, invitations), the grid's toolbar and the event
 * dialogs.
 */
import { expect, type Locator, type Page } from '@playwright/test'

/** YYYY-MM-DD of a day, as the date inputs take it. */
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/** Midnight `days` days from today (in the test's clock; the dates are only ever typed). */
export function dayAfter(days: number, from = new Date()): Date {
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() + days)
}

export interface EventFields {
  title: string
  day: Date
  from: string
  to: string
}

export class CalendarPage {
  readonly grid: Locator

  constructor(readonly page: Page) {
    this.grid = page.getByRole('region', { name: '日程', exact: true })
  }

  /**
   * Goes to the calendar through the main navigation, as a user would: no full load, which
   * would restart the demo's in-page backend (seconds on two busy cores).
   */
  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '日程', exact: true })
      .click()
    await expect(this.page.getByRole('tablist', { name: '视图' })).toBeVisible({ timeout: 20_000 })
  }

  async startNew(): Promise<Locator> {
    await this.page.getByRole('button', { name: '新建日程' }).click()
    return this.page.getByRole('dialog', { name: '新建日程' })
  }

  async fillEvent(editor: Locator, { title, day, from, to }: EventFields): Promise<void> {
    await editor.getByRole('textbox', { name: '主题' }).fill(title)
    await editor.getByLabel('开始', { exact: true }).fill(isoDay(day))
    await editor.getByLabel('开始时间').fill(from)
    await editor.getByLabel('结束', { exact: true }).fill(isoDay(day))
    await editor.getByLabel('结束时间').fill(to)
  }

  /** The day view of `day`. */
  async showDay(day: Date): Promise<void> {
    await this.page.getByRole('tab', { name: '日', exact: true }).click()
    await this.goTo(day)
  }

  async goTo(day: Date): Promise<void> {
    await this.page.getByRole('textbox', { name: '转到日期' }).fill(isoDay(day))
  }

  /** An event drawn in the grid, by its title. */
  event(title: string): Locator {
    return this.grid.getByText(title, { exact: true })
  }

  /** Opens an event of the grid: its read-only view. */
  async openEvent(title: string): Promise<Locator> {
    await this.event(title).click()
    const view = this.page.getByRole('dialog', { name: title })
    await expect(view).toBeVisible()
    return view
  }

  /** Edits the opened event's title and saves; a repeating one then asks the scope. */
  async rename(view: Locator, title: string): Promise<void> {
    await view.getByRole('button', { name: '编辑' }).click()
    const edit = this.page.getByRole('dialog', { name: '编辑日程' })
    await edit.getByRole('textbox', { name: '主题' }).fill(title)
    await edit.getByRole('button', { name: '保存' }).click()
  }

  /** Answers "which occurrences?" for a change. */
  async chooseScope(scope: '仅此日程' | '此日程及以后的日程' | '所有日程'): Promise<void> {
    const dialog = this.page.getByRole('alertdialog', { name: '修改重复日程' })
    await dialog.getByRole('radio', { name: scope }).check()
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toBeHidden()
  }
}
