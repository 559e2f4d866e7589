/**
 * Kept apart from preview.ts (and its attachment rules): the router reads this on every start,
 * so it must not pull anything else into the entry chunk (check:bundle's login budget).
 */

/** /fileshare's query: the link's share key and the file read in the page, if any. */
export function parseFileShareSearch(raw: Record<string, unknown>): {
  key?: string
  file?: number
} {
  const file = Number(raw.file)
  return {
    ...(typeof raw.key === 'string' ? { key: raw.key } : {}),
    ...(Number.isInteger(file) && file > 0 ? { file } : {}),
  }
}
