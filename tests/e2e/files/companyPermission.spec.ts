/**
 * The enterprise disk's five levels, enforced twice (issue 15 "Proof": an upload-only member
 * cannot delete): with an upload-only grant on a folder the page offers upload but no delete
 * (nor download) for its files, and the delete call made straight to the server is refused 403.
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

  // The server does not rely on the hidden button.
  await expect(page).toHaveURL(/folder=\d+/)
  const answer = await page.evaluate(async (name) => {
    const token = /(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const headers = { Authorization: `JWT ${decodeURIComponent(token)}` }
    const folderId = new URLSearchParams(location.search).get('folder')
    const listing = await fetch(`/api/netdisk/company/?folder_id=${folderId}`, { headers })
    const { results } = (await listing.json()) as { results: { id: number; name: string }[] }
    const id = results.find((item) => item.name === name)?.id
    const response = await fetch('/api/netdisk/company/delete/', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [id] }),
    })
    return { id, status: response.status }
  }, FILE)
  expect(answer.id).toEqual(expect.any(Number))
  expect(answer.status).toBe(403)
  await page.reload()
  await expect(list.getByText(FILE)).toBeVisible()
})
