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
import { PrecacheController, cleanupOutdatedCaches } from 'workbox-precaching'
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
  /** This worker (Chromium 116+, Firefox 120+). */
  readonly serviceWorker?: ServiceWorker
  skipWaiting(): Promise<void>
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  addEventListener(type: 'install' | 'activate', listener: (event: SwEvent) => void): void
  importScripts(...urls: string[]): void
}
const scope = self as unknown as SwScope

const manifest = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST
const DEMO = import.meta.env.VITE_DEMO === 'true'
// The demo's e2e journeys register `/sw.js?precache=off` (tests/e2e/fixtures.ts): hundreds of
// fresh browser contexts would each download the whole build; the offline journeys do not.
const precacheOn = new URL(scope.location.href).searchParams.get('precache') !== 'off'
const precacher = new PrecacheController()
if (precacheOn) precacher.addToCacheList(manifest)
cleanupOutdatedCaches()

/**
 * When the whole build is in the precache. A new version fills it while it installs, beside the
 * version in use, so it is whole before it is used. The demo's FIRST visit cannot wait for that
 * (decision 352): its fake backend answers from this worker, so the app's first request waited
 * for the whole build to download one file at a time (≈ 2–3 s on a fresh browser). There the
 * worker starts at once and fills the precache once the app has been quiet for a few seconds
 * (not while the user signs in and the mailbox loads); a worker stopped during the fill goes on
 * with what is missing when it next starts.
 */
type InstallEvent = Parameters<PrecacheController['install']>[0]
let precached: Promise<void> = Promise.resolve()
let fillAfterStart = false
/** An install outside any event: workbox fetches what is missing and extends no lifetime. */
const backgroundInstall = { type: 'install', waitUntil: () => undefined } as unknown as InstallEvent
/** The fill waits until the app has asked nothing of this worker for this long, */
const FILL_AFTER_QUIET_MS = 3_000
/** or this long at most (an app that polls often is never quiet). */
const FILL_AT_LATEST_MS = 30_000
let lastFetch = Date.now()

/** Resolves once the worker has seen no request for FILL_AFTER_QUIET_MS, or at the latest. */
function quiet(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, FILL_AT_LATEST_MS)
    const check = () => {
      const left = lastFetch + FILL_AFTER_QUIET_MS - Date.now()
      if (left <= 0) resolve()
      else setTimeout(check, left)
    }
    check()
  })
}

function fillLater(): void {
  precached = quiet()
    .then(() => precacher.install(backgroundInstall))
    .then(() => precacher.activate(backgroundInstall))
    .then(() => undefined)
}

if (precacheOn) {
  scope.addEventListener('install', (event) => {
    if (DEMO && !scope.registration.active) {
      fillAfterStart = true
      precached = new Promise(() => undefined) // until the fill below starts
      return
    }
    precached = precacher.install(event as unknown as InstallEvent).then(() => undefined)
  })
  scope.addEventListener('activate', (event) => {
    if (fillAfterStart) fillLater()
    else void precacher.activate(event as unknown as InstallEvent)
  })
  // The demo worker started again (the browser stops idle workers): finish an interrupted fill.
  if (DEMO && scope.serviceWorker?.state === 'activated') fillLater()
}

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
  return (await precacher.matchPrecache(key)) ?? fetch(request)
}

scope.addEventListener('fetch', (event) => {
  lastFetch = Date.now()
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
  const type = (event.data as { type?: unknown } | null)?.type
  if (type === 'SKIP_WAITING') void scope.skipWaiting()
  // Asked with a MessageChannel: answers `true` once the whole build is precached.
  if (type === 'PRECACHED') void precached.then(() => event.ports[0]?.postMessage(true))
})

if (DEMO) {
  // msw's worker unregisters itself when its last page closes — a reload too — and the next
  // load would then have no worker: offline, no demo at all. The app's worker stays registered.
  Object.defineProperty(scope.registration, 'unregister', { value: () => Promise.resolve(false) })
  scope.importScripts('/mockServiceWorker.js')
}
