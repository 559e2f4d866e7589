/**
 * Deploy-time configuration of the real-backend bundle. The built app fetches `/config.json`
 * (next to index.html) before it starts, so operators point a build at their server by editing
 * that file — no rebuild. `apiBaseUrl` is the origin (and optional prefix) that `/api/...` paths
 * are appended to; empty means same origin. Demo mode ignores it: the fake backend answers
 * same-origin requests inside the browser.
 */
export interface RuntimeConfig {
  apiBaseUrl: string
}

const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '' }

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_CONFIG
  const { apiBaseUrl } = raw as { apiBaseUrl?: unknown }
  if (typeof apiBaseUrl !== 'string') return DEFAULT_CONFIG
  return { apiBaseUrl: apiBaseUrl.trim().replace(/\/+$/, '') }
}

let loaded: RuntimeConfig = DEFAULT_CONFIG

/** The configuration loaded at start-up (the live channel derives its URL from it). */
export const runtimeConfig = (): RuntimeConfig => loaded

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  loaded = DEFAULT_CONFIG
  if (import.meta.env.VITE_DEMO === 'true') return loaded
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' })
    if (response.ok) loaded = parseRuntimeConfig(await response.json())
  } catch {
    // A missing or broken config file must not take the app down: same origin is the sane default.
  }
  return loaded
}
