/**
 * /file/afile against the fake backend (issue 15): the parked files with name, size and expiry,
 * newest first; an expired file is not there; a download saves the file's bytes; deleting one
 * or the ticked ones asks first and the list follows; an empty area says so.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { db } from '../../../mocks/db/index.ts'
import TransitPage from '../../../src/features/files/transit/TransitPage.tsx'
import { formatDateTime } from '../../../src/i18n/dateTime.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { mockControl, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }
const DAY = 86_400_000
/** Under jsdom tabster may leave a fresh dialog surface aria-hidden. */
const H = { hidden: true } as const

async function park(name: string, days: number, createdDaysAgo: number, size = 52_428_800) {
  const id = db.diskEntries.all().reduce((max, e) => Math.max(max, e.id), 0) + 1
  const at = mockControl.now()
  await db.diskEntries.create({
    disk: 'afile',
    owner: 'demo',
    id,
    parent_id: 0,
    name,
    is_folder: false,
    size,
    content_type: 'application/pdf',
    created: new Date(at - createdDaysAgo * DAY).toISOString(),
    expires: new Date(at + days * DAY).toISOString(),
  })
  return db.diskEntries.all().find((e) => e.id === id)!
}

async function openTransit(locale: 'zh-hans' | 'en' = 'zh-hans') {
  const harness = startHarness({ token: await tokenFor('demo'), path: '/file/afile' })
  await waitForActor(harness.session, (s) => s.matches('signedIn'))
  renderWithProviders(<TransitPage />, { locale, session: harness.session })
}

const rows = async () =>
  within(await screen.findByRole('table', { name: '中转站文件', ...H }, SLOW))
    .getAllByRole('row', H)
    .slice(1)
const names = async () =>
  (await rows()).map((r) => within(r).getAllByRole('cell', H)[1]!.textContent)

let saved: Blob[] = []
beforeEach(async () => {
  // The fake backend seeds on first use: files parked before that would be wiped.
  await tokenFor('demo')
  saved = []
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob)
    return 'blob:http://localhost/transit'
  })
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => mockControl.reset())

describe('TransitPage', { timeout: 60_000 }, () => {
  it('lists the live files newest first with size and expiry; expired ones are gone', async () => {
    const fresh = await park('合同扫描件.pdf', 60, 0)
    await park('去年的报告.pdf', -1, 40)
    await openTransit()
    await waitFor(async () =>
      expect(await names()).toEqual(['合同扫描件.pdf', '设计稿-最终版.zip']),
    )
    const cells = within((await rows())[0]!).getAllByRole('cell')
    expect(cells[2]).toHaveTextContent('50')
    expect(cells[2]).toHaveTextContent('M')
    expect(cells[4]).toHaveTextContent(`${formatDateTime(fresh.expires!)}（剩余 60 天）`)
    expect(screen.getByText('共 2 个文件')).toBeInTheDocument()
  })

  it('counts in English with a plural: 1 file, 1 day left (not "1 files", "1 days")', async () => {
    const parked = db.diskEntries.all().find((e) => e.disk === 'afile')!
    await db.diskEntries.update((q) => q.where({ id: parked.id }), {
      data(draft) {
        draft.expires = new Date(mockControl.now() + DAY).toISOString()
      },
    })
    await openTransit('en')
    expect(await screen.findByText('1 file', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText(/\(1 day left\)$/)).toBeInTheDocument()
  })

  it('downloads a file as its bytes', async () => {
    await openTransit()
    await waitFor(async () => expect(await rows()).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: '下载 设计稿-最终版.zip' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.size).toBeGreaterThan(0)
  })

  it('deletes one after asking, then the ticked ones together', async () => {
    await park('a.pdf', 30, 1)
    await park('b.pdf', 30, 2)
    await openTransit()
    await waitFor(async () => expect(await rows()).toHaveLength(3))

    await user.click(screen.getByRole('button', { name: '删除 a.pdf' }))
    const question = await screen.findByRole('alertdialog', { name: '删除文件', ...H })
    expect(question).toHaveTextContent('确定删除文件“a.pdf”吗？')
    await user.click(within(question).getByRole('button', { name: '删除', ...H }))
    await waitFor(async () => expect(await names()).toEqual(['b.pdf', '设计稿-最终版.zip']))
    expect(db.diskEntries.all().some((e) => e.name === 'a.pdf')).toBe(false)

    const toolbarDelete = screen.getByRole('button', { name: '删除', ...H })
    expect(toolbarDelete).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: '全选本页', ...H }))
    await user.click(screen.getByRole('button', { name: '删除（2）', ...H }))
    const again = await screen.findByRole('alertdialog', { name: '删除文件', ...H })
    expect(again).toHaveTextContent('确定删除选中的 2 个文件吗？')
    await user.click(within(again).getByRole('button', { name: '删除', ...H }))
    expect(
      await screen.findByText(
        '中转站中还没有文件。写信时超过 30M 的附件会以在线附件存放在这里。',
        {},
        SLOW,
      ),
    ).toBeInTheDocument()
    expect(db.diskEntries.all().filter((e) => e.disk === 'afile' && e.owner === 'demo')).toEqual([])
  })
})
