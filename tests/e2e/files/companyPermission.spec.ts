/**
 * The enterprise disk's five levels, enforced twice (issue 15 "Proof": an upload-only member
 * cannot delete): with an upload-only grant on a folder the page offers upload but no delete,
 * download, rename or move for its files, and those calls made straight to the server are
 * refused 403. With the seed's manage grant the same member renames and moves (#303).
 */
import { expect, test } from '../fixtures'

test.use({ signedInAs: 'demo' })

const FOLDER = '範本下載'
const FILE = 'Quotation template.xlsx'

test('an upload-only member sees no delete, and the server refuses the call', async ({
  page,
  mock,
}) => {
  await page.goto('/file/cfile')
  const list = page.getByRole('table').filter({
    has: page.getByRole('columnheader', { name: '修改时间' }),
  })
  // The page is up (and its fake backend with it) before the administrator's change.
  const folder = list.getByRole('link', { name: FOLDER })
  await expect(folder).toBeVisible()
  await mock.grantCompanyFolder(FOLDER, 'demo', 'upload')
  await folder.click()
  await list.getByRole('checkbox', { name: `选择 ${FILE}` }).check()
  const toolbar = page.getByRole('toolbar', { name: '网盘操作' })
  await expect(list.getByRole('checkbox', { name: `选择 ${FILE}` })).toBeChecked()
  await expect(page.getByRole('button', { name: '上传文件', exact: true })).toBeVisible()
  await expect(toolbar.getByRole('button', { name: '删除' })).toHaveCount(0)
  await expect(toolbar.getByRole('button', { name: '下载' })).toHaveCount(0)
  await expect(toolbar.getByRole('button', { name: '重命名' })).toHaveCount(0)
  await expect(toolbar.getByRole('button', { name: '移动' })).toHaveCount(0)

  // The server does not rely on the hidden button.
  await expect(page).toHaveURL(/folder=\d+/)
  const answer = await page.evaluate(async (name) => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const headers = { Authorization: `JWT ${decodeURIComponent(token)}` }
    const folderId = new URLSearchParams(location.search).get('folder')
    const listing = await fetch(`/api/netdisk/company/?folder_id=${folderId}`, { headers })
    const { results } = (await listing.json()) as { results: { id: number; name: string }[] }
    const id = results.find((item) => item.name === name)?.id
    const call = async (path: string, method: string, body: object) =>
      (
        await fetch(path, {
          method,
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status
    return {
      id,
      statuses: [
        await call('/api/netdisk/company/delete/', 'POST', { ids: [id] }),
        await call(`/api/netdisk/company/${id}/`, 'PATCH', { name: 'x.xlsx' }),
        await call('/api/netdisk/company/move/', 'POST', {
          ids: [id],
          folder_id: Number(folderId),
        }),
      ],
    }
  }, FILE)
  expect(answer.id).toEqual(expect.any(Number))
  expect(answer.statuses).toEqual([403, 403, 403])
  await page.reload()
  await expect(list.getByText(FILE)).toBeVisible()
})

test('an editor (manage) renames a file and moves it into a new folder', async ({ page }) => {
  await page.goto('/file/cfile')
  const list = page.getByRole('table').filter({
    has: page.getByRole('columnheader', { name: '修改时间' }),
  })
  await list.getByRole('link', { name: FOLDER }).click()
  const toolbar = page.getByRole('toolbar', { name: '网盘操作' })
  await toolbar.getByRole('button', { name: '新建文件夹' }).click()
  const create = page.getByRole('dialog', { name: '新建文件夹' })
  await create.getByRole('textbox').fill('归档')
  await create.getByRole('button', { name: '保存' }).click()
  await expect(list.getByRole('link', { name: '归档' })).toBeVisible()

  await list.getByRole('checkbox', { name: `选择 ${FILE}` }).check()
  await toolbar.getByRole('button', { name: '重命名' }).click()
  const rename = page.getByRole('dialog', { name: '重命名' })
  await rename.getByRole('textbox').fill('报价单.xlsx')
  await rename.getByRole('button', { name: '保存' }).click()
  await expect(list.getByRole('checkbox', { name: '选择 报价单.xlsx' })).toBeVisible()

  await list.getByRole('checkbox', { name: '选择 报价单.xlsx' }).check()
  await toolbar.getByRole('button', { name: '移动' }).click()
  const move = page.getByRole('dialog', { name: '移动到' })
  await move.getByRole('button', { name: FOLDER }).click()
  await move.getByRole('button', { name: '归档' }).click()
  await move.getByRole('button', { name: '移动到此处' }).click()
  await expect(move).toBeHidden()
  await expect(list.getByText('报价单.xlsx')).toHaveCount(0)
  await list.getByRole('link', { name: '归档' }).click()
  await expect(list.getByRole('checkbox', { name: '选择 报价单.xlsx' })).toBeVisible()
})
