/**
 * ShareDialog and "my shares" on the fake backend: the form sends the chosen expiry and code
 * choice, then the dialog shows the server's link (absolute, on this origin) and code, and the
 * copy buttons put the link / the link and code on the clipboard; my shares lists it and cancels
 * it after a confirmation, after which the link is refused as cancelled.
 */
import '../auth/jsdomShims.ts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import ShareDialog from '../../../src/features/files/share/ShareDialog.tsx'
import { MySharesDialog } from '../../../src/features/files/share/MySharesDialog.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import type { ReactElement } from 'react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { apiFetch, mockControl, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

beforeAll(() => mockControl.reset(), 60_000)

/** Fluent dialogs under jsdom on two busy cores. */
const SLOW = { timeout: 30_000 }
afterEach(() => vi.restoreAllMocks())

const entryNamed = (name: string) => db.diskEntries.all().find((e) => e.name === name)!

/** The dialogs' unsaved-changes prompt needs a router around them, as in the app. */
function inRouter(ui: ReactElement) {
  const rootRoute = createRootRoute({ component: () => ui })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/file/pfile'] }),
  })
  return <RouterProvider router={router} />
}

function stubClipboard() {
  const writeText = vi.fn((_text: string) => Promise.resolve())
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return writeText
}

describe('ShareDialog', () => {
  test(
    'creates a never-expiring link with a code, then copies the link and the link with its code',
    async () => {
      startHarness({ token: await tokenFor() })
      const file = entryNamed('meeting-notes.md')
      const onClose = vi.fn()
      const user = userEvent.setup()
      // After setup: user-event puts a clipboard of its own in place.
      const writeText = stubClipboard()
      renderWithProviders(
        inRouter(
          <ShareDialog
            open
            source="netdisk"
            items={[{ id: file.id, name: file.name, nettype: 'file' }]}
            onClose={onClose}
          />,
        ),
        { locale: 'zh-hans' },
      )
      expect(await screen.findByRole('dialog', { name: '分享文件' })).toHaveTextContent(
        'meeting-notes.md',
      )
      expect(screen.getByRole('radio', { name: '7 天' })).toBeChecked()
      expect(screen.getByRole('checkbox', { name: /使用提取码/ })).toBeChecked()
      await user.click(screen.getByRole('radio', { name: '永久有效' }))
      await user.click(screen.getByRole('button', { name: '创建链接' }))

      const created = await screen.findByRole('dialog', { name: '分享链接已创建' })
      const share = db.fileShares.all().at(-1)!
      expect(share).toMatchObject({ file_ids: [file.id], expires: null, source: 'netdisk' })
      const link = `${window.location.origin}/fileshare?key=${share.share_key}`
      expect(screen.getByRole('textbox', { name: '分享链接' })).toHaveValue(link)
      expect(screen.getByRole('textbox', { name: '提取码' })).toHaveValue(share.code)
      expect(created).toHaveTextContent('链接永久有效')

      await user.click(screen.getByRole('button', { name: '复制链接' }))
      expect(writeText).toHaveBeenLastCalledWith(link)
      expect(await screen.findByText('链接已复制')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: '复制链接和提取码' }))
      expect(writeText).toHaveBeenLastCalledWith(`链接：${link} 提取码：${share.code}`)
      await user.click(screen.getByRole('button', { name: '完成' }))
      expect(onClose).toHaveBeenCalled()
    },
    SLOW.timeout,
  )

  test(
    'without a code: the created dialog offers only "copy link"',
    async () => {
      startHarness({ token: await tokenFor() })
      const folder = entryNamed('工作文档')
      const user = userEvent.setup()
      renderWithProviders(
        inRouter(
          <ShareDialog
            open
            source="netdisk"
            items={[{ id: folder.id, name: folder.name, nettype: 'folder' }]}
            onClose={() => undefined}
          />,
        ),
        { locale: 'zh-hans' },
      )
      expect(await screen.findByText('工作文档（文件夹）')).toBeInTheDocument()
      await user.click(screen.getByRole('checkbox', { name: /使用提取码/ }))
      await user.click(screen.getByRole('button', { name: '创建链接' }))
      await screen.findByRole('dialog', { name: '分享链接已创建' })
      expect(screen.queryByRole('textbox', { name: '提取码' })).toBeNull()
      expect(screen.queryByRole('button', { name: '复制链接和提取码' })).toBeNull()
      expect(db.fileShares.all().at(-1)).toMatchObject({ code: '', file_ids: [folder.id] })
    },
    SLOW.timeout,
  )
})

describe('MySharesDialog', () => {
  test(
    'lists my shares and cancels one after confirming; its link is then refused as cancelled',
    async () => {
      const token = await tokenFor()
      startHarness({ token })
      const user = userEvent.setup()
      renderWithProviders(inRouter(<MySharesDialog onClose={() => undefined} />), {
        locale: 'zh-hans',
      })
      const mine = db.fileShares.all().filter((s) => s.owner === 'demo' && !s.cancelled)
      const table = await screen.findByRole('table', { name: '我的分享' })
      await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(mine.length))
      const target = mine.find((s) => s.code !== '')!
      const row = screen.getByRole('row', { name: new RegExp(target.code) })
      await user.click(
        row.querySelector<HTMLButtonElement>('button[aria-label^="取消"]') ??
          (() => {
            throw new Error('no cancel button')
          })(),
      )
      const confirm = await screen.findByRole('alertdialog', { name: '取消分享？' })
      await act(() => user.click(within(confirm).getByRole('button', { name: '确认取消分享' })))
      expect(await screen.findByText('分享已取消，链接已失效')).toBeInTheDocument()
      await waitFor(() =>
        expect(screen.queryByRole('row', { name: new RegExp(target.code) })).toBeNull(),
      )
      const open = await apiFetch('/api/netdisk/netdisks/share/', {
        json: { share_key: target.share_key, code: target.code },
      })
      expect(open.status).toBe(410)
    },
    SLOW.timeout,
  )
})
