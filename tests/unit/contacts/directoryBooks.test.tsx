/**
 * /contact/cab, soab and lab against the fake backend (issue 13): the company book's categories
 * and search, the shared organisation with its domain in the header, and the mailing lists with
 * their type, search and write mail to a list.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  CabPage,
  LabPage,
  SoabPage,
} from '../../../src/features/contacts/directory/DirectoryBookPages.tsx'
import { composedTo, openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
const SLOW = { timeout: 15_000 }

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

describe('the other directory books', { timeout: 40_000 }, () => {
  it('company book: a category lists its contacts; search narrows them; add to personal', async () => {
    const { api } = await openPage(CabPage, '/contact/cab', { locale: 'en' })
    const tree = await screen.findByRole('tree', { name: 'Categories' }, SLOW)
    const { data: categories } = await api.GET('/api/contact/company/categories/')
    const category = categories!.find((c) => (c.children ?? []).length > 0)!
    const { data: inCategory } = await api.GET('/api/contact/company/', {
      params: { query: { page: 1, page_size: 1000, category_id: category.id } },
    })
    await user.click(within(tree).getByRole('treeitem', { name: category.label }))
    await waitFor(() =>
      expect(screen.getByText(`${inCategory!.count} contacts`)).toBeInTheDocument(),
    )
    const someone = inCategory!.results[0]!
    expect(within(rowsOf('Contacts')[0]!).getByText(someone.username)).toBeInTheDocument()
    if (someone.company)
      expect(within(rowsOf('Contacts')[0]!).getByText(someone.company)).toBeInTheDocument()

    const search = screen.getByRole('searchbox', { name: 'Search name or email address' })
    await user.type(search, `${someone.username}{Enter}`)
    await waitFor(() => expect(rowsOf('Contacts')).toHaveLength(1))
    await user.click(screen.getByRole('checkbox', { name: `Select ${someone.fullname}` }))
    await user.click(screen.getByRole('button', { name: 'Add to personal contacts' }))
    const form = await screen.findByRole('dialog')
    expect(await within(form).findByDisplayValue(someone.username, {}, SLOW)).toBeInTheDocument()
  })

  it('shared organisation: the domain in the header, departments and their members', async () => {
    const { api } = await openPage(SoabPage, '/contact/soab', { locale: 'en' })
    const { data: settings } = await api.GET('/api/contact/domain-settings/')
    const cid = settings!.soab_domain_cid
    const { data: everyone } = await api.GET('/api/contact/soab/members/', {
      params: { query: { page: 1, page_size: 1000, domain_cid: cid } },
    })
    const domain = everyone!.results[0]!.username.split('@')[1]!
    expect(await screen.findByText(`Domain: ${domain}`, {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText(`${everyone!.count} contacts`)).toBeInTheDocument())
    const { data: departments } = await api.GET('/api/contact/soab/departments/', {
      params: { query: { domain_cid: cid } },
    })
    const department = departments![0]!.children![0]!
    const { data: inDepartment } = await api.GET('/api/contact/soab/members/', {
      params: { query: { page: 1, page_size: 1000, domain_cid: cid, dept_id: department.id } },
    })
    const tree = screen.getByRole('tree', { name: 'Departments' })
    await user.click(within(tree).getByRole('treeitem', { name: department.label }))
    await waitFor(() =>
      expect(screen.getByText(`${inDepartment!.count} contacts`)).toBeInTheDocument(),
    )
    await user.click(screen.getByRole('button', { name: 'Email whole department' }))
    expect((await composedTo()).map(([address]) => address).sort()).toEqual(
      inDepartment!.results.map((m) => m.username).sort(),
    )
  })

  it('mailing lists: address, name and type, paged; search; write to a list', async () => {
    const { api } = await openPage(LabPage, '/contact/lab', { locale: 'en' })
    const { data: lists } = await api.GET('/api/contact/maillists/', {
      params: { query: { page: 1, page_size: 1000 } },
    })
    await waitFor(
      () => expect(rowsOf('Mailing lists')).toHaveLength(Math.min(10, lists!.count)),
      SLOW,
    )
    expect(screen.queryByRole('tree')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add to personal contacts' })).toBeNull()
    const everyone = lists!.results.find((l) => l.listtype === 'all')!
    const row = rowsOf('Mailing lists').find((r) => within(r).queryByText(everyone.address))!
    expect(within(row).getByText(everyone.listname)).toBeInTheDocument()
    expect(within(row).getByText('Everyone')).toBeInTheDocument()

    const custom = lists!.results.find((l) => l.listtype === 'custom')!
    const search = screen.getByRole('searchbox', { name: 'Search list name or address' })
    await user.type(search, `${custom.address}{Enter}`)
    await waitFor(() => expect(rowsOf('Mailing lists')).toHaveLength(1))
    expect(within(rowsOf('Mailing lists')[0]!).getByText('Custom')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: `Select ${custom.listname}` }))
    await user.click(screen.getByRole('button', { name: 'Email selected lists' }))
    expect(await composedTo()).toEqual([[custom.address, custom.listname]])
  })
})
