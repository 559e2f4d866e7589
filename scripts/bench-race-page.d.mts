/** The in-page half of `npm run bench:race`: serialised into the page by Playwright. */
export function raceInit(expected: Record<string, string | null>): void
export function apiServerShare(range: { from: number; to: number }): {
  calls: number
  maxMs: number | null
}
