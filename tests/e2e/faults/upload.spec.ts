/**
 * Faults over HTTP, the big upload (issue 11 §4): the real bundle on the mock server, whose
 * connection for one chunk is cut part-way through its body after the first chunks went through.
 * The server's own record of the chunk requests proves the resume: after the retry only the
 * chunks it had not acknowledged travel, each once, and the finished file has the md5 and size
 * of the one the user picked.
 */
import { createHash } from 'node:crypto'
import { expect, test, CORE } from '../fixtures'
import { ComposePage } from '../pages/ComposePage'
import { MailboxPage } from '../pages/MailboxPage'
import { serverControl, type LoggedRequest } from './serverControl'

// Journeys of the signed-in mailbox start there (decision 194).
test.use({ signedInAs: 'demo' })

const CHUNK = 2_097_152
const FILE_NAME = '年度预算明细.xlsx'
// Five chunks: 4 × 2 MB and a shorter last one.
const FILE_SIZE = 4 * CHUNK + 654_321
const ALL_CHUNKS = [1, 2, 3, 4, 5]

function fileBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size)
  let x = 88_172_645
  for (let i = 0; i < size; i += 1) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    bytes[i] = x & 0xff
  }
  return bytes
}

const chunkNumbers = (entries: LoggedRequest[]) =>
  entries.map((entry) => Number(entry.fields.chunkNumber)).sort((a, b) => a - b)

test.skip(({ backend }) => backend !== 'http', 'drops connections on the mock server')

test(
  'an upload cut off mid-way resumes from the chunks the server acknowledged',
  CORE,
  async ({ page, baseURL }) => {
    const server = serverControl(baseURL)
    const file = fileBytes(FILE_SIZE)
    const md5 = createHash('md5').update(file).digest('hex')
    const mailbox = new MailboxPage(page)
    await mailbox.open()
    const compose = new ComposePage(page)
    await compose.open(mailbox)

    // Three chunks arrive whole; then the line goes bad: every chunk is cut after 1 MB of its body.
    // Chromium itself sends a POST up to twice more when a kept-alive connection dies before the
    // answer, so three slots need nine cuts before the app sees the failure.
    await server.dropConnection('uploadChunk', 1_048_576, { phase: 'request', skip: 3, times: 9 })
    await compose.form.getByLabel('选择附件文件').setInputFiles({
      name: FILE_NAME,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    })
    const attachments = compose.form.getByRole('region', { name: '附件' })
    const retry = attachments.getByRole('button', { name: '重试' })
    await expect(retry).toBeVisible({ timeout: 20_000 })
    await expect(attachments).toContainText('上传失败，请重试')

    // Chunks still in flight when the file failed may yet be stored: wait for the server's word.
    await expect
      .poll(async () => (await server.requestLog('uploadChunk')).map((entry) => entry.outcome))
      .not.toContain('pending')
    const before = await server.requestLog('uploadChunk')
    expect(before.filter((entry) => entry.outcome === 'dropped').length).toBeGreaterThan(0)
    const acknowledged = chunkNumbers(before.filter((entry) => entry.outcome === 200))
    expect(acknowledged.length).toBeGreaterThanOrEqual(1)

    await server.clearDrops()
    await retry.click()
    const listed = attachments.getByRole('list', { name: '已添加的附件' })
    await expect(listed).toContainText(FILE_NAME, { timeout: 20_000 })

    const resent = (await server.requestLog('uploadChunk')).slice(before.length)
    expect(resent.every((entry) => entry.outcome === 200)).toBe(true)
    // Exactly the chunks the server lacked, each once: a resume, not a restart.
    expect(chunkNumbers(resent)).toEqual(ALL_CHUNKS.filter((n) => !acknowledged.includes(n)))
    const finished = await server.requestLog('finishUpload')
    expect(
      finished.map(({ outcome, fields }) => [outcome, fields.fileMd5, fields.file_size]),
    ).toEqual([[200, md5, String(FILE_SIZE)]])
  },
)
