/**
 * The pab toolbar's import and export against the fake backend, end to end in the DOM (issue 13
 * "Import and export"; the e2e journey waits for the pab page, tests/e2e/contacts/
 * importExport.spec.ts): a 1,000-row xlsx with duplicates imported both ways, a refused file
 * with its exact text, a column mapped by hand with failed rows listed, and export → import →
 * the same contacts.
 */
import '../auth/jsdomShims.ts'
import { Blob as NodeBlob } from 'node:buffer'
import * as XLSX from '@e965/xlsx'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { db } from '../../../mocks/db/index.ts'
import { ContactsMoreMenu } from '../../../src/features/contacts/transfer/ContactsMoreMenu.tsx'
import { CONTACT_FIELDS } from '../../../src/domain/contacts/transfer/index.ts'
import { renderWithProviders } from '../../support/render.tsx'
import { mockControl, tokenFor } from '../../support/server.ts'
import { startHarness } from '../auth/authHarness.tsx'

// jsdom's FormData and Blob are not the ones Node's fetch (msw) can read: multipart bodies would
// arrive as '[object FormData]'. The browser has one realm; the test borrows Node's pair.
const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor
globalThis.FormData = NodeFormData as typeof FormData
globalThis.Blob = NodeBlob as typeof Blob

const user = userEvent.setup({ delay: null, applyAccept: false })
const SLOW = { timeout: 30_000 }
const demoContacts = () => db.contacts.all().filter((c) => c.owner === 'demo')
const byEmail = (email: string) => demoContacts().find((c) => c.email === email)

async function renderToolbar(groupId = -1, selectedIds: number[] = []) {
  const harness = startHarness({ token: await tokenFor('demo'), path: '/contact/pab' })
  await waitForActor(harness.session, (s) => s.matches('signedIn'))
  const onImported = vi.fn()
  renderWithProviders(
    <ContactsMoreMenu groupId={groupId} selectedIds={selectedIds} onImported={onImported} />,
    { locale: 'zh-hans', session: harness.session },
  )
  return { onImported }
}

async function openImport() {
  await user.click(screen.getByRole('button', { name: '更多' }))
  await user.click(await screen.findByRole('menuitem', { name: '导入联系人' }))
  return screen.findByRole('dialog', { name: '导入联系人' }, SLOW)
}

async function pick(file: File) {
  await user.upload(screen.getByTestId('contact-import-file'), file)
}

function bulkXlsx(): File {
  const existing = demoContacts()[0]!
  const rows: (string | number)[][] = [['姓名', '邮箱', '手机']]
  for (let i = 0; i < 1000; i++) {
    // Every 10th row repeats the row before it; row 502 is an address already in the book.
    const n = i % 10 === 9 ? i - 1 : i
    rows.push([`批量${n}`, i === 500 ? existing.email : `bulk${n}@example.com`, 13_900_000_000 + n])
  }
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1')
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer
  return new File([bytes], 'bulk.xlsx')
}

const count = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByRole('list', { name: '导入结果' })).getByRole('listitem', {
    name: new RegExp(`^${label} `),
  }).textContent

beforeEach(() => mockControl.reset(), 60_000)

