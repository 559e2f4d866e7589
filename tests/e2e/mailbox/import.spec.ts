/**
 * Import mails (R-LIST dialogs, §5 Import eml): the whole .eml corpus
 * of ../shared/fixtures/eml goes through the real chunked upload (spark-md5, test, state, chunks,
 * finish) into INBOX of the demo's fake backend, then shows in the list and opens.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '../fixtures'
import { ImportDialog } from '../pages/ImportDialog'
import { MailboxPage } from '../pages/MailboxPage'
import { EML_CORPUS } from '../../support/fixtures'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const CORPUS = EML_CORPUS
const files = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.eml'))
  .map((name) => path.join(CORPUS, name))

/**
 * The list sorts by the date it shows (decision 83): files without a Date header list by their
 * arrival, just now, so they open the first page, newest first ...
 */
const UNDATED = ['まみむめも', 'Kill the HTML parser']
/** ... and the others by the Date they carry, years back: first when the oldest come first. */
const OLDEST = "Ryan Finnie's MIME Torture Test v1.0"
const DATED = 'Nodemailer is unicode friendly ✔ (1476358788189)'

test('imports the eml corpus into INBOX; the mails list and open', async ({ page }) => {
  test.slow()
  const mailbox = new MailboxPage(page)
  await mailbox.open('/mailbox/innerbox/INBOX')

  const importing = new ImportDialog(page)
  await importing.open()
  await expect(importing.folder).toHaveValue('INBOX')
  await expect(importing.dialog.getByRole('option', { name: '草稿箱' })).toHaveCount(0)
  await expect(importing.dialog.getByRole('button', { name: '添加邮件文件' })).toBeEnabled()
  // One header row plus one per file, each ending in success.
  await importing.importFiles(files, { timeout: 90_000 })

  const list = page.getByRole('grid', { name: '邮件列表' })
  for (const subject of UNDATED) {
    await expect(list.getByText(subject, { exact: true }).first()).toBeVisible()
  }
  await expect(list.getByText(OLDEST, { exact: true })).toHaveCount(0)

  await list.getByText('まみむめも', { exact: true }).first().click()
  await expect(mailbox.tabList.getByRole('tab', { name: /まみむめも/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // The reader shows the decoded ISO-2022-JP body and the sender.
  const reader = page.getByRole('tabpanel', { name: 'まみむめも' })
  await expect(reader.getByRole('heading', { name: 'まみむめも' })).toBeVisible()
  await expect(reader).toContainText('Mikel Lindsaar')
  await expect(reader).toContainText('すみません。')

  // Oldest first: the corpus' 2003 torture test heads the list, the dated mails follow.
  await mailbox.tabList.getByRole('tab', { name: /收件箱/ }).click()
  await list.getByRole('columnheader', { name: /^时间/ }).click()
  const mailRows = list
    .locator('tbody tr[aria-rowindex]')
    .filter({ has: page.getByRole('checkbox') })
  await expect(mailRows.first()).toContainText(OLDEST)
  await expect(list.getByText(DATED, { exact: true })).toBeVisible()
})
