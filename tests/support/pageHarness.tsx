/**
 * What the page tests share: a signed-in session on the fake backend (authHarness), a memory
 * router with the page under test at its path, the mailbox route that "write mail" goes to (it
 * shows the compose deep link it was given), one other page to leave to (the unsaved-changes
 * prompt holds router navigations), and a client of the fake backend as the oracle. A section
 * with its own layout and a map of pages (the file centre's /file/$page) opens the same way, and
 * the steps of a page built on a selectable <table> (its rows, selecting by checkbox) are here
 * for the next such page.
 */
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
  useParams,
} from '@tanstack/react-router'
import { Suspense, type ComponentType } from 'react'
import { waitFor } from 'xstate'
import type { Locale } from '../../src/i18n/locales.ts'
import { deepLinkOf, type MailboxDeepLink } from '../../src/features/mailbox/mailboxDeepLink.ts'
import { parseMailboxSearch } from '../../src/features/mailbox/mailboxSearch.ts'
import { startHarness } from '../unit/auth/authHarness.tsx'
import { renderWithProviders } from './render.tsx'
import { testClient, tokenFor } from './server.ts'

export interface PageOptions {
  username?: string
  locale?: Locale
}

/** Renders a route tree at `path` for a user signed in on the fake backend. */
export async function openRoutes(
  path: string,
  routes: (root: AnyRoute) => AnyRoute[],
  { username = 'demo', locale = 'zh-hans' }: PageOptions = {},
) {
  const token = await tokenFor(username)
  const harness = startHarness({ token, path })
  await waitFor(harness.session, (s) => s.matches('signedIn'))
  const rootRoute = createRootRoute({ component: Outlet })
  const mailboxRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/mailbox/innerbox/$boxId',
    validateSearch: parseMailboxSearch,
    component: function Mailbox() {
      const search = mailboxRoute.useSearch()
      return <output aria-label="compose link">{JSON.stringify(deepLinkOf(search))}</output>
    },
  })
  const elsewhereRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/elsewhere',
    component: () => <p>elsewhere</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([...routes(rootRoute), mailboxRoute, elsewhereRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  renderWithProviders(<RouterProvider router={router} />, { locale, session: harness.session })
  return { ...harness, router, api: testClient(token) }
}

/** One page at `path` (e.g. `/setting/tag`, `/contact/oab`). */
export function openPage(Page: ComponentType, path: string, options?: PageOptions) {
  return openRoutes(
    path,
    (root) => [createRoute({ getParentRoute: () => root, path, component: () => <Page /> })],
    options,
  )
}

/** The [address, name] pairs the mailbox's compose deep link opens with. */
export async function composedTo(): Promise<[string, string][]> {
  const link = await screen.findByRole('status', { name: 'compose link' }, { timeout: 15_000 })
  const parsed = JSON.parse(link.textContent ?? 'null') as MailboxDeepLink | null
  if (parsed?.kind !== 'compose') throw new Error(`not a compose link: ${link.textContent}`)
  return parsed.to
}

/**
 * A section at `/<section>` with its layout and the pages of `pages` at `/<section>/$page`,
 * each lazily loaded as in the app (e.g. `/file` with FilesLayout and FILE_PAGE_COMPONENTS).
 */
export function openSection(
  path: string,
  section: string,
  Layout: ComponentType,
  pages: Partial<Record<string, ComponentType>>,
  options?: PageOptions,
) {
  function SectionPage() {
    const { page } = useParams({ strict: false }) as { page: string }
    const Page = pages[page]
    if (!Page) return <p>later version</p>
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    )
  }
  return openRoutes(
    path,
    (root) => {
      const sectionRoute = createRoute({
        getParentRoute: () => root,
        path: `/${section}`,
        component: () => <Layout />,
      })
      const pageRoute = createRoute({
        getParentRoute: () => sectionRoute,
        path: '/$page',
        component: SectionPage,
      })
      return [sectionRoute.addChildren([pageRoute])]
    },
    options,
  )
}

const SLOW = { timeout: 15_000 }

/** A list page's <table>, by its accessible name (the open folder's, for a disk). */
export const listTable = (name: string) => screen.findByRole('table', { name }, SLOW)

/** The text of one column (default: the name, after the checkbox) of each body row. */
export async function listColumn(name: string, column = 1): Promise<(string | null)[]> {
  return within(await listTable(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]!.textContent)
}

/** Ticks the row checkbox of each item (labelled "选择 <name>"), adding to the selection. */
export async function selectByCheckbox(user: UserEvent, ...names: string[]): Promise<void> {
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `选择 ${name}` }))
}
