/**
 * Every main dialog traps and returns focus (issue 17): opened from the keyboard, focus is inside;
 * Tab and Shift+Tab cycle inside it (the walk comes back to where it started without leaving);
 * Escape closes it and focus is back on the button that opened it. Compose's address book, the
 * settings form dialog (a mail filter rule), ConfirmDialog (deleting a tag), the calendar's event
 * editor and the file centre's move picker; one signed-in page walks them all.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { MailboxPage } from '../pages/MailboxPage'
import { go, settle } from './axe'

test.use({ signedInAs: 'demo' })

/** Whether focus is inside `dialog`; the focused element's identity for the cycle check. */
async function focusIn(dialog: Locator): Promise<string | null> {
  return dialog.evaluate((element) => {
    const active = document.activeElement
    if (!active || !element.contains(active)) return null
    const all = [...element.querySelectorAll('*')]
    return `${all.indexOf(active)}:${active.tagName}`
  })
}

async function proveTrap(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expect
    .poll(() => focusIn(dialog), { message: 'focus moves into the dialog' })
    .not.toBeNull()
  // More presses than the dialog has stops: a trap comes back to a stop it has seen.
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('button, input, textarea, select, [href], [tabindex="0"]').length,
  )
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = []
    for (let press = 0; press < stops + 2; press++) {
      await page.keyboard.press(key)
      const here = await focusIn(dialog)
      expect(here, `${key} #${press + 1} keeps focus inside`).not.toBeNull()
      seen.push(here!)
    }
    expect(new Set(seen).size, `${key} cycles`).toBeLessThan(seen.length)
    expect(new Set(seen).size, `${key} moves`).toBeGreaterThan(1)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

test('main dialogs trap focus and give it back to their opener', async ({ page }) => {
  test.setTimeout(120_000)
  const mailbox = new MailboxPage(page)
  await mailbox.open()

  await page.getByRole('button', { name: '写信', exact: true }).click()
  const form = page.getByRole('form', { name: '写信' })
  await expect(form).toBeVisible({ timeout: 20_000 })
  await proveTrap(
    page,
    form.getByRole('button', { name: '从通讯录选择收件人' }),
    page.getByRole('dialog').filter({ has: page.getByRole('tree') }),
  )

  await go(page, '/setting/filter')
  await settle(page)
  await proveTrap(
    page,
    page.getByRole('button', { name: '新建规则' }),
    page.getByRole('dialog', { name: '新建过滤规则' }),
  )

  await go(page, '/setting/tag')
  await settle(page)
  await proveTrap(
    page,
    page.getByRole('button', { name: /^删除标签/ }).first(),
    page.getByRole('alertdialog'),
  )

  await go(page, '/calendar/index')
  await settle(page)
  await proveTrap(
    page,
    page.getByRole('button', { name: '新建日程' }),
    page.getByRole('dialog', { name: '新建日程' }),
  )

  await go(page, '/file/pfile')
  await settle(page)
  await page
    .getByRole('checkbox', { name: /^选择 / })
    .first()
    .check()
  await proveTrap(
    page,
    page.getByRole('button', { name: '移动', exact: true }),
    page.getByRole('dialog', { name: '移动到' }),
  )
})
