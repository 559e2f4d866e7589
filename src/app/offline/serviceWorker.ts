/**
 * Registers the app's service worker (real bundle, once the page has been quiet after the first
 * paint: src/main.tsx, decision 381) and turns a waiting new version into the update bar's offer.
 * Taking it tells the waiting worker to activate, and the page reloads once it controls the page:
 * the whole new version at once.
 */
import { Workbox } from 'workbox-window'
import { setUpdateWaiting } from './appStatus.ts'

export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    setUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  // A failed registration (private mode, a blocked worker) leaves the app as it was: online only.
  workbox.register().catch(() => undefined)
}
