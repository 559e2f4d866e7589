/**
 * /contact/oab against the fake backend (issue 13): the department tree opens a branch's
 * children only when expanded, a department lists its members (with its sub-departments) paged
 * by 10, search asks the server, write mail hands the ticked members (or a whole department) to
 * compose, and a member's card opens the contact form prefilled.
 */
import '../auth/jsdomShims.ts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { OabPage } from '../../../src/features/contacts/directory/DirectoryBookPages.tsx'
import { composedTo, openPage } from '../../support/pageHarness.tsx'

const user = userEvent.setup({ delay: null })
// The first load seeds the fake backend: slow on busy cores.
const SLOW = { timeout: 15_000 }

type Api = Awaited<ReturnType<typeof openPage>>['api']

async function departmentTree(api: Api) {
  const { data } = await api.GET('/api/contact/departments/')
  if (!data) throw new Error('no departments')
  return data
}

async function membersOf(api: Api, deptId?: number, search?: string) {
  const query = { page: 1, page_size: 1000, dept_id: deptId, ...(search ? { search } : {}) }
  const { data } = await api.GET('/api/contact/departments/members/', { params: { query } })
  if (!data) throw new Error('no members')
  return data
}

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Contacts' }))
    .getAllByRole('row')
    .slice(1)

describe('the organisation book', { timeout: 40_000 }, () => {
  it('shows a branch children only once opened, and a department its members paged by 10', async () => {
    const { api } = await openPage(OabPage, '/contact/oab', { locale: 'en' })
    const tree = await screen.findByRole('tree', { name: 'Departments' }, SLOW)
    const [root] = await departmentTree(api)
    const branch = root!.children!.find((d) => (d.children ?? []).length > 0)!
    const leaf = branch.children![0]!
    expect(within(tree).getByRole('treeitem', { name: branch.label })).toBeInTheDocument()
    expect(within(tree).queryByRole('treeitem', { name: leaf.label })).toBeNull()

    // The whole organisation first: 10 rows and the pager's total.
    const everyone = await membersOf(api)
    expect(everyone.count).toBeGreaterThan(10)
    await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW)
    expect(screen.getByText(`${everyone.count} contacts`)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() =>
      expect(within(rowsOf()[0]!).getByText(everyone.results[10]!.username)).toBeInTheDocument(),
    )

    await user.click(within(tree).getByRole('treeitem', { name: branch.label }))
    const inBranch = await membersOf(api, branch.id)
    await waitFor(() => expect(screen.getByText(`${inBranch.count} contacts`)).toBeInTheDocument())
    expect(rowsOf()).toHaveLength(Math.min(10, inBranch.count))
    // A new department starts again at page 1.
    expect(within(rowsOf()[0]!).getByText(inBranch.results[0]!.username)).toBeInTheDocument()
    expect(await within(tree).findByRole('treeitem', { name: leaf.label })).toBeInTheDocument()
  })

  it('moves through the tree with the keyboard', async () => {
    const { api } = await openPage(OabPage, '/contact/oab', { locale: 'en' })
    const tree = await screen.findByRole('tree', { name: 'Departments' }, SLOW)
    const [root] = await departmentTree(api)
    const top = within(tree).getAllByRole('treeitem')[0]!
    top.focus()
    await user.keyboard('{ArrowDown}')
    const first = within(tree).getByRole('treeitem', { name: root!.label })
    expect(first).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'))
    const inRoot = await membersOf(api, root!.id)
    await waitFor(() => expect(screen.getByText(`${inRoot.count} contacts`)).toBeInTheDocument())
  })

  it('searches the members on the server', async () => {
    const { api } = await openPage(OabPage, '/contact/oab', { locale: 'en' })
    await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW)
    const everyone = await membersOf(api)
    const someone = everyone.results[13]!
    const found = await membersOf(api, undefined, someone.name.toLowerCase())
    await user.type(
      screen.getByRole('searchbox', { name: 'Search name or email address' }),
      `${someone.name}{Enter}`,
    )
    await waitFor(() => expect(rowsOf()).toHaveLength(found.count))
    expect(within(rowsOf()[0]!).getByText(someone.username)).toBeInTheDocument()
    await user.clear(screen.getByRole('searchbox', { name: 'Search name or email address' }))
    await waitFor(() => expect(rowsOf()).toHaveLength(10))
  })

  it('writes to the ticked members, and to a whole department', async () => {
    const { api } = await openPage(OabPage, '/contact/oab', { locale: 'en' })
    await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW)
    const everyone = await membersOf(api)
    const [a, b] = everyone.results
    const write = screen.getByRole('button', { name: 'Email selected' })
    expect(write).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: `Select ${a!.name}` }))
    await user.click(screen.getByRole('checkbox', { name: `Select ${b!.name}` }))
    await user.click(write)
    expect(await composedTo()).toEqual([
      [a!.username, a!.name],
      [b!.username, b!.name],
    ])
  })

  it('writes to every member of a department, past the first page', async () => {
    const { api } = await openPage(OabPage, '/contact/oab', { locale: 'en' })
    const tree = await screen.findByRole('tree', { name: 'Departments' }, SLOW)
    const [root] = await departmentTree(api)
    const biggest = root!.children!.find((d) => (d.children ?? []).length > 0)!
    expect(screen.queryByRole('button', { name: 'Email whole department' })).toBeNull()
    await user.click(within(tree).getByRole('treeitem', { name: biggest.label }))
    await user.click(await screen.findByRole('button', { name: 'Email whole department' }))
    const members = await membersOf(api, biggest.id)
    const to = await composedTo()
    expect(to.map(([address]) => address).sort()).toEqual(
      members.results.map((m) => m.username).sort(),
    )
  })

  it("opens a member's card, and adds them to the personal contacts from it", async () => {
    const { api } = await openPage(OabPage, '/contact/oab', { locale: 'en' })
    await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW)
    const someone = (await membersOf(api)).results[2]!
    await user.click(screen.getByRole('button', { name: someone.name }))
    const card = await screen.findByRole('dialog', { name: someone.name })
    expect(within(card).getByText(someone.username)).toBeInTheDocument()
    expect(within(card).getByText(someone.department)).toBeInTheDocument()
    if (someone.position) expect(within(card).getByText(someone.position)).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Add to personal contacts' }))
    const form = await screen.findByRole('dialog')
    expect(await within(form).findByDisplayValue(someone.username, {}, SLOW)).toBeInTheDocument()
    expect(within(form).getByDisplayValue(someone.name)).toBeInTheDocument()
    // The full form opens its work section for the prefilled department and position.
    expect(within(form).getByDisplayValue(someone.department)).toBeInTheDocument()
    if (someone.position)
      expect(within(form).getByDisplayValue(someone.position)).toBeInTheDocument()
  })

  it('writes to a member from the card', async () => {
    const { api } = await openPage(OabPage, '/contact/oab', { locale: 'en' })
    await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW)
    const someone = (await membersOf(api)).results[4]!
    await user.click(screen.getByRole('button', { name: someone.name }))
    const card = await screen.findByRole('dialog', { name: someone.name })
    await user.click(within(card).getByRole('button', { name: 'Compose' }))
    expect(await composedTo()).toEqual([[someone.username, someone.name]])
  })
})
