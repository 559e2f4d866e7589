/**
 * The floating cards beside compose (R-LAYOUT; issue 10 "Layout"; decisions 78, 99): at 1440×900 with the
 * new-mail notice and the security reminder both showing, compose keeps a gutter of the tray's
 * width free, so no send option (nor the send button) lies under a card; closing the cards gives
 * compose its width back.
 */
import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { MailboxPage } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

type Box = { x: number; y: number; width: number; height: number }

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator.toString()} has no box`)
  return box
}

test.use({ viewport: { width: 1440, height: 900 } })

test('compose keeps its send options clear of the new-mail and security cards', async ({
  page,
  mock,
}) => {
  // A login and a full mailbox load restart the in-page fake backend: slow on 2 busy cores.
  test.slow()
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const tray = page.getByTestId('layout-cards')
  const cards = tray.getByRole('status')
  await expect(cards.filter({ hasText: '安全提醒' })).toBeVisible()
  await expect.poll(() => mock.liveConnections('demo')).toBe(1)
  await mock.sendMailAs('reviewer', {
    to: ['demo@huayu.example.com'],
    subject: '下午三点开项目会',
    text: '请带上上周的进度报告。',
  })
  await expect(page.getByRole('status', { name: '新邮件提醒' })).toBeVisible()
  await expect(cards).toHaveCount(2)

  const compose = new ComposePage(page)
  await compose.open(mailbox)
  const options = compose.form.getByRole('group', { name: '发送选项' })
  const controls = options.getByRole('checkbox').or(options.getByRole('switch'))
  await expect(controls.first()).toBeVisible()
  const trayBox = await boxOf(tray)
  const covered: string[] = []
  for (const control of await controls.all()) {
    const label = await control.evaluate(
      (input) => (input as HTMLInputElement).labels?.[0]?.textContent,
    )
    const parent = control.locator('xpath=..')
    for (const box of [await boxOf(control), await boxOf(parent)])
      if (overlaps(box, trayBox)) covered.push(label ?? '?')
  }
  expect(covered).toEqual([])
  expect(await controls.count()).toBeGreaterThan(6)
  const send = compose.form.getByRole('button', { name: '发送', exact: true })
  expect(overlaps(await boxOf(send), trayBox)).toBe(false)
  const narrowed = (await boxOf(options)).width

  // Without cards, compose takes the whole width again.
  for (const left of [1, 0]) {
    await cards.first().getByRole('button', { name: '关闭' }).click()
    await expect(cards).toHaveCount(left)
  }
  await expect.poll(async () => (await boxOf(options)).width).toBeGreaterThan(narrowed + 300)
})
