/**
 * The import dialog against the fake backend: folders without Drafts, a real .eml imported end
 * to end (hash, test, state, chunk, finish) with the change event, and the two refusals the user
 * reads before anything is sent: an empty file and a file over the remaining capacity.
 */
import '../auth/jsdomShims.ts'
import { Blob as NodeBlob } from 'node:buffer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import ImportMailDialog from '../../../src/features/mailbox/import/ImportMailDialog.tsx'
import { useMailboxVersion } from '../../../src/features/common/mailboxEvents.ts'
import { db } from '../../../mocks/db/index.ts'
import { startHarness } from '../auth/authHarness.tsx'
import { renderWithProviders } from '../../support/render.tsx'
import { DEMO_USER, tokenFor } from '../../support/server.ts'
import { EML_CORPUS } from '../../support/fixtures.ts'

// jsdom's FormData and Blob are not the ones Node's fetch (msw) can read: multipart bodies would
// arrive as '[object FormData]'. The browser has one realm; the test borrows Node's pair.
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor
globalThis.FormData = NodeFormData as typeof FormData
globalThis.Blob = NodeBlob as typeof Blob

const user = userEvent.setup({ delay: null })
const CORPUS = `${EML_CORPUS}/`

function ListVersion() {
  return <output aria-label="list version">{useMailboxVersion('list')}</output>
}

// The modal dialog hides the rest of the page from the accessibility tree.
const listVersion = () =>
  Number(screen.getByRole('status', { name: 'list version', hidden: true }).textContent)

async function openDialog(defaultFolder?: string) {
  startHarness({ token: await tokenFor(), path: '/mailbox' })
  const onClose = vi.fn()
  renderWithProviders(
    <>
      <ImportMailDialog open onClose={onClose} {...(defaultFolder ? { defaultFolder } : {})} />
      <ListVersion />
    </>,
    { locale: 'zh-hans' },
  )
  const dialog = await screen.findByRole('dialog', { name: '导入邮件' })
  // Files are taken once the remaining capacity is known.
  await waitFor(
    () => expect(within(dialog).getByRole('button', { name: '添加邮件文件' })).toBeEnabled(),
    { timeout: 10_000 },
  )
  return { dialog, onClose }
}

const fileInput = () => screen.getByLabelText('选择 .eml 邮件文件')

function emlFile(name: string) {
  return new File([readFileSync(CORPUS + name)], name, { type: 'message/rfc822' })
}

// R-LIST-8: import mails into a folder other than Drafts
describe('ImportMailDialog', { timeout: 30_000 }, () => {
  it('offers every folder but Drafts, starting from the list folder (Drafts → INBOX)', async () => {
    const { dialog } = await openDialog('Drafts')
    const select = within(dialog).getByRole('combobox', { name: '导入到文件夹' })
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(3))
    const values = within(select)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
    expect(values).toContain('INBOX')
    expect(values).not.toContain('Drafts')
    expect(select).toHaveValue('INBOX')
  })

  it('imports an .eml end to end and tells the lists', async () => {
    const { dialog } = await openDialog()
    const before = listVersion()
    await user.upload(fileInput(), emlFile('mail-rb__japanese_iso_2022.eml'))
    const table = within(dialog).getByRole('table', { name: '待导入的邮件文件' })
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('成功'), {
      timeout: 10_000,
    })
    expect(within(table).getByText('mail-rb__japanese_iso_2022.eml')).toBeInTheDocument()
    const stored = db.messages.findMany((q) => q.where({ owner: DEMO_USER.username }))
    expect(stored.filter((m) => m.subject === 'まみむめも')).toHaveLength(1)
    expect(listVersion()).toBe(before + 1)

    await user.click(within(dialog).getByRole('button', { name: '清空列表' }))
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument()
  })

  // R-VALID-19
  it('cancels a zero-byte file with a notice and lists nothing', async () => {
    const { dialog } = await openDialog()
    await user.upload(fileInput(), new File([], 'empty.eml'))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“empty.eml”是空文件，已取消上传',
    )
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument()
  })

  // R-VALID-19, M-ERR-19, M-TEXT-14
  it('refuses a file larger than the remaining capacity with the spec message', async () => {
    await db.accounts.update((q) => q.where({ username: DEMO_USER.username }), {
      data(draft) {
        // 100 bytes left.
        draft.capacity_used_mb = draft.capacity_total_mb - 100 / 1_048_576
      },
    })
    const { dialog } = await openDialog()
    await user.upload(fileInput(), emlFile('mail-rb__attachment_nonascii_filename.eml'))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '上传失败！上传的文件已超出个人邮箱容量！',
    )
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument()
  })

  it('closes from the close button', async () => {
    const { dialog, onClose } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
