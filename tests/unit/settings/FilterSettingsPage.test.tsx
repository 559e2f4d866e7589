/**
 * R-DATA-16, R-VALID-23. /setting/filter against the fake backend: the rules in priority order with their conditions
 * and actions; a new rule is checked before any call (the rule's messages), saved with one call
 * and listed; a refusal keeps the dialog and the input; a delete is asked first.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import FilterSettingsPage from '../../../src/features/settings/filter/FilterSettingsPage.tsx'
import { recordWrites } from '../../support/server.ts'
import { openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }

describe('FilterSettingsPage', { timeout: 40_000 }, () => {
  it('lists, checks, creates, refuses with the server’s words, and deletes after asking', async () => {
    await openPage(FilterSettingsPage, '/setting/filter', { locale: 'en' })
    const table = await screen.findByRole('table', { name: 'Rules' }, SLOW)
    const rows = () => within(table).getAllByRole('row').slice(1)
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('账单归档'),
      expect.stringContaining('Newsletters'),
    ])
    expect(rows()[1]).toHaveTextContent('Subject contains "電子報", or From contains "newsletter@"')

    const writes = recordWrites()
    await user.click(screen.getByRole('button', { name: 'New rule' }))
    const dialog = await screen.findByRole('dialog', { name: 'New inbox rule' })
    expect(within(dialog).getByRole('textbox', { name: 'Priority' })).toHaveValue('3')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Please enter a rule name')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Please enter what the condition looks for'),
    ).toBeInTheDocument()
    expect(writes).toEqual([])

    // The same name as an existing rule: the server refuses, the dialog keeps the input.
    await user.type(within(dialog).getByRole('textbox', { name: /Rule name/ }), 'Newsletters')
    await user.click(within(dialog).getByRole('button', { name: 'Add condition' }))
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Condition 2 field' }),
      'size',
    )
    expect(within(dialog).getByRole('combobox', { name: 'Condition 2 comparison' })).toHaveValue(
      'gt',
    )
    await user.type(within(dialog).getByRole('textbox', { name: 'Condition 1 value' }), 'Invoice')
    await user.type(within(dialog).getByRole('textbox', { name: 'Condition 2 value' }), '2048')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Action' }), 'forward')
    await user.type(within(dialog).getByRole('textbox', { name: 'Forwarding address' }), 'boss@')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument()
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Forwarding address' }),
      'huayu.example.com',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      // The fake server answers in the session's language (the harness's is zh-hans).
      await within(dialog).findByText('已有同名的过滤规则'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Condition 2 value' })).toHaveValue('2048')

    const name = within(dialog).getByRole('textbox', { name: /Rule name/ })
    await user.clear(name)
    await user.type(name, 'Big invoices')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Rule saved')).toBeInTheDocument()
    const added = (await within(table).findByText('Big invoices')).closest('tr')!
    expect(added).toHaveTextContent('Subject contains "Invoice", and Size is larger than 2048 KB')
    expect(added).toHaveTextContent('Forward to boss@huayu.example.com')
    expect(writes).toEqual(['POST /api/setting/filters/', 'POST /api/setting/filters/'])

    // The rule dialog is closing: until it is gone the page behind it is hidden from the tree.
    await user.click(await within(table).findByRole('button', { name: 'Delete 账单归档' }, SLOW))
    const question = await screen.findByRole('alertdialog', { name: 'Delete inbox rule' })
    expect(question).toHaveTextContent('Delete the rule "账单归档"?')
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Rule deleted')).toBeInTheDocument()
    await waitFor(() => expect(within(table).queryByText('账单归档')).toBeNull())
  })
})
