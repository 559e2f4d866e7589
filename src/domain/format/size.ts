const UNITS = ['B', 'KB', 'MB', 'GB'] as const
export type SizeUnit = (typeof UNITS)[number]

/**
 * Human-readable byte size with 1024 steps, up to GB: '0 B', '512 B', '1.5 KB', '10.25 MB'.
 * At most two decimals, trailing zeros dropped. Unit symbols are the same in all three languages.
 */
export function formatSize(bytes: number | null | undefined): string {
  let value = typeof bytes === 'number' && Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const shown = unit === 0 ? Math.round(value) : Math.round(value * 100) / 100
  return `${shown} ${UNITS[unit] ?? 'B'}`
}
