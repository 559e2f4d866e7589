/**
 * /setting/tag against the fake backend (R-DATA-4, R-VALID-2, M-ERR-18): the user's tags with
 * their colours; create with the tag form's rules (exact messages, no call before they pass),
 * rename and recolour, delete after a confirmation; an empty list and a failed load say so.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import TagSettingsPage from '../../../src/features/settings/tag/TagSettingsPage.tsx'
import { apiFetch, mockControl, server, tokenFor } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 10_000 }

afterEach(() => mockControl.clearFaults())

function tagCalls(): { method: string; path: string; body: unknown }[] {
  const calls: { method: string; path: string; body: unknown }[] = []
  const listener = async ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith('/api/mail/tags/') || request.method === 'GET') return
    const text = await request.clone().text()
    calls.push({ method: request.method, path: pathname, body: text ? JSON.parse(text) : null })
  }
  server.events.on('request:start', listener)
  onTestFinished(() => void server.events.removeListener('request:start', listener))
  return calls
}

// jsdom keeps a closed dialog's aria-hidden on the page (no end of the close animation).
const list = () => screen.getByRole('list', { name: '我的标签', hidden: true })
const serverTags = async () =>
  (await (await apiFetch('/api/mail/tags/', { token: await tokenFor() })).json()) as {
    tagname: string
    name: string
    color: string
  }[]

describe('TagSettingsPage', { timeout: 40_000 }, () => {
  it('lists the tags; creates one after the rules pass, with the default colour', async () => {
    const calls = tagCalls()
    await openPage(TagSettingsPage, '/setting/tag')
    expect(await screen.findByRole('list', { name: '我的标签' }, SLOW)).toBeInTheDocument()
    const names = within(list())
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(names[0]).toMatch(/^重要#D50000/)
    expect(names).toHaveLength(5)

    await user.click(screen.getByRole('button', { name: '新建标签' }))
    const dialog = await screen.findByRole('dialog', { name: '新建标签' })
    expect(within(dialog).getByRole('radio', { name: '#33B679' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await user.type(within(dialog).getByRole('textbox', { name: /标签名称/ }), '   ')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('请输入标签名称')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /标签名称/ }), '季'.repeat(21))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('标签名称不能超过 20 个字符')).toBeInTheDocument()
    expect(calls).toHaveLength(0)

    await user.clear(within(dialog).getByRole('textbox', { name: /标签名称/ }))
    await user.type(within(dialog).getByRole('textbox', { name: /标签名称/ }), ' 季度报告 ')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('标签已创建')).toBeInTheDocument()
    expect(calls).toEqual([
      { method: 'POST', path: '/api/mail/tags/', body: { name: '季度报告', color: '#33B679' } },
    ])
    expect(await within(list()).findByText('季度报告')).toBeInTheDocument()
  })

  it("renames and recolours; a refused name shows the server's text and keeps the input", async () => {
    const calls = tagCalls()
    await openPage(TagSettingsPage, '/setting/tag')
    await user.click(await screen.findByRole('button', { name: '编辑标签“项目”' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: '编辑标签' })
    const name = within(dialog).getByRole('textbox', { name: /标签名称/ })
    expect(name).toHaveValue('项目')
    expect(within(dialog).getByRole('radio', { name: '#33B679' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    // Another tag's name: the fake backend refuses it (names are unique).
    await user.clear(name)
    await user.type(name, '重要')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('该标签已存在')).toBeInTheDocument()
    expect(name).toHaveValue('重要')

    await user.clear(name)
    await user.type(name, '项目二期')
    await user.click(within(dialog).getByRole('radio', { name: '#3F51B5' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('标签已保存')).toBeInTheDocument()
    expect(calls.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/mail/tags/tag_project/',
      body: { name: '项目二期', color: '#3F51B5' },
    })
    expect(await within(list()).findByText('项目二期')).toBeInTheDocument()
    expect(await serverTags()).toContainEqual({
      tagname: 'tag_project',
      name: '项目二期',
      color: '#3F51B5',
    })
  })

  it('deletes a tag only after the confirmation', async () => {
    const calls = tagCalls()
    await openPage(TagSettingsPage, '/setting/tag')
    await user.click(await screen.findByRole('button', { name: '删除标签“待跟进”' }, SLOW))
    const confirm = await screen.findByRole('alertdialog', { name: '删除标签“待跟进”？' })
    await user.click(within(confirm).getByRole('button', { name: '取消' }))
    expect(calls).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: '删除标签“待跟进”', hidden: true }))
    const again = await screen.findByRole('alertdialog', { name: '删除标签“待跟进”？' })
    await user.click(within(again).getByRole('button', { name: '删除' }))
    expect(await screen.findByText('标签已删除')).toBeInTheDocument()
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/mail/tags/tag_followup/', body: null }])
    await waitFor(() => expect(within(list()).queryByText('待跟进')).toBeNull())
    expect((await serverTags()).map((tag) => tag.tagname)).not.toContain('tag_followup')
  })

  it('says when there are no tags yet', async () => {
    server.use(http.get('*/api/mail/tags/', () => HttpResponse.json([])))
    await openPage(TagSettingsPage, '/setting/tag')
    expect(
      await screen.findByText('还没有标签。新建一个，就能在邮件列表中给邮件加上它。', {}, SLOW),
    ).toBeInTheDocument()
  })

  it('a failed load shows a retry and no list; the retry loads it', async () => {
    mockControl.setFault('listTags', 500)
    await openPage(TagSettingsPage, '/setting/tag')
    expect(await screen.findByText('加载失败，当前设置无法显示。', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: '我的标签' })).toBeNull()
    mockControl.clearFaults()
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('list', { name: '我的标签' }, SLOW)).toBeInTheDocument()
  })
})
