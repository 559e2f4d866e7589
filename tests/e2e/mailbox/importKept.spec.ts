/**
 * Issue 18 through the UI: a handful of real-world .eml files imported with 更多 → 导入邮件 come
 * back from "download mail" byte for byte, the list shows each file's own size, and the mail
 * without a Date header lists its arrival time, labelled as such (5 files).
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '../fixtures'
import { ImportDialog } from '../pages/ImportDialog'
import { MailboxPage } from '../pages/MailboxPage'
import { ReaderPage } from '../pages/ReaderPage'
import { formatSize } from '../../../src/domain/format/size'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const DIR = 'tests/fixtures/eml'
/** [file, the subject the list shows]. */
const FILES: [string, string][] = [
  // 135,690 bytes, an 86 KB To: header.
  ['mimekit__stack-overflow.eml', 'Message Subject'],
  // No Date header: the list shows its arrival, labelled.
  ['mimekit__rfc2060.eml', 'Sample message structure for IMAP part specifiers'],
  // koi8-r text and a TNEF winmail.dat, LF line ends.
  ['mimekit__ukr.eml', 'rr test 7'],
  // x-uuencode transfer encoding.
  [
    'mail-rb__content_transfer_encoding_x_uuencode.eml',
    'PGP Comments on RTO West Release of Dec. 14',
  ],
  // A quoted-printable UTF-8 encoded word next to plain text.
  ['enmime__qp-utf8-header.eml', 'MIME UTF8 Test ¢ More Text'],
]

test('imported mail downloads byte for byte and lists its own size', async ({ page }) => {
  test.slow()
  const mailbox = new MailboxPage(page)
  const reader = new ReaderPage(page)
  await mailbox.open('/mailbox/innerbox/INBOX')

  // Into a folder of a few mails, so the old ones are on the list's first page too.
  await new ImportDialog(page).importFiles(
    FILES.map(([f]) => `${DIR}/${f}`),
    { folder: 'Virus', timeout: 60_000 },
  )
  await mailbox.open('/mailbox/innerbox/Virus')

  const list = page.getByRole('grid', { name: '邮件列表' })
  for (const [file, subject] of FILES) {
    const bytes = readFileSync(`${DIR}/${file}`)
    const row = list.getByRole('row').filter({ hasText: subject })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(formatSize(bytes.length))
    if (file === 'mimekit__rfc2060.eml') await expect(row).toContainText('到达时间')
    else await expect(row).not.toContainText('到达时间')

    await row.getByText(subject, { exact: true }).click()
    await expect(reader.subject(subject)).toBeVisible()
    const download = page.waitForEvent('download')
    await reader.chooseMore('下载邮件')
    const saved = readFileSync(await (await download).path())
    expect(saved.equals(bytes), `${file} downloads as imported`).toBe(true)
    await mailbox.tabList.getByRole('tab', { name: '病毒文件夹' }).click()
  }
})
