/**
 * Issue 18 through the UI: a mail imported with 更多 → 导入邮件 lists every file by its decoded
 * name (a text part named only in Content-Type, a UTF-16LE log, a long RFC 2231 name, an attached
 * mail); the log downloads byte for byte; the attached mail opens as a mail with its own file,
 * and the mail attached to it opens in the same window (level 2, decision 133): its file
 * downloads byte for byte, and the breadcrumb and the back button return to level 1.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '../fixtures'
import { ImportDialog } from '../pages/ImportDialog'
import { MailboxPage } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const SUBJECT = 'Parts kept byte for byte'
const LONG_NAME = '第一季度财务报告（最终版）附件.pdf'
const LOG = new Uint8Array(Buffer.from('\ufeff日志：第一行\r\nLog line two\r\n', 'utf16le'))
const MINUTES = new Uint8Array(Buffer.from('会议纪要\r\nMinutes, level two\r\n', 'utf8'))

/** RFC 2231 §3–4 sections, UTF-8 percent-encoded, 24 octets each. */
function rfc2231(value: string): string {
  const encoded = [...Buffer.from(value, 'utf8')].map((b) =>
    /[A-Za-z0-9._-]/.test(String.fromCharCode(b))
      ? String.fromCharCode(b)
      : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
  )
  const sections: string[] = []
  for (let i = 0; i < encoded.length; i += 8) sections.push(encoded.slice(i, i + 8).join(''))
  return sections.map((s, i) => ` name*${i}*=${i === 0 ? "utf-8''" : ''}${s}`).join(';\r\n')
}

const EML = [
  'From: Sender <sender@example.com>',
  'To: demo@example.com',
  `Subject: ${SUBJECT}`,
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="out"',
  '',
  '--out',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'See the files.',
  '--out',
  'Content-Type: text/plain; charset=us-ascii; name="notes.txt"',
  '',
  'Notes only named in Content-Type.',
  '--out',
  'Content-Type: text/plain; charset=utf-16le; name="log.txt"',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from(LOG).toString('base64'),
  '--out',
  `Content-Type: application/pdf;\r\n${rfc2231(LONG_NAME)}`,
  'Content-Transfer-Encoding: base64',
  '',
  'JVBERi0xLjQK',
  '--out',
  'Content-Type: message/rfc822',
  '',
  'From: Zhang San <zhang@example.com>',
  'To: Li Si <li@example.com>',
  'Subject: Original report',
  'Date: Tue, 03 Mar 2026 09:15:00 +0800',
  'Content-Type: multipart/mixed; boundary="in"',
  '',
  '--in',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'The forwarded body.',
  '--in',
  'Content-Type: text/csv; name="data.csv"',
  '',
  'a,b',
  '--in',
  'Content-Type: message/rfc822',
  '',
  'From: Wang Wu <wang@example.com>',
  'Subject: Earlier note',
  'Date: Mon, 02 Mar 2026 08:00:00 +0800',
  'Content-Type: multipart/mixed; boundary="deeper"',
  '',
  '--deeper',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'The note forwarded inside the forward.',
  '--deeper',
  'Content-Type: text/plain; charset=utf-8; name="minutes.txt"',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from(MINUTES).toString('base64'),
  '--deeper--',
  '--in--',
  '--out--',
  '',
].join('\r\n')

test('an imported mail lists, downloads and opens its parts', async ({ page, context }) => {
  test.slow()
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'eml-parts-')), 'parts.eml')
  writeFileSync(file, EML)
  const mailbox = new MailboxPage(page)
  await mailbox.open('/mailbox/innerbox/INBOX')
  await new ImportDialog(page).importFiles(file)

  await page.getByRole('grid', { name: '邮件列表' }).getByText(SUBJECT, { exact: true }).click()
  // The tab's label is the subject cut short ("Parts …").
  const reader = page
    .getByRole('tabpanel')
    .filter({ has: page.getByRole('heading', { level: 2, name: SUBJECT }) })
  const files = reader.getByRole('region', { name: '附件', exact: true })
  for (const name of ['notes.txt', 'log.txt', LONG_NAME, 'Original report.eml']) {
    await expect(files.getByText(name, { exact: true })).toBeVisible()
  }
  await expect(reader).not.toContainText('Notes only named in Content-Type.')

  const downloading = page.waitForEvent('download')
  await files.getByRole('button', { name: '下载 log.txt' }).click()
  const saved = await (await downloading).path()
  expect(Buffer.compare(readFileSync(saved), Buffer.from(LOG))).toBe(0)

  const opening = context.waitForEvent('page')
  await files.getByRole('button', { name: '打开 Original report.eml' }).click()
  const opened = await opening
  await expect(opened.getByRole('heading', { level: 2, name: 'Original report' })).toBeVisible()
  await expect(opened.getByText('Zhang San <zhang@example.com>')).toBeVisible()
  await expect(opened.getByText('The forwarded body.')).toBeVisible()
  await expect(opened.getByText(/^2026-03-0[23] \d\d:15:00$/)).toBeVisible()
  await expect(opened.getByText('data.csv', { exact: true })).toBeVisible()

  // Level 2 opens in the same window; its file downloads byte for byte.
  await opened.getByRole('button', { name: '打开 Earlier note.eml' }).click()
  await expect(opened.getByRole('heading', { level: 2, name: 'Earlier note' })).toBeFocused()
  await expect(opened.getByText('The note forwarded inside the forward.')).toBeVisible()
  const trail = opened.getByRole('navigation', { name: '附件邮件层级' })
  await expect(trail).toContainText('Original report.eml')
  await expect(trail).toContainText('Earlier note.eml')
  const fetching = opened.waitForEvent('download')
  await opened.getByRole('button', { name: '下载 minutes.txt' }).click()
  const minutes = await (await fetching).path()
  expect(Buffer.compare(readFileSync(minutes), Buffer.from(MINUTES))).toBe(0)

  // Back to level 1 by the keyboard, through the button; then in again and out by the crumb.
  await opened.getByRole('button', { name: '返回上一层邮件' }).focus()
  await opened.keyboard.press('Enter')
  await expect(opened.getByRole('heading', { level: 2, name: 'Original report' })).toBeFocused()
  await expect(opened.getByRole('navigation', { name: '附件邮件层级' })).toHaveCount(0)
  await opened.getByRole('button', { name: '打开 Earlier note.eml' }).click()
  await expect(opened.getByRole('heading', { level: 2, name: 'Earlier note' })).toBeVisible()
  await trail.getByRole('button', { name: 'Original report.eml' }).click()
  await expect(opened.getByRole('heading', { level: 2, name: 'Original report' })).toBeVisible()
  // The browser's Back also leads a level out: the history holds each level.
  await opened.goBack()
  await expect(opened.getByRole('heading', { level: 2, name: 'Earlier note' })).toBeVisible()
})
