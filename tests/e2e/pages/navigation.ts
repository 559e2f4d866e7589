/**
 * In-app navigation for journeys: what a link inside the running app does, without a full load.
 * A full load (`page.goto`) restarts the app and the demo's in-page fake backend (1.5–3 s on two
 * busy cores); use it when the load itself is under test (a deep link opened from outside, a
 * reload, the route guard), or when the page must forget what `mock` set at run time.
 */
import type { Page } from '@playwright/test'

/** Client-side navigation to `path` (TanStack Router follows the popstate, as on Back). */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0
    history.pushState({ ...(history.state as object), __TSR_index: index + 1 }, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
}
