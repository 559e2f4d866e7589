/**
 * Disk uploads that outlive trouble (issue 15 "Proof"): a folder of files uploaded with the
 * connection dropped mid-way and then resumed (each chunk is stored once: a resume, not a
 * restart); an upload interrupted by a page reload goes on after the same file is picked again
 * (a different file of the same name and size is refused), and the finished file downloads with
 * the same SHA-256 after another reload (the demo keeps the bytes in IndexedDB).
 */
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, signedInAt, test } from '../fixtures'

// Both journeys are about the personal disk: they start signed in there (one load, decision 194).
test.use(signedInAt('/file/pfile'))

const CHUNK = 2_097_152

function fileBytes(size: number, seed: number): Buffer {
  const bytes = Buffer.alloc(size)
  let x = seed
  for (let i = 0; i < size; i += 1) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    bytes[i] = x & 0xff
  }
  return bytes
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * Chunk POSTs the page saw answered 200 (dropped ones fail as network errors). The page's view:
 * what travelled again after a reload. The server's own count is `mock.uploadChunkWrites()`.
 */
function countStoredChunks(page: Page) {
  const stored = { count: 0 }
  page.on('response', (response) => {
    const request = response.request()
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/netdisk/uploadnew/' &&
      response.status() === 200
    )
      stored.count += 1
  })
  return stored
}

const folderList = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '修改时间' }) })

test('a folder of files uploads through a dropped connection and a resume', async ({
  page,
  mock,
}) => {
  test.setTimeout(120_000)
  const list = folderList(page)
  await expect(list.getByRole('link', { name: '工作文档' })).toBeVisible()

  // Three files of two chunks each; the line goes down after three chunks.
  const root = await mkdtemp(join(tmpdir(), 'disk-drop-'))
  const picked = join(root, '现场照片')
  await mkdir(picked)
  const names = ['a.bin', 'b.bin', 'c.bin']
  for (const [i, name] of names.entries())
    await writeFile(join(picked, name), fileBytes(CHUNK + 10_000 * (i + 1), 97 + i))
  await mock.dropUploadAfter(3)
  await page.getByLabel('选择要上传的文件夹').setInputFiles(picked)
  const panel = page.getByRole('region', { name: '上传' })
  const resumeButtons = panel.getByRole('button', { name: /^继续上传“/ })
  await expect(resumeButtons.first()).toBeVisible({ timeout: 30_000 })
  await expect(panel.getByText('已完成 3 / 3 个文件')).toBeHidden()

  await mock.dropUploadAfter(null)
  // The sign-in's security reminder floats over the panel's buttons.
  const reminder = page.getByRole('status').filter({ hasText: '安全提醒' })
  if (await reminder.isVisible()) await reminder.getByRole('button', { name: '关闭' }).click()
  // Every failed file is resumed, one after another, until all three are done.
  await expect(async () => {
    if ((await resumeButtons.count()) > 0) await resumeButtons.first().click({ timeout: 5_000 })
    await expect(panel.getByText('已完成 3 / 3 个文件')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  // Six chunks in all, each stored once: a resume, not a restart. Asked of the server, not
  // counted from the page's responses: when the line dropped, a file's two chunks were in
  // flight; the failed one answered first and the upload gave up on its sibling, which the
  // server still stored (and the resume then skipped) without the page seeing its 200.
  expect(await mock.uploadChunkWrites()).toEqual({ stored: 6, again: 0 })
  await list.getByRole('link', { name: '现场照片' }).click()
  for (const name of names) await expect(list.getByText(name)).toBeVisible()
})

test('an upload cut by a reload goes on from the held chunks, and its bytes survive a reload', async ({
  page,
  mock,
}) => {
  test.setTimeout(120_000)
  const name = '季度汇报.mp4'
  const size = 4 * CHUNK + 12_345
  const file = fileBytes(size, 4242)
  const list = folderList(page)
  await list.getByRole('link', { name: '工作文档' }).click()
  await expect(page).toHaveURL(/folder=\d+/)
  const stored = countStoredChunks(page)

  // A slow line: reload once two chunks are on the server.
  await mock.slowUploads(1_500)
  await page.getByLabel('选择要上传的文件', { exact: true }).setInputFiles({
    name,
    mimeType: 'video/mp4',
    buffer: file,
  })
  await expect.poll(() => stored.count, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
  const before = stored.count
  await page.reload()
  stored.count = 0

  const offered = page.getByRole('group', { name: '未完成的上传' })
  await expect(offered).toContainText(name)
  // Same name and size, other bytes: not the same file.
  await offered.getByLabel(`选择“${name}”继续上传`).setInputFiles({
    name,
    mimeType: 'video/mp4',
    buffer: fileBytes(size, 777),
  })
  await expect(offered.getByRole('alert')).toHaveText(
    `所选文件的内容与上次上传的“${name}”不同，请选择同一个文件。`,
  )
  expect(stored.count).toBe(0)

  await offered.getByLabel(`选择“${name}”继续上传`).setInputFiles({
    name,
    mimeType: 'video/mp4',
    buffer: file,
  })
  const panel = page.getByRole('region', { name: '上传' })
  await expect(panel.getByText('已完成 1 / 1 个文件')).toBeVisible({ timeout: 30_000 })
  await expect(offered).toBeHidden()
  // Only the chunks the server did not hold travelled again.
  expect(stored.count).toBeGreaterThan(0)
  expect(stored.count).toBeLessThanOrEqual(5 - before)
  await expect(list.getByText(name)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('group', { name: '未完成的上传' })).toBeHidden()
  await list.getByRole('checkbox', { name: `选择 ${name}` }).check()
  const downloading = page.waitForEvent('download')
  await page
    .getByRole('toolbar', { name: '网盘操作' })
    .getByRole('button', { name: '下载' })
    .click()
  const download = await downloading
  expect(sha256(await readFile((await download.path())!))).toBe(sha256(file))
})
