/**
 * With a token, the chunks of the signed-in start (the session, the layout, the first screen
 * and, on a folder, its list tab) are asked for from the entry, all in one wave, instead of each
 * one only when the one before it ran. On a folder the layout's and the mailbox's chunks are
 * named here, so their preload lists leave from the entry (before, they left only once the
 * screens chunk had come and run: one more round trip on the cold start, decision 273). The
 * other screens stay in the screens chunk (src/app/screens.ts), so the entry, which the login
 * page loads too, carries only these lists. Loading a module starts nothing; a failed load is
 * left to the real one, which tries again.
 */
export function warmSignedInStart(
  path: string,
  startCallsSent: Promise<unknown> = Promise.resolve(),
): void {
  const warm = (load: () => Promise<unknown>) => void load().catch(() => undefined)
  warm(() => import('./session/runtime.ts'))
  if (path.startsWith('/mailbox/innerbox/')) {
    // Once the session check and the folders have left (src/app/startRequests.ts): these
    // fourteen files would otherwise take the browser's six connections to the server before
    // them, and running their code as it comes would hold back the task that sends them.
    void startCallsSent.finally(() => {
      // The router reaches the screens through this list.
      warm(() => import('./screens.ts'))
      warm(() => import('./layout/SessionGate.tsx'))
      warm(() => import('../features/mailbox/MailboxPage.tsx'))
      // Through the tab's own preload: a bare lazy suspends on its first render even when its
      // code is there, and React then holds the revealed list back for up to 300 ms.
      warm(() =>
        import('../features/mailbox/tabs/lazyTabs.tsx').then((m) => m.FolderListTab.preload()),
      )
    })
  } else if (path.startsWith('/mailbox/'))
    // The home page and the mailbox's other pages; other screens are left to the router.
    warm(() => import('./screens.ts').then((m) => m.warmFirstScreen(path)))
}
