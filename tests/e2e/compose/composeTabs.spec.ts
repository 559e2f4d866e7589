/**
 * One compose tab per request and per draft (issue 10; decisions 89, 90): a double click on
 * Compose opens one tab, and a draft saved from a compose tab, opened from the Drafts list,
 * shows that same tab instead of a second editor for the draft.
 */
import { expect, test } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { MailboxPage } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

test('a double click opens one compose tab; its saved draft opens in that tab', async ({
  page,
}) => {
  // A login and a full mailbox load restart the in-page fake backend: slow on 2 busy cores.
  test.slow()
  const mailbox = new MailboxPage(page)
  const compose = new ComposePage(page)
  await mailbox.open()
  const tabs = mailbox.tabList.getByRole('tab')

  await page.getByRole('button', { name: mailbox.labels.compose, exact: true }).dblclick()
  await expect(compose.form).toBeVisible({ timeout: 20_000 })
  await expect(tabs).toHaveCount(2)

  const subject = `季度预算草稿 ${Date.now()}`
  await compose.addRecipient('reviewer@huayu.example.com')
  await compose.write(subject, '先存一份草稿')
  await compose.form.getByRole('button', { name: '存草稿' }).click()
  await expect(page.getByText('草稿保存成功！').first()).toBeVisible()

  await mailbox.folder(/^草稿箱/).click()
  await tabs.first().click()
  await mailbox.panel().getByText(subject).first().click()
  await expect(tabs).toHaveCount(2)
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(compose.form.getByRole('textbox', { name: '主题' })).toHaveValue(subject)
})
