/** The home page capacity bar (R-HOME-2): used M / total M, or infinite. */
export interface Capacity {
  /** Megabytes used, rounded to 2 decimals. */
  used: number
  /** Megabytes allowed, rounded to 2 decimals; 0 when infinite. */
  total: number
  /** 0–100, whole number; 0 when infinite. Over-quota mailboxes show a full bar, not 130 %. */
  percent: number
  /** The server sends 0 (or nothing) for "no limit". */
  infinite: boolean
}

const round2 = (n: number): number => Math.round(n * 100) / 100
const asMegabytes = (n: number | null | undefined): number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0

export function formatCapacity(
  usedMb: number | null | undefined,
  totalMb: number | null | undefined,
): Capacity {
  const used = asMegabytes(usedMb)
  const total = asMegabytes(totalMb)
  if (total === 0) return { used: round2(used), total: 0, percent: 0, infinite: true }
  const percent = Math.min(100, Math.round((used / total) * 100))
  return { used: round2(used), total: round2(total), percent, infinite: false }
}
