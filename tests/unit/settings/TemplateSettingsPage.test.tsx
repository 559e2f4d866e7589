/**
 * /setting/template against the fake backend (13 seeded templates): 5 a page (C-LIMIT-9
 * "template 5") with previous / next, the rules' exact messages before any call, a refusal of
 * the server next to its field with the input kept, delete asked first (the last one of a page
 * leads to the page before), and an empty mailbox's empty state.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import TemplateSettingsPage from '../../../src/features/settings/template/TemplateSettingsPage.tsx'
import { server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const LONG = { timeout: 10_000 }
/** The editor is a chunk of its own (Lexical): its first import is slow on busy cores. */
const EDITOR = { timeout: 45_000 }
const H = { hidden: true }

const shownCaptions = () =>
  within(screen.getByRole('list', { name: /^(模板列表|Templates)$/, ...H }))
    .getAllByRole('listitem', H)
    .map((row) => row.getAttribute('aria-label'))

// R-DATA-16, R-CALL-7, C-LIMIT-9
describe('TemplateSettingsPage', { timeout: 120_000 }, () => {
  it('shows 5 a page; previous and next move through the pages', async () => {
    const asked: string[] = []
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (request.method === 'GET' && url.pathname === '/api/setting/templates/')
        asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('page_size')}`)
    }
    server.events.on('request:start', listener)
    await openPage(TemplateSettingsPage, '/setting/template')
    await screen.findByRole('list', { name: '模板列表' }, LONG)
    expect(shownCaptions()).toEqual([
      '会议通知',
      '請假申請',
      'Meeting follow-up',
      '周报模板',
      '報價回覆',
    ])
    const pager = screen.getByRole('navigation', { name: '模板分页' })
    expect(pager).toHaveTextContent('共 13 个')
    expect(pager).toHaveTextContent('第 1 / 3 页')
    expect(within(pager).getByRole('button', { name: '上一页' })).toBeDisabled()

    await user.click(within(pager).getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(pager).toHaveTextContent('第 2 / 3 页'))
    await user.click(within(pager).getByRole('button', { name: '下一页' }))
    await waitFor(() =>
      expect(shownCaptions()).toEqual(['客户拜访纪要', '季度總結', 'Thank you note']),
    )
    expect(within(pager).getByRole('button', { name: '下一页' })).toBeDisabled()
    server.events.removeListener('request:start', listener)
    expect(asked).toEqual(['1/5', '2/5', '3/5'])

    // Deleting, asked first; the last one of page 3 gone, page 2 shows.
    const remove = async (caption: string) => {
      await user.click(screen.getByRole('button', { name: `删除“${caption}”`, ...H }))
      const ask = await screen.findByRole('alertdialog', { name: '删除模板', ...H })
      expect(ask).toHaveTextContent(`确定删除模板“${caption}”吗？`)
      await user.click(within(ask).getByRole('button', { name: '删除', ...H }))
      await waitFor(() => expect(shownCaptions()).not.toContain(caption), LONG)
    }
    await remove('客户拜访纪要')
    await remove('季度總結')
    expect(shownCaptions()).toEqual(['Thank you note'])
    await remove('Thank you note')
    await waitFor(() => expect(pager).toHaveTextContent('第 2 / 2 页'), LONG)
    expect(shownCaptions()).toHaveLength(5)
    expect(db.templates.findMany((q) => q.where({ owner: 'demo' }))).toHaveLength(10)
  })

  it('checks before any call; a refused save keeps the input; an edit is saved', async () => {
    await openPage(TemplateSettingsPage, '/setting/template', { locale: 'en' })
    await screen.findByRole('list', { name: 'Templates' }, LONG)
    await user.click(screen.getByRole('button', { name: 'New template' }))
    const fresh = await screen.findByRole('dialog', { name: 'New template' })
    await within(fresh).findByRole('textbox', { name: 'Template content' }, EDITOR)
    await user.click(within(fresh).getByRole('button', { name: 'Save' }))
    expect(within(fresh).getByText('Please enter a name for the template')).toBeInTheDocument()
    expect(within(fresh).getByText('Please enter the template content')).toBeInTheDocument()
    await user.click(within(fresh).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Edit “周报模板”', ...H }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit template', ...H })
    const name = within(dialog).getByRole('textbox', { name: /Template name/, ...H })
    await user.clear(name)
    await user.type(name, '会议通知')
    await user.click(within(dialog).getByRole('button', { name: 'Save', ...H }))
    // The server speaks the language of its cookie (zh-hans here).
    expect(
      await within(dialog).findByText('已有同名的模板，请换一个名称', {}, LONG),
    ).toBeInTheDocument()
    expect(name).toHaveValue('会议通知')

    await user.clear(name)
    await user.type(name, '周报（新版）')
    await user.click(within(dialog).getByRole('button', { name: 'Save', ...H }))
    expect(await screen.findByText('Template “周报（新版）” saved', {}, LONG)).toBeInTheDocument()
    await waitFor(() => expect(shownCaptions()).toContain('周报（新版）'))
    expect(db.templates.findFirst((q) => q.where({ owner: 'demo', id: 4 }))?.caption).toBe(
      '周报（新版）',
    )
  })

  it('a mailbox without templates says so', async () => {
    await openPage(TemplateSettingsPage, '/setting/template', { username: 'reviewer' })
    expect(
      await screen.findByText('还没有模板。新建一个，写信时就能套用。', {}, LONG),
    ).toBeVisible()
    expect(screen.queryByRole('navigation', { name: '模板分页' })).not.toBeInTheDocument()
  })
})
