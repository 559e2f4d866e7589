/**
 * Structural sharing for a reloaded page of rows (issue 11): a row whose data did not change
 * keeps the object it had, so memoised row components skip it. A first read reloads the list and
 * then only the row whose flags changed renders again, not all twenty. Rows are plain JSON from
 * the server, so "did not change" is equal JSON text.
 */
export function keepEqualRows<T>(previous: readonly T[], next: readonly T[]): readonly T[] {
  if (previous.length === 0) return next
  const before = new Map<string, T>()
  for (const row of previous) before.set(JSON.stringify(row), row)
  let same = previous.length === next.length
  const rows = next.map((row, index) => {
    const kept = before.get(JSON.stringify(row))
    if (kept === undefined) {
      same = false
      return row
    }
    if (kept !== previous[index]) same = false
    return kept
  })
  return same ? previous : rows
}
