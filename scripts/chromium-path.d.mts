// Types for chromium-path.mjs, so playwright.config.ts (strict TS, no allowJs) can import it.

/** Path of a usable Chromium ($CHROMIUM_PATH, /usr/bin/chromium…, Playwright's cache) or null. */
export function findChromium(): string | null

/** Headless-in-container flags shared by Playwright and the bench. */
export const CHROMIUM_ARGS: readonly string[]
