/**
 * /file/pfile and /file/cfile against the fake backend (issue 15): folders first and the folder
 * in the URL, the breadcrumb, sorting, selection (click, ctrl, shift, checkbox, all), the new
 * folder rule's messages before any call and the server's refusal on the field, rename, move
 * through the folder picker, delete after a confirmation, the capacity bar, several items
 * downloaded as one zip (unzipped here and compared byte for byte), and the company disk's
 * buttons following the permission.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import JSZip from 'jszip'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { apiFetch, DEMO_USER, recordWrites, tokenFor } from '../../support/server.ts'
import { dialogsClosed } from '../../support/settle.ts'
import { listColumn, listTable, selectByCheckbox } from '../../support/pageHarness.tsx'
import { openDisk } from './openDisk.ts'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }

const mine = () =>
  db.diskEntries.all().filter((e) => e.disk === 'pfile' && e.owner === DEMO_USER.username)
const entry = (name: string) => mine().find((e) => e.name === name)!
const filesIn = (folderId: number) =>
  mine()
    .filter((e) => e.parent_id === folderId && !e.is_folder)
    .map((e) => e.name)

const table = listTable
const rowNames = (name: string) => listColumn(name)
const toolbar = () => screen.getByRole('toolbar', { name: '网盘操作' })

describe('DiskPage', { timeout: 60_000 }, () => {
  it('lists folders first, opens a folder into the URL and back by the breadcrumb', async () => {
    const { router } = await openDisk('/file/pfile')
    const names = await rowNames('个人网盘')
    expect(names.slice(0, 2).sort()).toEqual(['Photos', '工作文档'])
    expect(names.slice(2).sort()).toEqual(filesIn(0).sort())
    expect(screen.getByRole('link', { name: '工作文档' })).toHaveAttribute(
      'href',
      `/file/pfile?folder=${entry('工作文档').id}`,
    )
    await user.click(screen.getByRole('link', { name: '工作文档' }))
    await table('工作文档')
    expect(router.state.location.search).toEqual({ folder: entry('工作文档').id })
    expect((await rowNames('工作文档')).sort()).toEqual(filesIn(entry('工作文档').id).sort())
    const crumbs = screen.getByRole('navigation', { name: '个人网盘中的位置' })
    await user.click(within(crumbs).getByRole('button', { name: '个人网盘' }))
    await table('个人网盘')
    expect(router.state.location.search).toEqual({})
  })

  it('sorts by a column with folders kept first, and selects by click, ctrl, shift and all', async () => {
    await openDisk(`/file/pfile?folder=0`)
    await table('个人网盘')
    const sizeHeader = screen.getByRole('columnheader', { name: '大小' })
    await user.click(sizeHeader)
    const bySize = mine()
      .filter((e) => e.parent_id === 0 && !e.is_folder)
      .sort((a, b) => a.size - b.size)
      .map((e) => e.name)
    await waitFor(async () => expect((await rowNames('个人网盘')).slice(2)).toEqual(bySize))
    await user.click(sizeHeader)
    await waitFor(async () =>
      expect((await rowNames('个人网盘')).slice(2)).toEqual([...bySize].reverse()),
    )
    expect((await rowNames('个人网盘')).slice(0, 2).sort()).toEqual(['Photos', '工作文档'])

    const rows = within(await table('个人网盘'))
      .getAllByRole('row')
      .slice(1)
    await user.click(within(rows[2]!).getAllByRole('cell')[3]!)
    expect(rows[2]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Control>}')
    await user.click(within(rows[0]!).getAllByRole('cell')[3]!)
    await user.keyboard('{/Control}')
    expect(screen.getByText(`已选择 2 项，共 ${rows.length} 项`)).toBeInTheDocument()
    await user.click(within(rows[1]!).getAllByRole('cell')[3]!)
    expect(screen.getByText(`已选择 1 项，共 ${rows.length} 项`)).toBeInTheDocument()
    await user.keyboard('{Shift>}')
    await user.click(within(rows[3]!).getAllByRole('cell')[3]!)
    await user.keyboard('{/Shift}')
    expect(rows.slice(1, 4).every((r) => r.getAttribute('aria-selected') === 'true')).toBe(true)
    expect(rows[0]).toHaveAttribute('aria-selected', 'false')
    await user.click(screen.getByRole('checkbox', { name: '全选' }))
    expect(screen.getByText(`已选择 ${rows.length} 项，共 ${rows.length} 项`)).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: '全选' }))
    await user.click(screen.getByRole('checkbox', { name: `选择 ${bySize[0]}` }))
    expect(screen.getByText(`已选择 1 项，共 ${rows.length} 项`)).toBeInTheDocument()
  })

  it('checks a new folder name before any call, shows the refusal on the field, creates it', async () => {
    await openDisk('/file/pfile')
    await table('个人网盘')
    expect(await screen.findByText(/^已用 .+ \/ 共 .+$/)).toBeInTheDocument()
    const writes = recordWrites()
    await user.click(within(toolbar()).getByRole('button', { name: '新建文件夹' }))
    const dialog = await screen.findByRole('dialog', { name: '新建文件夹' })
    const name = within(dialog).getByRole('textbox', { name: /文件夹名称/ })
    await user.type(name, '   ')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('请输入名称')).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'x'.repeat(21))
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('文件夹名称长度为 1 到 20 个字符')).toBeInTheDocument()
    expect(writes).toEqual([])
    await user.clear(name)
    await user.type(name, 'photos')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await within(dialog).findByText('该位置已存在同名的文件或文件夹')).toBeInTheDocument()
    expect(name).toHaveValue('photos')
    await user.clear(name)
    await user.type(name, ' 季度报告 ')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await dialogsClosed()
    await waitFor(async () => expect(await rowNames('个人网盘')).toContain('季度报告'))
    expect(entry('季度报告').is_folder).toBe(true)
  })

  it('renames a file, moves it into a folder with the picker, deletes after asking', async () => {
    await openDisk('/file/pfile')
    await table('个人网盘')
    const file = filesIn(0)[0]!
    await selectByCheckbox(user, file)
    await user.click(within(toolbar()).getByRole('button', { name: '重命名' }))
    const rename = await screen.findByRole('dialog', { name: '重命名' })
    const name = within(rename).getByRole('textbox', { name: /文件名/ })
    expect(name).toHaveValue(file)
    await user.clear(name)
    await user.type(name, 'renamed.txt')
    await user.click(within(rename).getByRole('button', { name: '保存' }))
    await dialogsClosed()
    await waitFor(async () => expect(await rowNames('个人网盘')).toContain('renamed.txt'))

    await selectByCheckbox(user, 'renamed.txt')
    await user.click(within(toolbar()).getByRole('button', { name: '移动' }))
    const move = await screen.findByRole('dialog', { name: '移动到' })
    expect(within(move).getByRole('button', { name: '移动到此处' })).toBeDisabled()
    await user.click(await within(move).findByRole('button', { name: 'Photos' }))
    await waitFor(() =>
      expect(within(move).getByRole('button', { name: '移动到此处' })).toBeEnabled(),
    )
    await user.click(within(move).getByRole('button', { name: '移动到此处' }))
    await dialogsClosed()
    await waitFor(async () => expect(await rowNames('个人网盘')).not.toContain('renamed.txt'))
    expect(entry('renamed.txt').parent_id).toBe(entry('Photos').id)

    await selectByCheckbox(user, '工作文档')
    await user.click(within(toolbar()).getByRole('button', { name: '删除' }))
    const question = await screen.findByRole('alertdialog', { name: '删除' })
    expect(question).toHaveTextContent('确定删除文件夹“工作文档”及其中的全部内容吗？')
    await user.click(within(question).getByRole('button', { name: '删除' }))
    await dialogsClosed()
    await waitFor(async () => expect(await rowNames('个人网盘')).not.toContain('工作文档'))
    expect(mine().some((e) => e.name === '工作文档')).toBe(false)
  })

  it('downloads a folder and a file as one zip with the same bytes', async () => {
    const saved: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:http://localhost/zip'
    })
    URL.revokeObjectURL = vi.fn()
    await openDisk('/file/pfile')
    await table('个人网盘')
    const file = filesIn(0)[0]!
    await selectByCheckbox(user, '工作文档')
    await selectByCheckbox(user, file)
    await user.click(within(toolbar()).getByRole('button', { name: '打包下载' }))
    await waitFor(() => expect(saved).toHaveLength(1), SLOW)
    const zip = await JSZip.loadAsync(await saved[0]!.arrayBuffer())
    const token = await tokenFor()
    const bytesOf = async (id: number) =>
      new Uint8Array(
        await (await apiFetch(`/api/netdisk/netdisks/${id}/download/`, { token })).arrayBuffer(),
      )
    const inDocs = filesIn(entry('工作文档').id)
    expect(Object.keys(zip.files).sort()).toEqual(
      [file, '工作文档/', ...inDocs.map((n) => `工作文档/${n}`)].sort(),
    )
    expect(await zip.file(file)!.async('uint8array')).toEqual(await bytesOf(entry(file).id))
    for (const name of inDocs) {
      expect(await zip.file(`工作文档/${name}`)!.async('uint8array')).toEqual(
        await bytesOf(entry(name).id),
      )
    }
  })

  it('company disk: the buttons follow the permission (an upload-only folder: no preview, download, delete, rename or move)', async () => {
    const templates = db.diskEntries.all().find((e) => e.name === '範本下載')!
    await db.diskPermissions.update((q) => q.where({ folder_id: templates.id, target: 'demo' }), {
      data(draft) {
        draft.permission = 'upload'
      },
    })
    await openDisk(`/file/cfile?folder=${templates.id}`)
    await table('範本下載')
    await selectByCheckbox(user, 'Quotation template.xlsx')
    // An xlsx is a previewable file: only the missing download right hides 预览.
    for (const hidden of ['预览', '下载', '删除', '重命名', '移动', '新建文件夹']) {
      expect(within(toolbar()).queryByRole('button', { name: hidden }), hidden).toBeNull()
    }
    expect(within(toolbar()).getByRole('button', { name: '上传文件' })).toBeInTheDocument()

    await db.diskPermissions.update((q) => q.where({ folder_id: templates.id, target: 'demo' }), {
      data(draft) {
        draft.permission = 'manage'
      },
    })
    const crumbs = screen.getByRole('navigation', { name: '企业网盘中的位置' })
    await user.click(within(crumbs).getByRole('button', { name: '企业网盘' }))
    await table('企业网盘')
    await user.click(screen.getByRole('link', { name: '範本下載' }))
    await table('範本下載')
    await selectByCheckbox(user, 'Quotation template.xlsx')
    expect(within(toolbar()).getByRole('button', { name: '删除' })).toBeInTheDocument()
    expect(within(toolbar()).getByRole('button', { name: '下载' })).toBeInTheDocument()
    expect(within(toolbar()).getByRole('button', { name: '新建文件夹' })).toBeInTheDocument()
    expect(within(toolbar()).getByRole('button', { name: '预览' })).toBeInTheDocument()
    expect(within(toolbar()).getByRole('button', { name: '重命名' })).toBeInTheDocument()
    expect(within(toolbar()).getByRole('button', { name: '移动' })).toBeInTheDocument()
  })
})
