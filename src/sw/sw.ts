/**
 * The app's service worker (issue 17), built by vite-plugin-pwa (injectManifest) into /sw.js.
 * It serves the app shell and every screen's code from one precache that Workbox versions as a
 * whole: a new build installs beside the old one and waits until the user takes the update
 * (src/app/offline/UpdateBar.tsx), so a page never mixes two versions. /api is never touched:
 * the client cache (src/app/offline/) keeps what stays readable offline.
 *
 * In the demo bundle the same worker also runs msw's (decision 323): one worker per scope, ours
 * answering the shell first, msw's answering /api from the page's fake backend.
 */
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'

// The DOM library types `self` as a window; these are the few worker members used here.
interface SwEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface SwFetchEvent extends SwEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface SwScope {
  readonly location: Location
  readonly registration: ServiceWorkerRegistration
  skipWaiting(): Promise<void>
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  importScripts(...urls: string[]): void
}
const scope = self as unknown as SwScope

const manifest = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST
// The demo's e2e journeys register `/sw.js?precache=off` (tests/e2e/fixtures.ts): hundreds of
// fresh browser contexts would each download the whole build; the offline journeys do not.
if (new URL(scope.location.href).searchParams.get('precache') !== 'off') precache(manifest)
cleanupOutdatedCaches()

/** Deploy-time settings: fresh from the server when it answers, the last copy offline. */
const CONFIG_PATH = '/config.json'
const RUNTIME_CACHE = 'webmail-runtime'

async function configFirstFromNetwork(request: Request): Promise<Response> {
  const cache = await caches.open(RUNTIME_CACHE)
  try {
    const response = await fetch(request)
    if (response.ok) await cache.put(CONFIG_PATH, response.clone())
    return response
  } catch (error) {
    const kept = await cache.match(CONFIG_PATH)
    if (kept) return kept
    throw error
  }
}

async function fromShell(request: Request, url: URL): Promise<Response> {
  // Every address of the app is the single page: its routes are the router's.
  const key = request.mode === 'navigate' ? '/index.html' : url.pathname
  return (await matchPrecache(key)) ?? fetch(request)
}

scope.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.method !== 'GET' || url.origin !== scope.location.origin) return
  // Never cached here: the API (and, in the demo, msw's worker below answers it).
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return
  // The shell is ours alone: msw's listener would pass it to a network that may be down.
  event.stopImmediatePropagation()
  event.respondWith(
    url.pathname === CONFIG_PATH
      ? configFirstFromNetwork(event.request)
      : fromShell(event.request, url),
  )
})

// workbox-window's messageSkipWaiting(): the user chose "reload" on the update bar.
scope.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void scope.skipWaiting()
})

if (import.meta.env.VITE_DEMO === 'true') {
  // msw's worker unregisters itself when its last page closes — a reload too — and the next
  // load would then have no worker: offline, no demo at all. The app's worker stays registered.
  Object.defineProperty(scope.registration, 'unregister', { value: () => Promise.resolve(false) })
  scope.importScripts('/mockServiceWorker.js')
}
