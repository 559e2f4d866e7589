/**
 * /setting/signature against the fake backend: the list with its default badges, the rules'
 * exact messages before any call, a refusal of the server next to its field with the input
 * kept, an edit saved in one call, delete asked first, and the two defaults saved in one call.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import SignatureSettingsPage from '../../../src/features/settings/signature/SignatureSettingsPage.tsx'
import { server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const LONG = { timeout: 10_000 }
/** The editor is a chunk of its own (Lexical): its first import is slow on busy cores. */
const EDITOR = { timeout: 45_000 }
/** Fluent's modalizer may keep a closing dialog's aria-hidden on the page in jsdom. */
const H = { hidden: true }

function countCalls(method: string, prefix: string) {
  const calls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname
    if (request.method === method && path.startsWith(prefix)) calls.push(path)
  }
  server.events.on('request:start', listener)
  return { calls, stop: () => server.events.removeListener('request:start', listener) }
}

const signaturesOfDemo = () =>
  db.signatures.findMany((q) => q.where({ owner: 'demo' })).sort((a, b) => a.id - b.id)

// R-DATA-16, R-CALL-7
describe('SignatureSettingsPage', { timeout: 120_000 }, () => {
  it('lists the signatures with their defaults; a new one needs a name and a content', async () => {
    await openPage(SignatureSettingsPage, '/setting/signature')
    const list = await screen.findByRole('list', { name: '签名列表' }, LONG)
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '中文签名',
      'English',
      '繁體簽名',
      '简短签名',
    ])
    expect(within(rows[0]!).getByText('新邮件默认')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('回复/转发默认')).toBeInTheDocument()
    expect(rows[0]).toHaveTextContent('华宇科技有限公司')

    const posts = countCalls('POST', '/api/setting/signatures/')
    await user.click(screen.getByRole('button', { name: '新建签名' }))
    const dialog = await screen.findByRole('dialog', { name: '新建签名' })
    // The compose editor, with its toolbar, loaded on demand.
    expect(
      await within(dialog).findByRole('textbox', { name: '签名内容' }, EDITOR),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('toolbar')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('请输入签名名称')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入签名内容')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: /签名名称/ }), '签'.repeat(51))
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('名称不能超过 50 个字符')).toBeInTheDocument()
    expect(posts.calls).toHaveLength(0)
    posts.stop()
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('an edit refused by the server keeps the input; an accepted one is saved once', async () => {
    await openPage(SignatureSettingsPage, '/setting/signature', { locale: 'en' })
    await user.click(await screen.findByRole('button', { name: 'Edit “简短签名”' }, LONG))
    const dialog = await screen.findByRole('dialog', { name: 'Edit signature' })
    const name = within(dialog).getByRole('textbox', { name: /Signature name/ })
    expect(name).toHaveValue('简短签名')
    expect(
      await within(dialog).findByRole('textbox', { name: 'Signature content' }, EDITOR),
    ).toHaveTextContent('华宇科技')

    const puts = countCalls('PUT', '/api/setting/signatures/')
    await user.clear(name)
    await user.type(name, 'english')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    // The server speaks the language of its cookie (zh-hans here), whatever the page shows.
    expect(await within(dialog).findByText('已有同名的签名，请换一个名称')).toBeInTheDocument()
    expect(name).toHaveValue('english')
    expect(signaturesOfDemo()[3]?.caption).toBe('简短签名')

    await user.type(name, ' (short)')
    expect(screen.queryByText('已有同名的签名，请换一个名称')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Signature “english (short)” saved', {}, LONG)).toBeVisible()
    expect(puts.calls).toEqual(['/api/setting/signatures/4/', '/api/setting/signatures/4/'])
    puts.stop()
    expect(signaturesOfDemo()[3]).toMatchObject({ caption: 'english (short)' })
    expect(signaturesOfDemo()[3]?.content).toContain('华宇科技')
    expect(
      await screen.findByRole('listitem', { name: 'english (short)', ...H }, LONG),
    ).toBeInTheDocument()
  })

  it('deletes after asking; the defaults are saved with one call', async () => {
    await openPage(SignatureSettingsPage, '/setting/signature')
    await user.click(await screen.findByRole('button', { name: '删除“繁體簽名”' }, LONG))
    const ask = await screen.findByRole('alertdialog', { name: '删除签名' })
    expect(ask).toHaveTextContent('确定删除签名“繁體簽名”吗？')
    await user.click(within(ask).getByRole('button', { name: '取消' }))
    expect(signaturesOfDemo().map((s) => s.caption)).toContain('繁體簽名')

    await user.click(screen.getByRole('button', { name: '删除“繁體簽名”', ...H }))
    const again = await screen.findByRole('alertdialog', { name: '删除签名', ...H })
    await user.click(within(again).getByRole('button', { name: '删除', ...H }))
    expect(await screen.findByText('签名“繁體簽名”已删除', {}, LONG)).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: '繁體簽名', ...H })).not.toBeInTheDocument(),
    )
    expect(signaturesOfDemo().map((s) => s.caption)).not.toContain('繁體簽名')

    const puts = countCalls('PUT', '/api/setting/signatures/default/')
    const forNew = screen.getByRole('combobox', { name: '新邮件默认签名', ...H })
    expect(forNew).toHaveValue('1')
    expect([...forNew.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '不使用签名',
      '中文签名',
      'English',
      '简短签名',
    ])
    await user.selectOptions(forNew, '4')
    await user.selectOptions(screen.getByRole('combobox', { name: '回复和转发默认签名', ...H }), '')
    await user.click(screen.getByRole('button', { name: '保存', ...H }))
    expect(await screen.findByText('保存成功', {}, LONG)).toBeInTheDocument()
    expect(puts.calls).toHaveLength(1)
    puts.stop()
    const stored = signaturesOfDemo()
    expect(stored.filter((s) => s.is_default_new).map((s) => s.id)).toEqual([4])
    expect(stored.filter((s) => s.is_default_reply)).toEqual([])
    const shortRow = await screen.findByRole('listitem', { name: '简短签名', ...H })
    await waitFor(() => expect(within(shortRow).getByText('新邮件默认')).toBeInTheDocument())
  })
})
