/**
 * The remark editor and the tag dialog against the fake backend: the spec's two remark messages
 * without a call, a saved remark, the tag form's rules and its default colour, and a created tag.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { Remark } from '../../../src/features/mail-actions/Remark.tsx'
import { RemarkEditor } from '../../../src/features/mail-actions/RemarkEditor.tsx'
import { TagCreateDialog } from '../../../src/features/mail-actions/TagCreateDialog.tsx'
import { server } from '../../support/server.ts'
import { renderSignedIn } from '../mailbox/list/listHarness.tsx'

const user = userEvent.setup({ delay: null })

function bodiesOf(path: string): unknown[] {
  const bodies: unknown[] = []
  const listener = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) bodies.push(await request.clone().json())
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return bodies
}

async function firstInboxUid(): Promise<number> {
  const { api } = await import('../../../src/app/services.ts')
  const { data } = await api().GET('/api/mail/messages/', {
    params: { query: { folder: 'INBOX', page: 1, page_size: 1 } },
  })
  return data!.results[0]!.uid
}

describe('RemarkEditor', { timeout: 30_000 }, () => {
  it('refuses empty and over-long remarks, then saves the trimmed text', async () => {
    const saves = bodiesOf('/api/mail/messages/remark/')
    const onIdle = vi.fn()
    let uid = 0
    await renderSignedIn(async () => {
      uid = await firstInboxUid()
      return <RemarkEditor folder="INBOX" uid={uid} remark="" startEditing onIdle={onIdle} />
    })
    const box = await screen.findByRole('textbox', { name: '备注' })
    await user.click(screen.getByRole('button', { name: '保存' }))
    // M-TEXT-2
    expect(screen.getByText('请输入备注！')).toBeInTheDocument()
    await user.type(box, '长'.repeat(201))
    await user.click(screen.getByRole('button', { name: '保存' }))
    // M-TEXT-3; C-LIMIT-3: 201 characters are refused
    expect(screen.getByText('不能超过 200 个字符！')).toBeInTheDocument()
    expect(saves).toHaveLength(0)

    await user.clear(box)
    await user.type(box, '  回电客户  ')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('回电客户')).toBeInTheDocument()
    expect(saves).toEqual([{ folder: 'INBOX', uid, remark: '回电客户' }])
    expect(screen.getByRole('button', { name: '编辑备注' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '删除备注' }))
    await waitFor(() => expect(screen.queryByText('回电客户')).not.toBeInTheDocument())
    expect(onIdle).toHaveBeenCalled()
  })
})

// The list's remark (decision 349): the text and its buttons first, the editor on the first click.
describe('Remark', { timeout: 30_000 }, () => {
  it('shows the saved remark, then edits it through the editor it loads', async () => {
    const saves = bodiesOf('/api/mail/messages/remark/')
    let uid = 0
    await renderSignedIn(async () => {
      uid = await firstInboxUid()
      return <Remark folder="INBOX" uid={uid} remark="旧备注" />
    })
    expect(await screen.findByText('旧备注')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: '备注' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '编辑备注' }))
    const box = await screen.findByRole('textbox', { name: '备注' })
    expect(box).toHaveValue('旧备注')
    await user.clear(box)
    await user.type(box, '新备注')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('新备注')).toBeInTheDocument()
    expect(saves).toEqual([{ folder: 'INBOX', uid, remark: '新备注' }])
  })

  it('deletes on the first click on delete', async () => {
    const deletes: string[] = []
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/api/mail/messages/remark'))
        deletes.push(request.method)
    }
    server.events.on('request:start', listener)
    onTestFinished(() => {
      server.events.removeListener('request:start', listener)
    })
    await renderSignedIn(async () => (
      <Remark folder="INBOX" uid={await firstInboxUid()} remark="待删除" />
    ))
    await user.click(await screen.findByRole('button', { name: '删除备注' }))
    await waitFor(() => expect(screen.queryByText('待删除')).not.toBeInTheDocument())
    expect(deletes).toHaveLength(1)
  })
})

// R-LIST-8: the add-tag dialog
describe('TagCreateDialog', { timeout: 30_000 }, () => {
  it('needs a name, preselects #33B679 and creates the tag trimmed', async () => {
    const creates = bodiesOf('/api/mail/tags/')
    const onCreated = vi.fn()
    await renderSignedIn(<TagCreateDialog open onClose={() => undefined} onSaved={onCreated} />)
    const dialog = await screen.findByRole('dialog')
    // R-DATA-4, C-LIMIT-4: 16 presets, #33B679 preselected, names up to 20 characters
    expect(screen.getAllByRole('radio')).toHaveLength(16)
    expect(screen.getByRole('radio', { name: '#33B679' })).toHaveAttribute('aria-checked', 'true')
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByText('请输入标签名称')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /标签名称/ }), 'x'.repeat(21))
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByText('标签名称不能超过 20 个字符')).toBeInTheDocument()
    expect(creates).toHaveLength(0)

    await user.clear(screen.getByRole('textbox', { name: /标签名称/ }))
    await user.type(screen.getByRole('textbox', { name: /标签名称/ }), '  重要客户 ')
    await user.click(screen.getByRole('radio', { name: '#D50000' }))
    await user.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(creates).toEqual([{ name: '重要客户', color: '#D50000' }])
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ name: '重要客户', color: '#D50000' })
    expect(dialog).toBeInTheDocument()
  })

  // M-ERR-18
  it("shows the server's first name error when creating fails, and stays open", async () => {
    server.use(
      http.post('*/api/mail/tags/', () =>
        HttpResponse.json({ name: ['标签名称已存在', '其他'] }, { status: 400 }),
      ),
    )
    const onCreated = vi.fn()
    await renderSignedIn(<TagCreateDialog open onClose={() => undefined} onSaved={onCreated} />)
    const dialog = await screen.findByRole('dialog')
    await user.type(screen.getByRole('textbox', { name: /标签名称/ }), '重要')
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(await screen.findByText('标签名称已存在')).toBeInTheDocument()
    expect(screen.queryByText('其他')).toBeNull()
    expect(onCreated).not.toHaveBeenCalled()
    expect(dialog).toBeInTheDocument()
  })
})
