/** What the UI asks of the send-status machine; components never chain `matches()`. */
import type { SnapshotFrom } from 'xstate'
import { countsOf, hasFailure } from './send-status.rules.ts'
import type { sendStatusMachine } from './send-status.machine.ts'
import type { DeliveryRow, DeliveryState, SendStatusErrorCode } from './send-status.types.ts'

export type SendStatusSnapshot = SnapshotFrom<typeof sendStatusMachine>

export const selectRows = (s: SendStatusSnapshot): readonly DeliveryRow[] => s.context.rows
export const selectCounts = (s: SendStatusSnapshot): Record<DeliveryState, number> =>
  countsOf(s.context.rows)
/** The overall text: 'partial failure' once any delivery failed. */
export const selectPartialFailure = (s: SendStatusSnapshot): boolean => hasFailure(s.context.rows)
export const selectIsVisible = (s: SendStatusSnapshot): boolean => s.context.visible
/** A request is out (the refresh button spins, the recall buttons wait). */
export const selectIsBusy = (s: SendStatusSnapshot): boolean => s.hasTag('busy')
export const selectCanRefresh = (s: SendStatusSnapshot): boolean =>
  s.matches('ready') || s.matches('failed')
/** The whole-mail recall button: the sent copy is known and it was not recalled yet. */
export const selectCanRecallAll = (s: SendStatusSnapshot): boolean =>
  s.matches('ready') && s.context.mail !== null && !s.context.recalledAll
/**
 * Shown at all: only when recall is possible, i.e. the sent copy is known (R-READ-6: shown only
 * when recall is possible, and disabled once recalled — selectCanRecallAll).
 */
export const selectShowsRecallAll = (s: SendStatusSnapshot): boolean => s.context.mail !== null
/** The whole mail was recalled (before opening it, or just now). */
export const selectIsRecalledAll = (s: SendStatusSnapshot): boolean => s.context.recalledAll
/** The whole-mail recall is with the server. */
export const selectIsRecallingAll = (s: SendStatusSnapshot): boolean => s.matches('recallingAll')
/** A row's recall button: hidden once that recipient is recalled (R-SEND-11). */
export const selectShowsRecallFor = (row: DeliveryRow): boolean => !row.is_zhaohui
export const selectCanRecallRecipient = (s: SendStatusSnapshot, recipient: string): boolean =>
  s.matches('ready') && s.context.rows.some((r) => r.recipient === recipient && !r.is_zhaohui)
/** The recipient whose recall is with the server (its button shows a spinner). */
export const selectRecalling = (s: SendStatusSnapshot): string | null =>
  s.matches('recallingOne') ? s.context.recalling : null
export const selectNotice = (s: SendStatusSnapshot): string | null => s.context.notice
export const selectError = (s: SendStatusSnapshot): SendStatusErrorCode | null => s.context.error
