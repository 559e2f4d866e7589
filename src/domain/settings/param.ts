/**
 * The reading and session preferences (/setting/param): page sizes (C-LIMIT-9), session timeout
 * choices (C-TIME-8) and the draft auto-save interval (decisions.md #156: whole minutes, 1–60).
 */
import { PAGE_SIZES } from '../constants.ts'

export { PAGE_SIZES }

// C-TIME-8: 10, 15, 30 minutes, 1, 2, 8 hours — in minutes, as the contract's session_timeout.
export const SESSION_TIMEOUT_MINUTES = [10, 15, 30, 60, 120, 480] as const
export type SessionTimeoutMinutes = (typeof SESSION_TIMEOUT_MINUTES)[number]

export const DRAFT_AUTO_SAVE_MIN = 1
export const DRAFT_AUTO_SAVE_MAX = 60

export type PageSize = (typeof PAGE_SIZES)[number]

export interface ParamValues {
  page_limit: PageSize
  is_text_view: boolean
  /** As typed: the field is text until it is checked. */
  draft_auto_save_minute: string
  sw_new_mail_remind: boolean
  session_timeout: SessionTimeoutMinutes
  is_save_sent: boolean
  is_confirm_read: boolean
  /** Absent from an older server: on. */
  sw_keyboard_shortcuts?: boolean
}

export type ParamError = 'autoSaveRequired' | 'autoSaveRange'

export function validateParam(values: ParamValues): Partial<Record<keyof ParamValues, ParamError>> {
  const text = values.draft_auto_save_minute.trim()
  if (text === '') return { draft_auto_save_minute: 'autoSaveRequired' }
  if (!/^\d+$/.test(text)) return { draft_auto_save_minute: 'autoSaveRange' }
  const minutes = Number(text)
  if (minutes < DRAFT_AUTO_SAVE_MIN || minutes > DRAFT_AUTO_SAVE_MAX) {
    return { draft_auto_save_minute: 'autoSaveRange' }
  }
  return {}
}

export const isPageSize = (value: number): value is PageSize =>
  (PAGE_SIZES as readonly number[]).includes(value)

export const isSessionTimeout = (value: number): value is SessionTimeoutMinutes =>
  (SESSION_TIMEOUT_MINUTES as readonly number[]).includes(value)
