/**
 * The full contact form against the fake backend (issue 13): the rules' exact messages before any
 * call, one create with every field, a server refusal on its field with what was typed kept, an
 * edit that loads the contact (and retries a failed load), and the discard-changes question.
 */
import '../auth/jsdomShims.ts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { db } from '../../../mocks/db/index.ts'
import {
  ContactFormDialog,
  type ContactFormDialogProps,
} from '../../../src/features/contacts/form/ContactFormDialog.tsx'
import type { Locale } from '../../../src/i18n/locales.ts'
import { DEMO_USER, server } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

configure({ asyncUtilTimeout: 8_000 })
const user = userEvent.setup({ delay: null })

/** The demo book's zh-hans contact with every field filled (mocks/seed/text/contact-details.ts). */
const FULL = 'hr@partner.example.cn'

function countCalls(method: string, path: RegExp) {
  const calls: Request[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) calls.push(request)
  })
  return calls
}

async function openForm(props: Partial<ContactFormDialogProps> = {}, locale: Locale = 'en') {
  const onSaved = vi.fn()
  const onClose = vi.fn()
  const Page = () => <ContactFormDialog open onSaved={onSaved} onClose={onClose} {...props} />
  await openPage(Page, '/setting/contact-form', { locale })
  const dialog = await screen.findByRole('dialog', { hidden: true })
  return { dialog, onSaved, onClose }
}

const box = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).findByRole('textbox', { name, hidden: true })

const mine = () => db.contacts.findMany((q) => q.where({ owner: DEMO_USER.username }))

describe('ContactFormDialog', { timeout: 40_000 }, () => {
  it('checks every rule with its message before any call, then creates with every field', async () => {
    const posts = countCalls('POST', /^\/api\/contact\/contacts\/$/)
    const { dialog, onSaved } = await openForm({
      initial: { fullname: 'Li Na' },
      defaultGroupId: 3,
    })
    const save = await within(dialog).findByRole('button', { name: 'Save', hidden: true })
    await user.click(save)
    expect(await within(dialog).findByText('Please enter the email address!')).toBeInTheDocument()

    await user.type(await box(dialog, /Email address/), 'li.na@')
    await user.type(await box(dialog, 'Mobile number'), '12345')
    await user.click(
      within(dialog).getByRole('button', { name: 'Web, IM and notes', hidden: true }),
    )
    await user.type(await box(dialog, 'QQ'), '12')
    await user.click(save)
    expect(await within(dialog).findByText('The email address is not valid!')).toBeVisible()
    expect(within(dialog).getByText('Enter a valid mobile number.')).toBeVisible()
    expect(within(dialog).getByText('A QQ number is 5 to 12 digits.')).toBeVisible()
    expect(posts).toHaveLength(0)

    await user.clear(await box(dialog, /Email address/))
    await user.type(await box(dialog, /Email address/), 'li.na@example.com')
    await user.clear(await box(dialog, 'Mobile number'))
    await user.type(await box(dialog, 'Mobile number'), '+86 138 0013 8000')
    await user.clear(await box(dialog, 'QQ'))
    await user.type(await box(dialog, 'QQ'), '123456')
    await user.type(await box(dialog, 'Notes'), 'Met at the fair')
    await user.click(within(dialog).getByRole('button', { name: 'Work', hidden: true }))
    await user.type(await box(dialog, 'Company'), 'Example Ltd')
    await user.click(save)

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    expect(posts).toHaveLength(1)
    const stored = mine().find((c) => c.email === 'li.na@example.com')
    expect(stored).toMatchObject({
      fullname: 'Li Na',
      mobile: '+86 138 0013 8000',
      im_qq: '123456',
      remark: 'Met at the fair',
      company: 'Example Ltd',
      groups_selected: [3],
    })
    expect(onSaved).toHaveBeenCalledWith({
      contact_id: stored?.contact_id,
      email: 'li.na@example.com',
      fullname: 'Li Na',
    })
  })

  it('shows the server’s refusal on its field and keeps what was typed', async () => {
    const { dialog, onSaved } = await openForm({}, 'zh-hans')
    await user.type(await box(dialog, /邮箱地址/), FULL)
    await user.type(await box(dialog, '姓名'), '另一个王雪梅')
    await user.click(within(dialog).getByRole('button', { name: '保存', hidden: true }))
    const email = await box(dialog, /邮箱地址/)
    await waitFor(() => expect(email).toHaveAccessibleDescription('该联系人已存在'))
    expect(email).toHaveValue(FULL)
    expect(await box(dialog, '姓名')).toHaveValue('另一个王雪梅')
    expect(onSaved).not.toHaveBeenCalled()
    // Editing the field drops the server's text.
    await user.type(email, 'x')
    expect(within(dialog).queryByText('该联系人已存在')).toBeNull()
  })

  it('edit loads the contact with every value, after a failed load and a retry', async () => {
    const contact = mine().find((c) => c.email === FULL)!
    let failures = 1
    server.use(
      http.get('*/api/contact/contacts/:id/', () =>
        failures-- > 0 ? HttpResponse.error() : undefined,
      ),
    )
    const { dialog } = await openForm({ contactId: contact.contact_id }, 'zh-hans')
    expect(within(dialog).getByRole('heading', { name: '编辑联系人', hidden: true })).toBeVisible()
    await user.click(await within(dialog).findByRole('button', { name: '重试', hidden: true }))
    expect(await box(dialog, /邮箱地址/)).toHaveValue(FULL)
    expect(await box(dialog, '姓名')).toHaveValue('王雪梅')
    expect(await box(dialog, '手机号码')).toHaveValue('139 5718 2046')
    // Sections with values open by themselves.
    expect(await box(dialog, '公司')).toHaveValue('杭州云帆科技有限公司')
    expect(await box(dialog, '家庭地址')).toHaveValue(contact.home_address)
    expect(await box(dialog, 'MSN')).toHaveValue('xuemei.wang@partner.example.cn')
    expect(within(dialog).getByDisplayValue('1986-04-18')).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: '性别', hidden: true })).toHaveValue(
      'female',
    )
  })

  it('asks before discarding changes, and keeps them when told to', async () => {
    const { dialog, onClose } = await openForm({ initial: { email: 'a@example.com' } })
    await user.type(await box(dialog, 'Name'), 'A')
    const cancel = within(dialog).getByRole('button', { name: 'Cancel', hidden: true })
    await user.click(cancel)
    const question = await screen.findByRole('alertdialog', {
      name: 'Discard changes?',
      hidden: true,
    })
    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }))
    expect(onClose).not.toHaveBeenCalled()
    expect(await box(dialog, 'Name')).toHaveValue('A')

    await user.click(cancel)
    await user.click(
      within(await screen.findByRole('alertdialog', { hidden: true })).getByRole('button', {
        name: 'Discard changes',
        hidden: true,
      }),
    )
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes untouched without asking', async () => {
    const { dialog, onClose } = await openForm({ initial: { email: 'a@example.com' } })
    await box(dialog, 'Name')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
