/**
 * Every route of product.md §2 with the guard of src/app/routeGuard.ts. Screens are lazy chunks
 * so the login page stays small; screens of later releases show <ComingLater>.
 */
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  Outlet,
  redirect,
} from '@tanstack/react-router'
import { ComingLater } from '../features/common/ComingLater.tsx'
import { lockedCookie, tokenCookie } from './cookies.ts'
import { decideRoute } from './routeGuard.ts'
import {
  CALENDAR_PAGES,
  CONTACT_PAGES,
  FILE_PAGES,
  SETTING_PAGES,
  useScreenTitles,
} from './useScreenTitles.ts'
import { parseMailboxSearch } from '../features/mailbox/mailboxSearch.ts'

export interface RouterContext {
  /** Drops token, locked flag and session data (guard rule for a locked session). */
  clearSession: () => void
}

type Titles = ReturnType<typeof useScreenTitles>
function later(pick: (titles: Titles) => string) {
  return function LaterScreen() {
    return <ComingLater title={pick(useScreenTitles())} />
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context }) => {
    const decision = decideRoute(location.pathname, {
      hasToken: Boolean(tokenCookie.read()),
      isLocked: lockedCookie.isSet(),
    })
    if (decision.clearSession) context.clearSession()
    if (decision.redirectTo) throw redirect({ to: decision.redirectTo, replace: true })
  },
  component: Outlet,
  // Unknown paths go home (and from there to /login when there is no token).
  notFoundComponent: () => <Navigate to="/mailbox/welcome" replace />,
})

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true })
  },
})
const welcomeAlias = createRoute({
  getParentRoute: () => rootRoute,
  path: '/welcome',
  beforeLoad: () => {
    throw redirect({ to: '/mailbox/welcome', replace: true })
  },
})
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: lazyRouteComponent(() => import('../features/auth/LoginPage.tsx')),
})
const lockScreenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lockscreen',
  component: lazyRouteComponent(() => import('../features/auth/LockScreenPage.tsx')),
})
const twoFactorRoute = createRoute({ getParentRoute: () => rootRoute, path: '/twofactor_login', component: later((t) => t.twofactor) })
const fileShareRoute = createRoute({ getParentRoute: () => rootRoute, path: '/fileshare', component: later((t) => t.fileshare) })
const messageInfoRoute = createRoute({ getParentRoute: () => rootRoute, path: '/messageInfo/$uid', component: later((t) => t.messageInfo) })
const previewRoute = createRoute({ getParentRoute: () => rootRoute, path: '/preview', component: later((t) => t.preview) })
const printRoute = createRoute({ getParentRoute: () => rootRoute, path: '/print', component: later((t) => t.print) })
const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  component: lazyRouteComponent(() => import('../features/common/NotFoundPage.tsx')),
})

// Everything below lives inside the main layout.
const layoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: lazyRouteComponent(() => import('./layout/SessionGate.tsx')),
})

const mailboxRoute = createRoute({ getParentRoute: () => layoutRoute, path: '/mailbox' })
const mailboxIndex = createRoute({
  getParentRoute: () => mailboxRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/mailbox/welcome', replace: true })
  },
})
const welcomeRoute = createRoute({
  getParentRoute: () => mailboxRoute,
  path: '/welcome',
  component: lazyRouteComponent(() => import('../features/welcome/WelcomePage.tsx')),
})
const reviewRoute = createRoute({ getParentRoute: () => mailboxRoute, path: '/review', component: later((t) => t.review) })
const innerboxIndex = createRoute({
  getParentRoute: () => mailboxRoute,
  path: '/innerbox',
  beforeLoad: () => {
    throw redirect({ to: '/mailbox/innerbox/$boxId', params: { boxId: 'INBOX' }, replace: true })
  },
})
const innerboxRoute = createRoute({
  getParentRoute: () => mailboxRoute,
  path: '/innerbox/$boxId',
  validateSearch: parseMailboxSearch,
  component: lazyRouteComponent(() => import('../features/mailbox/MailboxPage.tsx')),
})

/**
 * A section with child pages under `/$page` (file, calendar, contact, setting). The first page
 * is the default; an unknown page name goes to it.
 */
function sectionRoutes<const Pages extends readonly string[]>(
  path: '/file' | '/calendar' | '/contact' | '/setting',
  pages: Pages,
  title: (titles: Titles, page: Pages[number]) => string,
) {
  const defaultPage = pages[0] as string
  const section = createRoute({ getParentRoute: () => layoutRoute, path })
  const index = createRoute({
    getParentRoute: () => section,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: `${path}/$page`, params: { page: defaultPage }, replace: true } as never)
    },
  })
  const child = createRoute({
    getParentRoute: () => section,
    path: '/$page',
    component: function SectionPage() {
      const { page } = child.useParams()
      const titles = useScreenTitles()
      if (!pages.includes(page)) return <Navigate to={`${path}/$page` as never} params={{ page: defaultPage } as never} replace />
      return <ComingLater title={title(titles, page as Pages[number])} />
    },
  })
  return section.addChildren([index, child])
}

const fileRoutes = sectionRoutes('/file', FILE_PAGES, (t, page) => t.file[page])
const calendarRoutes = sectionRoutes('/calendar', CALENDAR_PAGES, (t, page) => t.calendar[page])
const contactRoutes = sectionRoutes('/contact', CONTACT_PAGES, (t, page) => t.contact[page])
const settingRoutes = sectionRoutes('/setting', SETTING_PAGES, (t, page) => t.setting[page])
const searchRoute = createRoute({ getParentRoute: () => layoutRoute, path: '/search', component: later((t) => t.search) })
const appCenterRoute = createRoute({ getParentRoute: () => layoutRoute, path: '/appcenter', component: later((t) => t.appcenter) })

const routeTree = rootRoute.addChildren([
  indexRoute,
  welcomeAlias,
  loginRoute,
  lockScreenRoute,
  twoFactorRoute,
  fileShareRoute,
  messageInfoRoute,
  previewRoute,
  printRoute,
  notFoundRoute,
  layoutRoute.addChildren([
    mailboxRoute.addChildren([mailboxIndex, welcomeRoute, reviewRoute, innerboxIndex, innerboxRoute]),
    fileRoutes,
    calendarRoutes,
    contactRoutes,
    settingRoutes,
    searchRoute,
    appCenterRoute,
  ]),
])

export function createAppRouter(context: RouterContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: true })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
