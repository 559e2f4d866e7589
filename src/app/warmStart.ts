/**
 * With a token, the chunks of the signed-in start (the session, the layout, the first screen
 * and, on a folder, its list tab) are asked for from the entry, all in one wave as soon as the
 * small screens chunk is there, instead of each one only when the one before it ran. The list of
 * screens stays in the screens chunk (src/app/screens.ts) so the entry, which the login page
 * loads too, does not carry their preload lists. Loading a module starts nothing; a failed load
 * is left to the real one, which tries again.
 */
export function warmSignedInStart(path: string): void {
  const warm = (load: () => Promise<unknown>) => void load().catch(() => undefined)
  warm(() => import('./session/runtime.ts'))
  // Other screens (settings, the lock screen) are left to the router.
  if (path.startsWith('/mailbox/'))
    warm(() => import('./screens.ts').then((m) => m.warmFirstScreen(path)))
}
