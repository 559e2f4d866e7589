/**
 * Sharing a calendar (issue 14 "Proof"; §6): demo shares 我的日历 read-only with a colleague in
 * the calendars dialog → the colleague, in another browser, sees the calendar and its event,
 * which opens without editing controls and does not move when dragged, and the server refuses
 * a direct change (403) → demo turns the share into "can edit" → the colleague edits the event.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { CalendarPage, dayAfter, isoDay } from '../pages/CalendarPage.ts'
import { signInElsewhere } from './otherUser.ts'

// No mail of demo's own: a smaller database to hand from one browser to the next (otherUser.ts).
test.use({ signedInAs: 'demo', scenario: 'empty' })

const COLLEAGUE = { username: 'reviewer', email: 'reviewer@huayu.example.com' }
const READ_ONLY_TEXT = '您对该日历只有查看权限，不能修改'

async function openShares(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '管理日历' }).click()
  const dialog = page.getByRole('dialog', { name: '管理日历' })
  await dialog.getByRole('tab', { name: '我的日历' }).click()
  return dialog.getByRole('region', { name: '共享' })
}

async function share(shares: Locator, permission: '只读' | '可编辑'): Promise<void> {
  await shares.getByRole('textbox', { name: '共享给（本系统邮箱）' }).fill(COLLEAGUE.email)
  await shares.getByRole('combobox', { name: '权限' }).click()
  await shares.page().getByRole('option', { name: permission }).click()
  await shares.getByRole('button', { name: '添加共享' }).click()
  await expect(shares.getByRole('list', { name: '共享列表' })).toContainText(
    `${COLLEAGUE.email}> · ${permission}`,
  )
}

/** Drags an event of the day view about two hours earlier with the mouse. */
async function dragEarlier(calendar: CalendarPage, title: string): Promise<void> {
  const event = calendar.event(title)
  await event.scrollIntoViewIfNeeded()
  const box = (await event.boundingBox())!
  const mouse = calendar.page.mouse
  await mouse.move(box.x + box.width / 2, box.y + 5)
  await mouse.down()
  await mouse.move(box.x + box.width / 2, box.y - 120, { steps: 8 })
  await mouse.up()
}

/** The event's changes sent to the server from `page` from now on. */
function eventWrites(page: Page): string[] {
  const writes: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/calendar/events/') && request.method() !== 'GET')
      writes.push(`${request.method()} ${request.url()}`)
  })
  return writes
}

/** A change of the event sent straight to the server with the page's session: its status. */
function updateDirectly(page: Page, title: string, day: Date) {
  return page.evaluate(
    async ({ title, from, to }) => {
      const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
      const headers = {
        Authorization: `JWT ${decodeURIComponent(token)}`,
        'Content-Type': 'application/json',
      }
      const query = new URLSearchParams({ start: from, end: to })
      const list = (await (await fetch(`/api/calendar/events/?${query}`, { headers })).json()) as {
        id: number
        title: string
        calendar_id: number
        start: string
        end: string
      }[]
      const event = list.find((e) => e.title === title)
      if (!event) return { status: 0, detail: 'not listed' }
      const response = await fetch(`/api/calendar/events/${event.id}/`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          calendar_id: event.calendar_id,
          title: `${title}（改）`,
          start: event.start,
          end: event.end,
          is_allday: false,
          repeat: { freq: 'none' },
        }),
      })
      const body = (await response.json()) as { detail?: string }
      return { status: response.status, detail: body.detail ?? '' }
    },
    {
      title,
      from: new Date(`${isoDay(day)}T00:00:00+08:00`).toISOString(),
      to: new Date(`${isoDay(dayAfter(1, day))}T00:00:00+08:00`).toISOString(),
    },
  )
}

test('a calendar shared read-only cannot be changed by the colleague; shared with edit it can', async ({
  page,
  browser,
  backend,
  scenario,
}) => {
  test.slow()
  const title = `E2E 共享 ${Date.now()}`
  const day = dayAfter(3)

  // demo puts an event in 我的日历 and shares the calendar read-only.
  const owner = new CalendarPage(page)
  await owner.open()
  const editor = await owner.startNew()
  await owner.fillEvent(editor, { title, day, from: '19:00', to: '20:00' })
  await editor.getByRole('button', { name: '保存' }).click()
  await expect(editor).toBeHidden()
  await share(await openShares(page), '只读')

  // The colleague sees the calendar and the event, read-only.
  const reader = await signInElsewhere(browser, page, COLLEAGUE.username, backend, { scenario })
  const theirs = new CalendarPage(reader.page)
  await theirs.open()
  const shared = reader.page.getByRole('region', { name: '共享给我的日历' })
  await expect(shared.getByRole('checkbox', { name: '我的日历 王小明 · 只读' })).toBeVisible()
  await theirs.showDay(day)
  const view = await theirs.openEvent(title)
  await expect(view).toContainText(`${isoDay(day)} 19:00 – 20:00`)
  await expect(view.getByRole('button', { name: '编辑' })).toHaveCount(0)
  await expect(view.getByRole('button', { name: '删除' })).toHaveCount(0)
  await view.getByRole('button', { name: '关闭' }).click()
  await expect(view).toBeHidden()

  // Dragging it earlier changes nothing, here or on the server.
  const writes = eventWrites(reader.page)
  await dragEarlier(theirs, title)
  await expect(reader.page.getByRole('dialog')).toHaveCount(0)
  const after = await theirs.openEvent(title)
  await expect(after).toContainText(`${isoDay(day)} 19:00 – 20:00`)
  expect(writes).toEqual([])
  expect(await updateDirectly(reader.page, title, day)).toEqual({
    status: 403,
    detail: READ_ONLY_TEXT,
  })

  // demo turns the share into "can edit".
  const again = await signInElsewhere(browser, reader.page, 'demo', backend, { scenario })
  await reader.context.close()
  await new CalendarPage(again.page).open()
  const shares = await openShares(again.page)
  await shares.getByRole('button', { name: `取消共享给 ${COLLEAGUE.email}` }).click()
  await expect(shares.getByText('尚未共享给任何人')).toBeVisible()
  await share(shares, '可编辑')

  // Now the colleague may change it.
  const editorElsewhere = await signInElsewhere(browser, again.page, COLLEAGUE.username, backend, {
    scenario,
  })
  await again.context.close()
  const editing = new CalendarPage(editorElsewhere.page)
  await editing.open()
  await expect(
    editorElsewhere.page
      .getByRole('region', { name: '共享给我的日历' })
      .getByRole('checkbox', { name: '我的日历 王小明 · 可编辑' }),
  ).toBeVisible()
  await editing.showDay(day)
  // The same drag now moves it (so the one above proved something).
  await dragEarlier(editing, title)
  // Dropped, saved and drawn again from the server's answer: one event, at its new time.
  await expect(editing.event(title)).toHaveCount(1)
  const moved = await editing.openEvent(title)
  await expect(moved).not.toContainText('19:00 – 20:00')
  await expect(moved).toContainText(isoDay(day))
  const editable = moved
  await editing.rename(editable, `${title}（已改）`)
  await expect(editing.event(`${title}（已改）`)).toBeVisible()
  await expect(editing.event(title)).toHaveCount(0)
  await editorElsewhere.context.close()
})
