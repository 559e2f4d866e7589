/**
 * The browser side of the appearance (issue 17): the system's colour scheme, followed live, the
 * localStorage mirror and the page behind the app. index.html's first-paint script does the same
 * before any module runs, from the same keys (tests/unit/app/appearance.test.tsx).
 */
import { useSyncExternalStore } from 'react'

const DARK_QUERY = '(prefers-color-scheme: dark)'

const darkQuery = (): MediaQueryList | undefined => window.matchMedia?.(DARK_QUERY)

function subscribe(onChange: () => void): () => void {
  const query = darkQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

const systemPrefersDark = () => darkQuery()?.matches ?? false

/** The system's prefers-color-scheme, re-read whenever it changes (an OS switch at dusk). */
export function useSystemDark(): boolean {
  return useSyncExternalStore(subscribe, systemPrefersDark, () => false)
}

export function readStored<T>(key: string, is: (value: unknown) => value is T): T | undefined {
  try {
    const value = localStorage.getItem(key)
    return is(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function storeChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** color-scheme and background of <html>, as index.html's script set them before the first paint. */
export function paintPage(dark: boolean, background: string | undefined): void {
  const { style } = document.documentElement
  style.colorScheme = dark ? 'dark' : 'light'
  style.backgroundColor = dark && background ? background : ''
}
