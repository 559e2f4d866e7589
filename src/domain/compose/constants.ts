/**
 * Compose-only constants. The numbers the spec gives (30M, 1500 ms, draft_auto_save_minute 5, burn
 * 1–99 …) live once in src/domain/constants.ts and are re-exported here so compose code has one
 * import; what is new here is compose's own vocabulary (formats, the read views).
 */
export {
  BURN_DEFAULT_LEAD_DAYS,
  BURN_VIEWS_MAX,
  BURN_VIEWS_MIN,
  COMPOSE_BUTTON_COOLDOWN_MS,
  DEFAULT_BURN_LIMIT,
  DEFAULT_ONLINE_EXPIRE_DAYS,
  DRAFT_AUTOSAVE_DEFAULT_MINUTES,
  MAIL_LEVELS,
  ONLINE_ATTACHMENT_SUGGEST_BYTES,
  ONLINE_EXPIRE_DAYS,
  PROTECTED_MAIL_PASSWORD_LENGTH,
  SCHEDULE_DEFAULT_LEAD_HOURS,
  TEMPLATE_PAGE_SIZE,
  type MailLevel,
} from '../constants.ts'

/** R-VALID: schedule_day is 'yyyy-MM-dd HH:mm', burn_day 'yyyy-MM-dd' (dayjs tokens). */
export const SCHEDULE_DAY_FORMAT = 'YYYY-MM-DD HH:mm'
export const BURN_DAY_FORMAT = 'YYYY-MM-DD'

/**
 * The local copy of an unsent compose is written this long after the last edit, so typing in the
 * editor does not write storage on every key (the spec asks only that it survives a reload).
 */
export const LOCAL_DRAFT_DEBOUNCE_MS = 1000
