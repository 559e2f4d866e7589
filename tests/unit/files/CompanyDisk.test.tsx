/**
 * Renaming and moving on the company disk (decisions.md #303): an editor (manage on 範本下載)
 * renames a file and moves it into a sub-folder through the picker, which offers "Move here"
 * only in folders the editor manages (not the root, not the download-only 公司制度). And a
 * folder whose listing is slow never shows another folder's rows meanwhile (#304).
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { absoluteUrl, apiFetch, server, tokenFor } from '../../support/server.ts'
import { dialogsClosed } from '../../support/settle.ts'
import { listColumn, listTable, selectByCheckbox } from '../../support/pageHarness.tsx'
import { openDisk } from './openDisk.ts'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
const toolbar = () => screen.getByRole('toolbar', { name: '网盘操作' })
const company = (name: string) =>
  db.diskEntries.all().find((e) => e.disk === 'cfile' && e.name === name)

describe('company disk: rename and move', { timeout: 60_000 }, () => {
  it('an editor renames a file and moves it into a folder it manages', async () => {
    const token = await tokenFor('demo')
    const templates = company('範本下載')!
    await apiFetch('/api/netdisk/company/folder/', {
      token,
      json: { name: '归档', folder_id: templates.id },
    })
    await openDisk(`/file/cfile?folder=${templates.id}`)
    await listTable('範本下載')
    await selectByCheckbox(user, 'Quotation template.xlsx')
    await user.click(within(toolbar()).getByRole('button', { name: '重命名' }))
    const rename = await screen.findByRole('dialog', { name: '重命名' })
    const name = within(rename).getByRole('textbox', { name: /文件名/ })
    await user.clear(name)
    await user.type(name, '报价单.xlsx')
    await user.click(within(rename).getByRole('button', { name: '保存' }))
    await dialogsClosed()
    await waitFor(async () => expect(await listColumn('範本下載')).toContain('报价单.xlsx'))

    await selectByCheckbox(user, '报价单.xlsx')
    await user.click(within(toolbar()).getByRole('button', { name: '移动' }))
    const move = await screen.findByRole('dialog', { name: '移动到' })
    const here = () => within(move).getByRole('button', { name: '移动到此处' })
    // The root is the administrator's; 公司制度 is download-only for demo.
    await user.click(await within(move).findByRole('button', { name: '公司制度' }))
    await waitFor(() => expect(within(move).getByText('没有子文件夹')).toBeInTheDocument())
    expect(here()).toBeDisabled()
    await user.click(within(move).getByRole('button', { name: '企业网盘' }))
    expect(here()).toBeDisabled()
    await user.click(await within(move).findByRole('button', { name: '範本下載' }))
    await user.click(await within(move).findByRole('button', { name: '归档' }))
    await waitFor(() => expect(here()).toBeEnabled())
    await user.click(here())
    await dialogsClosed()
    await waitFor(async () => expect(await listColumn('範本下載')).not.toContain('报价单.xlsx'))
    expect(company('报价单.xlsx')!.parent_id).toBe(company('归档')!.id)
  })
})

describe('company disk: a slow folder listing', { timeout: 60_000 }, () => {
  /** Holds the listing of `folderId` until the returned release is called. */
  function holdListing(folderId: number) {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(absoluteUrl('/api/netdisk/company/'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('folder_id') === String(folderId)) await gate
        // Nothing returned: the fake backend's own handler answers.
      }),
    )
    return release
  }

  it('the deep link shows its folder, not the root, however late the answer', async () => {
    await tokenFor('demo')
    const templates = company('範本下載')!
    const release = holdListing(templates.id)
    await openDisk(`/file/cfile?folder=${templates.id}`)
    expect(await screen.findByText('正在加载…')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '公司制度' })).toBeNull()
    release()
    await listTable('範本下載')
    expect(await listColumn('範本下載')).toEqual(['Quotation template.xlsx'])
  })

  it("opening a folder from the root does not leave the root's rows and buttons up meanwhile", async () => {
    await tokenFor('demo')
    const templates = company('範本下載')!
    await openDisk('/file/cfile')
    await listTable('企业网盘')
    const release = holdListing(templates.id)
    await user.click(screen.getByRole('link', { name: '範本下載' }))
    expect(await screen.findByText('正在加载…')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '公司制度' })).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
    release()
    expect(await listColumn('範本下載')).toEqual(['Quotation template.xlsx'])
  })
})
