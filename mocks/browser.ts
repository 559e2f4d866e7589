// First: the handlers below are declared without a call-site stack (see callSites.ts).
import { restoreStackTraces } from './handlers/callSites.ts'
import { setupWorker } from 'msw/browser'
import { DEMO_SIGN_IN_KEY } from '../src/app/demoSignIn.ts'
import { peekLastChallenge } from './captcha/store.ts'
import { type MockControl, mockControl } from './control.ts'
import { onDbChange } from './db/index.ts'
import { setDurableFlush } from './durability.ts'
import { handlers } from './handlers/index.ts'
import { routed } from './handlers/routing.ts'
import { liveChannelHandler } from './live/channel.ts'
import { listenForWechatScans } from './handlers/wechat.store.ts'
import { clearDemos, loadDemo, saveDemo } from './persistence.ts'
import { type ScenarioName, isScenarioName } from './seed/scenarios.ts'
import { runtime } from './state.ts'

restoreStackTraces()

/** The Node control's members the browser exposes as they are. */
const SHARED = [
  'setCaptchaType',
  'peekCaptchaAnswer',
  'setFault',
  'clearFaults',
  'setLatency',
  'now',
  'setNow',
  'advanceTime',
  'expireTokens',
  'isDirty',
  'deliverMessage',
  'dropUploadAfter',
  'slowUploads',
  'uploadChunkWrites',
  'failNextSend',
  'peekLastSms',
  'peekLastWechatScene',
  'wechatScan',
  'sendMailAs',
  'dropLiveChannel',
  'refuseLiveChannel',
  'liveConnections',
  'setNewMailRemind',
  'heldReviewIds',
  'permitReview',
  'rejectReview',
  'setReviewRules',
  'runOutbox',
  'decideProfileAudit',
  'decideAccountCancel',
  'decideMailboxMove',
  'decideRegistration',
  'peekRuleMail',
  'feedback',
  'seedCalendarWeek',
  'fillDiskFolder',
  'grantCompanyFolder',
] as const satisfies readonly (keyof MockControl)[]

type Shared = (typeof SHARED)[number]

export interface BrowserMockControl extends Pick<MockControl, Shared> {
  readonly scenario: ScenarioName
  /** Back to the pristine seed, forgetting saved demo data (same as resetDemoData). */
  reset(): Promise<void>
  /** Switches scenario (its own saved data, if any, comes back). */
  setScenario(name: string): Promise<void>
  /** The answer of the captcha most recently issued: Playwright solves the slider with it. */
  peekLastCaptchaAnswer(): ReturnType<MockControl['peekCaptchaAnswer']>
}

declare global {
  interface Window {
    /** Demo/test control surface of the fake backend; absent from the real-backend bundle. */
    __mock?: BrowserMockControl
  }
}

const SCENARIO_KEY = 'webmail-demo-scenario'
/** Set by tests (tests/e2e/fixtures.ts `signedInAs`): who is signed in when the backend starts. */
const SIGN_IN_KEY = DEMO_SIGN_IN_KEY
const SAVE_DELAY_MS = 800

/** `?scenario=` wins and is remembered for the browsing session (sessionStorage). */
function chosenScenario(): ScenarioName {
  const fromUrl = new URLSearchParams(location.search).get('scenario')
  if (isScenarioName(fromUrl)) {
    sessionStorage.setItem(SCENARIO_KEY, fromUrl)
    return fromUrl
  }
  const remembered = sessionStorage.getItem(SCENARIO_KEY)
  return isScenarioName(remembered) ? remembered : 'default'
}

let saveTimer: ReturnType<typeof setTimeout> | undefined

function saveNow(): Promise<void> {
  clearTimeout(saveTimer)
  saveTimer = undefined
  return mockControl.isDirty() ? saveDemo(mockControl.snapshot()) : Promise.resolve()
}

function scheduleSave(): void {
  clearTimeout(saveTimer)
  saveTimer = setTimeout(() => void saveNow(), SAVE_DELAY_MS)
}

/** Saved data from an older demo build may no longer fit the schemas: then start afresh. */
async function restoreOrSeed(scenario: ScenarioName): Promise<void> {
  const saved = await loadDemo(scenario)
  if (saved) {
    try {
      await mockControl.restore(saved)
      return
    } catch {
      await clearDemos()
    }
  }
  await mockControl.reset({ scenario })
}

let started: Promise<void> | null = null
let startToken: string | null = null

/**
 * A journey that is not about the login starts signed in, as a returning user whose token is
 * saved: the same session, login record and token a password login makes, without a second load
 * of the app after the form. Read once: a reload inside the test keeps that session.
 */
async function signInOnStart(): Promise<void> {
  const username = sessionStorage.getItem(SIGN_IN_KEY)
  if (!username) return
  sessionStorage.removeItem(SIGN_IN_KEY)
  startToken = await mockControl.signIn(username)
}

/** The token of the start-up sign-in, once (src/app/demo.ts keeps it as the app's cookie). */
export function takeStartToken(): string | null {
  const token = startToken
  startToken = null
  return token
}

/** Set by the e2e fixture (tests/e2e/fixtures.ts) unless a journey wants the offline shell. */
const LEAN_WORKER_KEY = 'webmail-demo-lean-worker'

function demoWorkerUrl(): string {
  if (import.meta.env.DEV) return '/mockServiceWorker.js'
  return localStorage.getItem(LEAN_WORKER_KEY) === '1' ? '/sw.js?precache=off' : '/sw.js'
}

/**
 * Starts the in-browser fake backend: the service worker registers while the data is restored
 * or seeded (neither needs the other, and the app sends no request before this resolves).
 */
export function startDemoBackend(): Promise<void> {
  started ??= (async () => {
    const scenario = chosenScenario()
    // One handler that asks only those that can match (handlers/routing.ts, decision 344).
    const worker = setupWorker(routed(handlers), liveChannelHandler)
    await Promise.all([
      restoreOrSeed(scenario),
      worker.start({
        // The built demo's app worker runs msw's worker inside it (src/sw/sw.ts, decision
        // 323): one worker for the scope, which also keeps the demo working offline.
        serviceWorker: { url: demoWorkerUrl() },
        quiet: true,
        // Calls outside the contract are bugs; pages, scripts, fonts and images pass through.
        onUnhandledRequest(request, print) {
          if (new URL(request.url).pathname.startsWith('/api/')) print.error()
        },
      }),
    ])
    onDbChange(scheduleSave)
    listenForWechatScans()
    setDurableFlush(saveNow)
    addEventListener('pagehide', () => void saveNow())
    // After the saves are wired: the new session is saved before the app can reload.
    await signInOnStart()

    window.__mock = browserControl
  })()
  return started
}

async function setScenario(name: string): Promise<void> {
  if (!isScenarioName(name)) throw new Error(`Unknown scenario "${name}"`)
  sessionStorage.setItem(SCENARIO_KEY, name)
  await saveNow()
  await restoreOrSeed(name)
}

const browserControl: BrowserMockControl = {
  get scenario() {
    return runtime.scenario
  },
  reset: () => resetDemoData(),
  setScenario,
  peekLastCaptchaAnswer: () => peekLastChallenge(),
  ...(Object.fromEntries(SHARED.map((name) => [name, mockControl[name]])) as Pick<
    MockControl,
    Shared
  >),
}

/** The login page's "reset demo data": forget every saved change and reseed the scenario. */
export async function resetDemoData(): Promise<void> {
  clearTimeout(saveTimer)
  await clearDemos()
  await mockControl.reset({ scenario: runtime.scenario })
}
