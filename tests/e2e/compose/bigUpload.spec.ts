/**
 * Big upload over a dropped connection (issue 4 "Proof": big upload with a simulated network
 * drop; R-CALL chunked upload: 2 MB chunks, state checked by fileMd5): the
 * fake backend drops the connection after two chunks, the attachment fails with a retry, and the
 * retry sends only the chunks the server does not hold; the mail then carries the whole file.
 */
import type { Page, Request } from '@playwright/test'
import { expect, test, CORE } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { MailboxPage } from '../pages/MailboxPage'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const CHUNK = 2_097_152
const FILE_NAME = '设计评审记录.pdf'
// Five chunks: 4 × 2 MB and a last, shorter one.
const FILE_SIZE = 4 * CHUNK + 123_457
const TEN_CHUNKS = 9 * CHUNK + 4_321

function fileBytes(size = FILE_SIZE): Buffer {
  const bytes = Buffer.alloc(size)
  let x = 2_463_534_242
  for (let i = 0; i < size; i += 1) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    bytes[i] = x & 0xff
  }
  return bytes
}

/**
 * Signs in, opens a compose tab and counts the chunk POSTs (not the state check or the finish)
 * from then on; `attach` puts a generated file into the attachment input.
 */
async function composeCountingChunks(page: Page) {
  const mailbox = new MailboxPage(page)
  await mailbox.open()
  const compose = new ComposePage(page)
  await compose.open(mailbox)
  const chunkPosts: string[] = []
  // Chunk POSTs sent and not yet answered (or failed, as the ones a pause aborts).
  const inFlight = new Set<Request>()
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'POST' && pathname === '/api/netdisk/uploadnew/') {
      chunkPosts.push(request.url())
      inFlight.add(request)
    }
  })
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  const attach = (size = FILE_SIZE) =>
    compose.form.getByLabel('选择附件文件').setInputFiles({
      name: FILE_NAME,
      mimeType: 'application/pdf',
      buffer: fileBytes(size),
    })
  const attachments = compose.form.getByRole('region', { name: '附件' })
  return { chunkPosts, inFlight, attach, attachments }
}

test(
  'an upload dropped after two chunks resumes with the rest only',
  CORE,
  async ({ page, mock }) => {
    test.setTimeout(90_000)
    const { chunkPosts, attach, attachments } = await composeCountingChunks(page)
    await mock.dropUploadAfter(2)
    await attach()
    const retry = attachments.getByRole('button', { name: '重试' })
    await expect(retry).toBeVisible({ timeout: 30_000 })
    await expect(attachments).toContainText('上传失败，请重试')

    await mock.dropUploadAfter(null)
    const before = chunkPosts.length
    await retry.click()
    const listed = attachments.getByRole('list', { name: '已添加的附件' })
    await expect(listed).toContainText(FILE_NAME, { timeout: 30_000 })
    // The server kept chunks 1 and 2: only 3, 4 and 5 travel again.
    expect(chunkPosts.length - before).toBe(3)
  },
)

test('a paused upload stops sending chunks, and resumes where it stopped', async ({
  page,
  mock,
}) => {
  test.setTimeout(90_000)
  const { chunkPosts, inFlight, attach, attachments } = await composeCountingChunks(page)
  // A slow line (each chunk takes 1.5 s) and ten chunks: time to pause half way.
  await mock.slowUploads(1_500)
  await attach(TEN_CHUNKS)
  const pause = attachments.getByRole('button', { name: '暂停' })
  await expect.poll(() => chunkPosts.length, { timeout: 30_000 }).toBeGreaterThan(0)
  await expect(pause).toBeEnabled()
  await pause.click()
  await expect(attachments).toContainText('已暂停')
  // Chunks already on the way may land; after that, nothing more is sent while paused.
  await expect.poll(() => inFlight.size, { intervals: [100], timeout: 30_000 }).toBe(0)
  const whilePaused = chunkPosts.length
  await page.waitForTimeout(2_000)
  expect(chunkPosts.length).toBe(whilePaused)
  expect(whilePaused).toBeLessThan(10)

  await mock.slowUploads(0)
  await attachments.getByRole('button', { name: '继续' }).click()
  const listed = attachments.getByRole('list', { name: '已添加的附件' })
  await expect(listed).toContainText(FILE_NAME, { timeout: 30_000 })
  // Resumed, not restarted: ten chunks in all, none sent twice.
  expect(chunkPosts.length).toBe(10)
})
