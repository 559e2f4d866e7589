/** Pure rules of the delivery table: counts, the overall outcome, merging a recall's answer. */
import { DELIVERY_STATES, type DeliveryRow, type DeliveryState } from './send-status.types.ts'

/** Every status with its count, zeros included, in R-STATE's order. */
export function countsOf(rows: readonly DeliveryRow[]): Record<DeliveryState, number> {
  const counts = Object.fromEntries(DELIVERY_STATES.map((s) => [s, 0])) as Record<
    DeliveryState,
    number
  >
  for (const row of rows) counts[row.status] += 1
  return counts
}

/** R-SEND: the overall text says partial failure as soon as any delivery failed. */
export const hasFailure = (rows: readonly DeliveryRow[]): boolean =>
  rows.some((row) => row.status === 'deliver_fail')

/** R-CALL: the client shows results[0].inform or recall_status_info. */
export function noticeOf(rows: readonly DeliveryRow[]): string | null {
  const first = rows[0]
  if (!first) return null
  return first.inform || first.recall_status_info || null
}

/**
 * The rows after a recall: the server's rows replace ours by recipient. A recipient recalled on
 * its own is in the recalled state whatever the answer says (R-SEND), so its button stays
 * hidden; after a whole-mail recall (`recipient` null) each row says for itself.
 */
export function mergeRecall(
  rows: readonly DeliveryRow[],
  returned: readonly DeliveryRow[],
  recipient: string | null,
): DeliveryRow[] {
  const byRecipient = new Map(returned.map((row) => [row.recipient, row]))
  return rows.map((row) => {
    const merged = byRecipient.get(row.recipient) ?? row
    return row.recipient === recipient ? { ...merged, is_zhaohui: true } : merged
  })
}
