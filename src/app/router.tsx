/**
 * Every route of R-ROUTE with the guard of src/app/routeGuard.ts. Screens are lazy chunks
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
import { lockedCookie, tokenCookie } from './cookies.ts'
import { decideRoute } from './routeGuard.ts'
import { catalogFor } from '../i18n/i18n.ts'
import type { ScreenName } from './screens.ts'
import type { Section } from './useScreenTitles.ts'
import { parseMailboxSearch } from '../features/mailbox/mailboxSearch.ts'
import { RETURN_PARAM, safeReturnPath } from '../domain/navigation/returnPath.ts'
import { parseFileShareSearch } from '../domain/files/fileShareSearch.ts'
import { isSelfQueryKind, parseSelfQuerySearch } from '../domain/selfQuery/selfQuerySearch.ts'

/** Search of the entry pages: the validated page to return to after signing in. */
interface EntrySearch {
  redirect?: string
}

const returnSearch = (raw: unknown): EntrySearch => {
  const path = safeReturnPath(raw)
  // Home is where a login lands anyway: no parameter for it.
  return path && path !== '/mailbox/welcome' ? { redirect: path } : {}
}

export interface RouterContext {
  /** Drops token, locked flag and session data (guard rule for a locked session). */
  clearSession: () => void
}

/** A screen's component, fetched through the screens chunk (src/app/screens.ts). */
const screenComponent = (name: ScreenName) =>
  lazyRouteComponent(() => import('./screens.ts').then((module) => module.screens[name]()))

/** Placeholder screens of later releases share one lazy component; `staticData` names them. */
const laterComponent = screenComponent('later')

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, context }) => {
    const hasToken = Boolean(tokenCookie.read())
    const decision = decideRoute(location.pathname, { hasToken, isLocked: lockedCookie.isSet() })
    if (decision.clearSession) context.clearSession()
    if (decision.redirectTo === '/login' && !hasToken) {
      // A link opened before signing in is carried through the login (issue 10).
      throw redirect({ to: '/login', search: returnSearch(location.href), replace: true })
    }
    if (decision.redirectTo) throw redirect({ to: decision.redirectTo, replace: true })
    // A screen the loaded part of the catalog does not cover waits for the whole catalog.
    return catalogFor(location.pathname)
  },
  component: Outlet,
  // R-ROUTE-4: unknown paths go home (and from there to /login when there is no token).
  notFoundComponent: () => <Navigate to="/mailbox/welcome" replace />,
})

// R-ROUTE-1: / → /login (the guard sends a signed-in user on to /mailbox), /welcome and
// /mailbox → /mailbox/welcome, /mailbox/innerbox → INBOX.
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
  validateSearch: (raw): EntrySearch => returnSearch(raw[RETURN_PARAM]),
  component: lazyRouteComponent(() => import('../features/auth/LoginPage.tsx')),
})
// R-ROUTE-2: standalone pages (login, lock screen, two-factor, file share, message info,
// preview, print) hang off the root, outside the main layout.
const lockScreenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lockscreen',
  component: screenComponent('lockScreen'),
})
const twoFactorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/twofactor_login',
  validateSearch: (raw): EntrySearch => returnSearch(raw[RETURN_PARAM]),
  staticData: { screen: 'twofactor' },
  component: screenComponent('twoFactorLogin'),
})
const fileShareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/fileshare',
  // The link's share key (/fileshare?key=…, decisions.md #249) and the file read in the page
  // (&file=…, #268).
  validateSearch: parseFileShareSearch,
  staticData: { screen: 'fileshare' },
  component: screenComponent('fileShare'),
})
const messageInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/messageInfo/$uid',
  staticData: { screen: 'messageInfo' },
  component: screenComponent('messageInfo'),
})
const previewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/preview',
  staticData: { screen: 'preview' },
  component: screenComponent('preview'),
})
const printRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/print',
  staticData: { screen: 'print' },
  component: screenComponent('print'),
})
// R-ROUTE-4: the 404 page shows M-TEXT-1.
const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  component: screenComponent('notFound'),
})

// Everything below lives inside the main layout.
const layoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: screenComponent('sessionGate'),
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
  component: screenComponent('welcome'),
})
const reviewRoute = createRoute({
  getParentRoute: () => mailboxRoute,
  path: '/review',
  staticData: { screen: 'review' },
  component: screenComponent('review'),
})
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
  component: screenComponent('mailbox'),
})

/**
 * A section with child pages under `/$page` (file, calendar, contact, setting). The first page
 * is the default; an unknown page name goes to it (src/features/locks/LockedSectionRoute.tsx
 * opens built pages, LaterRoute the rest).
 */
// R-ROUTE-3: the sections with child pages; the first page is the default.
function sectionRoutes(section: Section, defaultPage: string, layout?: ScreenName) {
  const path = `/${section}` as const
  const route = createRoute({
    getParentRoute: () => layoutRoute,
    path,
    // A section with a frame of its own (the settings menu) renders its pages inside it.
    ...(layout ? { component: screenComponent(layout) } : {}),
  })
  const index = createRoute({
    getParentRoute: () => route,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: `${path}/$page`, params: { page: defaultPage }, replace: true } as never)
    },
  })
  const child = createRoute({
    getParentRoute: () => route,
    path: '/$page',
    component: laterComponent,
    staticData: { section },
  })
  return route.addChildren([index, child])
}

const fileRoutes = sectionRoutes('file', 'pfile', 'files')
const calendarRoutes = sectionRoutes('calendar', 'index')
const contactRoutes = sectionRoutes('contact', 'pab', 'contacts')
const settingRoutes = sectionRoutes('setting', 'user', 'settings')
// R-ROUTE-3: /search and /appcenter.
const searchRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/search',
  staticData: { screen: 'search' },
  component: screenComponent('selfQuery'),
})
// The self-query centre's record types; /search and an unknown type open the login records.
const searchIndex = createRoute({
  getParentRoute: () => searchRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/search/$page', params: { page: 'login' }, replace: true })
  },
})
const searchPage = createRoute({
  getParentRoute: () => searchRoute,
  path: '/$page',
  validateSearch: parseSelfQuerySearch,
  beforeLoad: ({ params }) => {
    if (!isSelfQueryKind(params.page)) {
      throw redirect({ to: '/search/$page', params: { page: 'login' }, replace: true })
    }
  },
})
const appCenterRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/appcenter',
  staticData: { screen: 'appcenter' },
  component: screenComponent('appCenter'),
})

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
    mailboxRoute.addChildren([
      mailboxIndex,
      welcomeRoute,
      reviewRoute,
      innerboxIndex,
      innerboxRoute,
    ]),
    fileRoutes,
    calendarRoutes,
    contactRoutes,
    settingRoutes,
    searchRoute.addChildren([searchIndex, searchPage]),
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
