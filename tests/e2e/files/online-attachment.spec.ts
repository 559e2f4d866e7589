/**
 * Online attachments (issue 15 "Proof": a 40 MB attachment goes as an online attachment and the
 * recipient downloads it; decisions 260, 261): a generated 40 MB file attached in compose is
 * uploaded in 2 MB chunks to the transit area and becomes an online-attachment card with its
 * expiry (no 30M refusal); the mail goes to a colleague, who — in another browser — opens it,
 * sees the card ("在线附件", size, expiry) and downloads the same bytes; the sender's transit
 * area lists the file with its expiry.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { CORE, expect, test } from '../fixtures.ts'
import { go } from '../pages/navigation.ts'
import { signInElsewhere } from '../calendar/otherUser.ts'
import { ComposePage } from '../pages/ComposePage.ts'
import { FolderListPage } from '../pages/FolderListPage.ts'
import { MailboxPage } from '../pages/MailboxPage.ts'
import { ReaderPage } from '../pages/ReaderPage.ts'

test.use({ signedInAs: 'demo', scenario: 'empty' })

const COLLEAGUE = { username: 'reviewer', email: 'reviewer@huayu.example.com' }
const SIZE = 40 * 1024 * 1024
const NAME = '发布包-40M.zip'

function fileBytes(): Buffer {
  const bytes = Buffer.alloc(SIZE)
  let x = 2_463_534_242
  for (let i = 0; i < SIZE; i += 4) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    bytes.writeUInt32LE(x >>> 0, i)
  }
  return bytes
}

test(
  'a 40 MB attachment goes online and the colleague downloads it',
  CORE,
  async ({ page, browser, backend, scenario }) => {
    // Against the mock server only (decision 329): the real bundle is what carries 40 MB to a
    // server, and there the downloaded bytes are checked. The demo's copy of a 40 MB IndexedDB
    // store into a second browser is test plumbing, a minute of CI, and no more proof.
    test.skip(backend !== 'http', 'the 40 MB journey runs against the mock server (decision 329)')
    test.setTimeout(90_000)
    const buffer = fileBytes()
    const sha256 = createHash('sha256').update(buffer).digest('hex')
    const subject = `E2E 在线附件 ${Date.now()}`

    const mailbox = new MailboxPage(page)
    await mailbox.open()
    const compose = new ComposePage(page)
    await compose.open(mailbox)
    await compose.addRecipient(COLLEAGUE.email)
    await compose.write(subject, '安装包见在线附件。')
    const started = Date.now()
    await compose.form
      .getByLabel('选择附件文件')
      .setInputFiles({ name: NAME, mimeType: 'application/zip', buffer })
    await expect(compose.form).toContainText(
      `“${NAME}”超过 30M，将作为在线附件上传到中转站，收件人通过链接下载。`,
    )
    const card = compose.attachments.getByRole('listitem').filter({ hasText: NAME })
    await expect(card).toContainText('在线附件', { timeout: 60_000 })
    test.info().annotations.push({
      type: 'upload',
      description: `40 MB online attachment uploaded in ${Date.now() - started} ms`,
    })
    await expect(card).toContainText('40 MB')
    const expiry = card.getByRole('combobox', { name: `在线附件“${NAME}”的有效期` })
    await expect(expiry).toHaveValue('30')
    await expiry.selectOption('90')

    const result = await compose.send()
    await expect(result).toBeVisible()

    // The sender's transit area holds it, expiring about a quarter from now.
    await go(page, '/file/afile')
    const row = page.getByRole('row', { name: new RegExp(NAME) })
    await expect(row).toBeVisible({ timeout: 20_000 })
    await expect(row).toContainText(/剩余 (89|90) 天/)

    // The colleague, in another browser, opens the mail and downloads the file.
    // The demo keeps held upload chunks for resuming in their own IndexedDB store; the hand-over
    // copies IndexedDB, and 40 MB of finished chunks would only slow it (they are not mail data).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('webmail-demo-uploads')
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('chunks')) return resolve()
            const clear = db.transaction('chunks', 'readwrite').objectStore('chunks').clear()
            clear.onsuccess = () => resolve()
            clear.onerror = () => resolve()
          }
          open.onerror = () => resolve()
        }),
    )
    const colleague = await signInElsewhere(browser, page, COLLEAGUE.username, backend, {
      scenario,
    })
    await expect(new MailboxPage(colleague.page).tabList).toBeVisible({ timeout: 20_000 })
    const list = new FolderListPage(colleague.page)
    await list.row(subject).getByRole('button', { name: subject, exact: true }).click()
    await expect(new ReaderPage(colleague.page).subject(subject)).toBeVisible()
    const online = colleague.page.getByRole('region', { name: '在线附件' })
    const received = online.getByRole('listitem').filter({ hasText: NAME })
    await expect(received).toContainText('40 MB')
    await expect(received).toContainText('在线附件')
    await expect(received).toContainText('有效期至')
    // The expiry wraps under the name instead of being cut off with an ellipsis.
    const expiryLine = received.locator('[data-expiry]')
    await expect(expiryLine).toContainText(/有效期至 \S+/)
    expect(await expiryLine.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true)
    const downloading = colleague.page.waitForEvent('download')
    await received.getByRole('button', { name: `下载 ${NAME}` }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(NAME)
    const bytes = await readFile((await download.path())!)
    expect(bytes.length).toBe(SIZE)
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256)
  },
)
