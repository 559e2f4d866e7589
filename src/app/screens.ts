/**
 * The lazy screens behind the router, one chunk of its own. Each `import()` of the entry carries
 * the list of chunks to preload with it (Vite's `__vite__mapDeps`), and the screens of the main
 * layout name almost every chunk of the app: kept here, those lists load only when a screen is
 * opened, not with the login page. The login page itself stays a direct import of the router.
 */
export const screens = {
  lockScreen: () => import('../features/auth/LockScreenPage.tsx'),
  twoFactorLogin: () => import('../features/auth/twofactor/TwoFactorLoginPage.tsx'),
  // The placeholders of later releases, and the section pages (/file, /calendar, /contact,
  // /setting): built ones from their own chunk, file, calendar and /setting/tag behind their
  // module lock.
  later: () => import('../features/sections/LockedSectionRoute.tsx'),
  // The /setting area: its menu around the routed settings page.
  settings: () => import('../features/settings/SettingsLayout.tsx'),
  // The /contact area: its menu of address books around the routed book.
  contacts: () => import('../features/contacts/ContactsLayout.tsx'),
  // The /file area: its menu of disks around the routed page.
  files: () => import('../features/files/FilesLayout.tsx'),
  notFound: () => import('../features/common/NotFoundPage.tsx'),
  // The public share page: no session, so nothing of the signed-in app comes with it.
  fileShare: () => import('../features/files/share/public/FileSharePage.tsx'),
  messageInfo: () => import('../features/reader/pages/MessageInfoPage.tsx'),
  preview: () => import('../features/preview/PreviewPage.tsx'),
  // The self-query centre (/search): its menu of record types around the records.
  selfQuery: () => import('../features/selfquery/SelfQueryLayout.tsx'),
  appCenter: () => import('../features/appcenter/AppCenterPage.tsx'),
  print: () => import('../features/reader/pages/PrintPage.tsx'),
  sessionGate: () => import('./layout/SessionGate.tsx'),
  welcome: () => import('../features/welcome/WelcomePage.tsx'),
  mailbox: () => import('../features/mailbox/MailboxPage.tsx'),
  review: () => import('../features/mailbox/ReviewPage.tsx'),
}

export type ScreenName = keyof typeof screens

/**
 * The chunks of a signed-in start on `path` under /mailbox/ but not on a folder (the home page),
 * all at once; a folder's are named in warmStart.ts itself.
 */
export function warmFirstScreen(path: string): Promise<unknown> {
  const chunks: Promise<unknown>[] = [screens.sessionGate()]
  if (path === '/mailbox/welcome') chunks.push(screens.welcome())
  return Promise.all(chunks)
}
