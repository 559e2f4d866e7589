// Finds a Chromium binary for Playwright and the bench without downloading one: the project
// runs against the system (Debian) chromium, or any Chromium the developer already has.
import { accessSync, constants, existsSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import process from 'node:process'

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/**
 * Executables inside one Playwright browser folder, newest layout first. Playwright ≥ 1.49
 * unpacks Chrome for Testing (`chrome-linux64/chrome`); older releases used `chrome-linux/`.
 */
const PLAYWRIGHT_LAYOUTS = {
  chromium: [
    ['chrome-linux64', 'chrome'],
    ['chrome-linux', 'chrome'],
  ],
  chromium_headless_shell: [
    ['chrome-headless-shell-linux64', 'chrome-headless-shell'],
    ['chrome-linux', 'headless_shell'],
  ],
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function playwrightCacheDir() {
  const fromEnv = process.env.PLAYWRIGHT_BROWSERS_PATH
  // '0' means "inside node_modules", which this project never uses for browsers.
  if (fromEnv && fromEnv !== '0') return fromEnv
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ms-playwright')
}

/** Candidate binaries from Playwright's cache: full Chromium before headless shell, newest revision first. */
function playwrightCandidates() {
  const root = playwrightCacheDir()
  if (!existsSync(root)) return []
  let entries
  try {
    entries = readdirSync(root)
  } catch {
    return []
  }
  const candidates = []
  for (const [prefix, layouts] of Object.entries(PLAYWRIGHT_LAYOUTS)) {
    const revisions = entries
      .filter((name) => name.startsWith(`${prefix}-`))
      .sort((a, b) => Number(b.slice(prefix.length + 1)) - Number(a.slice(prefix.length + 1)))
    for (const revision of revisions) {
      for (const parts of layouts) candidates.push(join(root, revision, ...parts))
    }
  }
  return candidates
}

/**
 * Returns the path of a usable Chromium, or null. Order: $CHROMIUM_PATH, /usr/bin/chromium,
 * /usr/bin/chromium-browser, Playwright's browser cache. A CHROMIUM_PATH that does not exist is
 * ignored rather than trusted, so a stale variable cannot hide a working system browser.
 *
 * @returns {string | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  const candidates = [...(fromEnv ? [fromEnv] : []), ...SYSTEM_PATHS, ...playwrightCandidates()]
  return candidates.find(isExecutable) ?? null
}

/**
 * Flags for headless Chromium in containers: root needs --no-sandbox; the rest stop background
 * traffic (updates, sync, QUIC probes) that would slow tests or fail without internet.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
