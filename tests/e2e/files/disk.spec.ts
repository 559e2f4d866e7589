/**
 * The personal disk (issue 15) in Chromium: a new folder with the name rule's message first, a
 * whole folder uploaded through the folder picker (its sub-folder made, each file through the
 * chunked upload), then two files downloaded as one zip made in the browser, whose entries hold
 * exactly the bytes uploaded.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import JSZip from 'jszip'
import { expect, test } from '../fixtures'

test.use({ signedInAs: 'demo' })

const FILES = { 'plan.txt': 'Q4 plan — 第四季度计划\n', 'numbers.csv': 'a,b\n1,2\n' }

test('new folder, a folder uploaded, two files downloaded as one zip with their bytes', async ({
  page,
}) => {
  await page.goto('/file/pfile')
  // The folder's list, not the upload panel's table of files.
  const list = page.getByRole('table').filter({
    has: page.getByRole('columnheader', { name: '修改时间' }),
  })
  await expect(list.getByRole('link', { name: '工作文档' })).toBeVisible()

  // The name rule answers before any call, in the dialog, with the typed text kept.
  await page.getByRole('button', { name: '新建文件夹' }).click()
  const dialog = page.getByRole('dialog', { name: '新建文件夹' })
  await dialog.getByLabel('文件夹名称').fill('一个超过二十个字符的文件夹名称用来检查规则的提示')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog.getByText('文件夹名称长度为 1 到 20 个字符')).toBeVisible()
  await dialog.getByLabel('文件夹名称').fill('上传测试')
  await dialog.getByRole('button', { name: '保存' }).click()
  await list.getByRole('link', { name: '上传测试' }).click()
  await expect(page).toHaveURL(/folder=\d+/)

  // A folder with its files, picked as a folder.
  const root = await mkdtemp(join(tmpdir(), 'disk-'))
  const picked = join(root, '季度资料')
  await mkdir(picked)
  for (const [name, text] of Object.entries(FILES)) await writeFile(join(picked, name), text)
  await page.getByLabel('选择要上传的文件夹').setInputFiles(picked)
  const panel = page.getByRole('region', { name: '上传' })
  await expect(panel.getByText('已完成 2 / 2 个文件')).toBeVisible({ timeout: 30_000 })

  await list.getByRole('link', { name: '季度资料' }).click()
  for (const name of Object.keys(FILES)) await expect(list.getByText(name)).toBeVisible()

  await list.getByRole('checkbox', { name: '全选' }).check()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: '打包下载' }).click()
  const download = await downloading
  const zip = await JSZip.loadAsync(await readFile((await download.path())!))
  const entries = Object.fromEntries(
    await Promise.all(
      Object.values(zip.files)
        .filter((entry) => !entry.dir)
        .map(async (entry) => [entry.name.split('/').at(-1)!, await entry.async('string')]),
    ),
  )
  expect(entries).toEqual(FILES)
})