describe('import dialog', () => {
  it('a 1,000-row xlsx with duplicates: ignore, then overwrite from the result', async () => {
    const { onImported } = await renderToolbar()
    const before = demoContacts().length
    const dialog = await openImport()
    const file = bulkXlsx()
    await pick(file)
    expect(await within(dialog).findByText(/文件中共 1000 行/, {}, SLOW)).toBeInTheDocument()
    // The guessed mapping, shown in each column's drop-down.
    expect(within(dialog).getByRole('combobox', { name: '“邮箱”列导入为' })).toHaveValue('email')
    expect(within(dialog).getByRole('combobox', { name: '“手机”列导入为' })).toHaveValue('mobile')
    expect(within(dialog).getByRole('radio', { name: '忽略，保留原联系人' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }))
    await within(dialog).findByText('导入完成。', {}, SLOW)
    expect(count(dialog, '新增')).toBe('899新增')
    expect(count(dialog, '跳过')).toBe('101跳过')
    expect(count(dialog, '更新')).toBe('0更新')
    expect(demoContacts()).toHaveLength(before + 899)
    expect(onImported).toHaveBeenCalledTimes(1)

    await user.click(within(dialog).getByRole('button', { name: '导入其他文件' }))
    await pick(file)
    await within(dialog).findByText(/文件中共 1000 行/, {}, SLOW)
    await user.click(within(dialog).getByRole('radio', { name: '覆盖原联系人' }))
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }))
    await within(dialog).findByText('导入完成。', {}, SLOW)
    expect(count(dialog, '更新')).toBe('1000更新')
    expect(count(dialog, '新增')).toBe('0新增')
    expect(demoContacts()).toHaveLength(before + 899)
    expect(byEmail(demoContacts()[0]!.email)?.fullname).toBe('批量500')
  }, 120_000)

  it.each([
    ['contacts.pdf', 'x', '只能导入 xls、xlsx、csv 或 vcf 文件'],
    ['contacts.csv', '', '文件是空的，请选择其他文件'],
    ['contacts.vcf', 'BEGIN:NOTHING', '无法读取该文件，请检查文件格式'],
  ])(
    '%s %j is refused with its text',
    async (name, content, text) => {
      await renderToolbar()
      const dialog = await openImport()
      await pick(new File(content ? [content] : [], name))
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text)
      expect(within(dialog).getByRole('button', { name: '选择文件' })).toBeEnabled()
    },
    30_000,
  )

  it('a column mapped by hand; rows without an address are listed with their row', async () => {
    await renderToolbar()
    const dialog = await openImport()
    await pick(
      new File(['称呼,联络\r\n甲,jia@example.cn\r\n乙,\r\n丙,not-an-address\r\n'], 'x.csv'),
    )
    await within(dialog).findByText(/文件中共 3 行/)
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请指定邮箱所在的列')
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: '“联络”列导入为' }),
      'email',
    )
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: '“称呼”列导入为' }),
      'fullname',
    )
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }))
    await within(dialog).findByText('导入完成。', {}, SLOW)
    const failures = within(dialog).getByRole('table', { name: '未导入的行' })
    const rows = within(failures)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent)
    expect(rows).toEqual(['3缺少邮箱地址', '4邮箱地址格式不正确'])
    expect(byEmail('jia@example.cn')?.fullname).toBe('甲')
  }, 60_000)
})

describe('export', () => {
  it('exports the selected contacts as csv, and that file imports back to the same contacts', async () => {
    const picked = demoContacts().slice(0, 3)
    await renderToolbar(
      -1,
      picked.map((c) => c.contact_id),
    )
    const saved: Blob[] = []
    const names: string[] = []
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (saved.push(blob), 'blob:contacts')),
      revokeObjectURL: vi.fn(),
    })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    await user.click(screen.getByRole('button', { name: '更多' }))
    await user.click(await screen.findByRole('menuitem', { name: '导出联系人' }))
    expect(await screen.findByText('导出选中的 3 个联系人')).toBeInTheDocument()
    await user.click(screen.getByRole('menuitem', { name: 'CSV 文件（csv）' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(names).toEqual(['contacts.csv'])

    const fieldsOf = (emails: string[]) =>
      demoContacts()
        .filter((c) => emails.includes(c.email))
        .map((c) => Object.fromEntries(CONTACT_FIELDS.map((f) => [f, c[f]])))
        .sort((a, b) => a.email!.localeCompare(b.email!))
    const emails = picked.map((c) => c.email)
    const before = fieldsOf(emails)
    await db.contacts.deleteMany((q) =>
      q.where({ owner: 'demo', contact_id: (id) => picked.some((c) => c.contact_id === id) }),
    )
    const dialog = await openImport()
    await pick(new File([await saved[0]!.arrayBuffer()], 'contacts.csv'))
    await within(dialog).findByText(/文件中共 3 行/)
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }))
    await within(dialog).findByText('导入完成。', {}, SLOW)
    expect(count(dialog, '新增')).toBe('3新增')
    expect(fieldsOf(emails)).toEqual(before)
  }, 60_000)
})
