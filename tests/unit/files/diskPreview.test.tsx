/**
 * Previews of file-centre files (issue 15, decision 268): the /preview query of a disk file and
 * its limits, the disk page's 预览 (a new window for what the viewer shows, the 10485760-byte
 * refusal in place, none without the download right), the transit area's, and the /preview
 * window of a disk file reading its bytes through the disk's own download.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts'
import { decideRoute } from '../../../src/app/routeGuard.ts'
import {
  diskPreviewSearch,
  parseDiskPreviewSearch,
  parseFileShareSearch,
  previewOffer,
} from '../../../src/domain/files/preview.ts'
import { DiskPreviewView } from '../../../src/features/files/preview/DiskPreviewView.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { DEMO_USER, mockControl, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'
import { openDisk } from './openDisk.ts'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }
const LIMIT = 10_485_760

const entry = (name: string) => db.diskEntries.all().find((e) => e.name === name)!
const toolbar = () => screen.getByRole('toolbar', { name: '网盘操作' })
const setSize = (id: number, size: number) =>
  db.diskEntries.update((q) => q.where({ id }), {
    data(draft) {
      draft.size = size
    },
  })

let opened: ReturnType<typeof vi.fn>
let notices: Notice[]
let stopNotices: () => void
beforeEach(() => {
  opened = vi.fn()
  window.open = opened as unknown as typeof window.open
  notices = []
  stopNotices = subscribeNotices((notice) => notices.push(notice))
})
afterEach(() => stopNotices())

describe('the /preview query of a disk file', () => {
  it('reads back what it wrote, the extension taken from the name', () => {
    const search = diskPreviewSearch({ source: 'company', id: 7, name: '报价单.XLSX', size: 60 })
    expect(search).toBe(
      `?source=company&id=7&size=60&suffix=xlsx&name=${encodeURIComponent('报价单.XLSX')}`,
    )
    expect(parseDiskPreviewSearch(search)).toEqual({
      source: 'company',
      id: 7,
      name: '报价单.XLSX',
      size: 60,
      suffix: 'xlsx',
    })
  })

  it.each([
    '?source=share&id=1&size=1&name=a.txt',
    '?source=netdisk&id=0&size=1&name=a.txt',
    '?source=netdisk&id=1&size=-1&name=a.txt',
    '?source=transit&id=1&size=1',
  ])('refuses %s', (search) => {
    expect(parseDiskPreviewSearch(search)).toBeNull()
  })

  it.each([
    [{ name: 'a.docx', size: LIMIT }, 'open'],
    [{ name: 'a.docx', size: LIMIT + 1 }, 'tooLarge'],
    [{ name: 'a.PPT', size: 10 }, 'open'],
    [{ name: 'a.zip', size: 10 }, 'none'],
    [{ name: 'docs.pdf', size: 0, nettype: 'folder' }, 'none'],
  ] as const)('%j is offered as %s', (file, offer) => {
    expect(previewOffer(file)).toBe(offer)
  })

  it('opens without a token only inside /fileshare; /preview needs a session', () => {
    const none = { hasToken: false, isLocked: false }
    expect(decideRoute('/preview', none).redirectTo).toBe('/login')
    expect(decideRoute('/fileshare', none).redirectTo).toBeUndefined()
    expect(parseFileShareSearch({ key: 'abc', file: '12' })).toEqual({ key: 'abc', file: 12 })
    expect(parseFileShareSearch({ key: 'abc', file: 'x' })).toEqual({ key: 'abc' })
  })
})

describe('预览 on the disk pages', { timeout: 60_000 }, () => {
  it('pfile: a selected file opens /preview of the personal disk in a new window', async () => {
    const notes = entry('meeting-notes.md')
    await setSize(notes.id, LIMIT)
    await openDisk(`/file/pfile?folder=${notes.parent_id}`)
    await user.click(await screen.findByRole('checkbox', { name: '选择 meeting-notes.md' }, SLOW))
    await user.click(within(toolbar()).getByRole('button', { name: '预览' }))
    expect(opened).toHaveBeenCalledWith(
      `/preview?source=netdisk&id=${notes.id}&size=${LIMIT}&suffix=md&name=meeting-notes.md`,
      '_blank',
      'noopener',
    )
  })

  it('pfile: above 10485760 bytes it is refused in place, nothing opened', async () => {
    const sheet = entry('預算表.xlsx')
    await setSize(sheet.id, LIMIT + 1)
    await openDisk(`/file/pfile?folder=${sheet.parent_id}`)
    await user.click(await screen.findByRole('checkbox', { name: '选择 預算表.xlsx' }, SLOW))
    await user.click(within(toolbar()).getByRole('button', { name: '预览' }))
    expect(notices).toContainEqual({ intent: 'error', message: '文件超过10M，无法预览' })
    expect(opened).not.toHaveBeenCalled()
  })

  it('cfile: offered with the download right', async () => {
    // The administrator's grant for demo on the folder (an earlier test may have left another).
    // Without the download right the disk offers no download, so no preview either: the e2e
    // files/companyPermission.spec.ts checks what an upload-only member sees.
    await mockControl.grantCompanyFolder('範本下載', 'demo', 'download')
    await openDisk('/file/cfile')
    await user.click(await screen.findByRole('link', { name: '範本下載' }, SLOW))
    await user.click(
      await screen.findByRole('checkbox', { name: '选择 Quotation template.xlsx' }, SLOW),
    )
    await user.click(within(toolbar()).getByRole('button', { name: '预览' }))
    const id = entry('Quotation template.xlsx').id
    expect(opened).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^/preview\\?source=company&id=${id}&`)),
      '_blank',
      'noopener',
    )
  })

  it('afile: a row that the viewer can show has its own 预览', async () => {
    await tokenFor(DEMO_USER.username) // the seed is made on first use
    const parked = db.diskEntries.all().find((e) => e.disk === 'afile')!
    await db.diskEntries.update((q) => q.where({ id: parked.id }), {
      data(draft) {
        draft.name = '设计说明.pdf'
        draft.size = 2000
      },
    })
    await openDisk('/file/afile')
    await user.click(await screen.findByRole('button', { name: '预览 设计说明.pdf' }, SLOW))
    expect(opened).toHaveBeenCalledWith(
      `/preview?source=transit&id=${parked.id}&size=2000&suffix=pdf&name=${encodeURIComponent('设计说明.pdf')}`,
      '_blank',
      'noopener',
    )
  })
})

describe('the file menu', { timeout: 30_000 }, () => {
  it.each([
    ['zh-hans', '个人网盘'],
    ['en', 'My drive'],
  ] as const)('names the personal disk as its page does (%s)', async (locale, name) => {
    await openDisk('/file/pfile', { locale })
    expect(await screen.findByRole('region', { name }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/file/pfile')
  })
})

describe('the /preview window of a disk file', { timeout: 30_000 }, () => {
  it('reads the personal disk file through its download and shows its text', async () => {
    startHarness({ token: await tokenFor(DEMO_USER.username), path: '/preview' })
    const notes = entry('meeting-notes.md')
    renderWithProviders(
      <DiskPreviewView
        query={{ source: 'netdisk', id: notes.id, name: notes.name, size: 6000, suffix: 'md' }}
      />,
      { locale: 'zh-hans' },
    )
    expect(screen.getByRole('heading', { name: 'meeting-notes.md' })).toBeInTheDocument()
    await waitFor(() => expect(document.body.textContent).toContain('# meeting-notes.md'))
  })

  it('a company file the user may not download: the server refuses and it says so', async () => {
    startHarness({ token: await tokenFor(DEMO_USER.username), path: '/preview' })
    const file = entry('Quotation template.xlsx')
    await db.diskPermissions.update((q) => q.where({ folder_id: file.parent_id, target: 'demo' }), {
      data(draft) {
        draft.permission = 'upload'
      },
    })
    await db.diskPermissions.deleteMany((q) =>
      q.where({ folder_id: file.parent_id, target_type: 'department' }),
    )
    renderWithProviders(
      <DiskPreviewView
        query={{ source: 'company', id: file.id, name: file.name, size: 60, suffix: 'xlsx' }}
      />,
      { locale: 'zh-hans' },
    )
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('文件加载失败')
  })
})
