/**
 * Every business timing and limit of the spec (C-TIME, C-LIMIT, plus the numbers inside the
 * rules of docs/requirements.md), in one place. Units are in the names; the few names without a
 * unit (`DEFAULT_EXPIRED_LEFT`, `DEFAULT_LOCK_LEFT`) mirror the server fields `expired_left` /
 * `lock_left`, which count seconds.
 *
 * Not here, on purpose: password length and captcha tolerances live beside the rules that use them
 * (src/domain/password/passwordRules.ts, src/domain/captcha/captcha.ts), the languages beside the
 * catalogs (src/i18n/locales.ts). Only figures some code reads are kept here
 * (tests/unit/domain/constants.test.ts fails on one that nothing reads); a screen still to come
 * adds its own when it is built.
 */

// Session, lock and token (R-SESSION, C-LIMIT).
export const IDLE_LOCK_SECONDS = 600 // C-TIME-1
export const IDLE_TICK_SECONDS = 30 // C-TIME-2
export const SESSION_CHECK_SECONDS = 60 // C-TIME-3
// C-TIME-4
export const TOKEN_REFRESH_LEAD_SECONDS = 300
export const TOKEN_EXPIRY_RESET_SECONDS = 1800
/** Seconds; the server's `expired_left` when it sends none. */
export const DEFAULT_EXPIRED_LEFT = 600
/** Seconds; the server's `lock_left` when it sends none. */
export const DEFAULT_LOCK_LEFT = 600
// C-TIME-7
export const TOKEN_COOKIE_DAYS = 1
export const LANGUAGE_COOKIE_DAYS = 3650

// Live channel (websocket): C-TIME-5 (ping and its timeout), C-TIME-6 (reconnect delays).
export const HEARTBEAT_SECONDS = 60
export const HEARTBEAT_TIMEOUT_SECONDS = 60
export const RECONNECT_SECONDS = 2
export const SERVER_ERROR_RETRY_SECONDS = 30
/**
 * An attempt that could not connect at all (the server is away, not failing) is tried again this
 * soon, so the channel is back within RECONNECT_SECONDS of the server's return (issue 11 §4,
 * decision 142); losing an open channel still waits RECONNECT_SECONDS first.
 */
export const RECONNECT_RETRY_SECONDS = 1
/** Server statuses from this value up delay the reconnect by SERVER_ERROR_RETRY_SECONDS. */
export const SERVER_ERROR_STATUS_MIN = 500

// Crypto.
/** The server rejects an encrypted secret whose timestamp is further than this from its clock. */
export const SECRET_TIMESTAMP_WINDOW_SECONDS = 300

// Lists and tabs: C-LIMIT-9 (page sizes), C-LIMIT-13 (tab titles), C-LIMIT-14 (search).
export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20
export const CONTACT_PAGE_SIZE = 10
export const TEMPLATE_PAGE_SIZE = 5
/** Tab titles: 6 CJK characters; a narrow (Latin) character counts half of one (decision 345). */
export const TAB_TITLE_MAX = 6
export const FULLTEXT_MAX = 50
/** Advanced search "date" choices: 1 yesterday … 7 a year. */
export const SEARCH_DATE_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const
/** Advanced search "size" choices: 1 up to 100KB, 2 100KB–10MB, 3 over 10MB. */
export const SEARCH_SIZE_OPTIONS = [1, 2, 3] as const

// Names and notes.
export const REMARK_MAX = 200 // C-LIMIT-3
// C-LIMIT-4
export const TAG_NAME_MIN = 1
export const TAG_NAME_MAX = 20
export const DEFAULT_TAG_COLOR = '#33B679'
export const TAG_PRESET_COLOR_COUNT = 16
export const FOLDER_NAME_MAX = 20 // R-VALID-1
export const CONTACT_GROUP_NAME_MAX = 50 // R-VALID: contact group name 1 to 50

// Compose.
/** Security levels in ascending order; an attachment level may not exceed the mail level. */
export const MAIL_LEVELS = { normal: 1, internal: 2, secret: 3, privacy: 4, highest: 5 } as const
export type MailLevelName = keyof typeof MAIL_LEVELS // C-LIMIT-12
export type MailLevel = (typeof MAIL_LEVELS)[MailLevelName]
export const PROTECTED_MAIL_PASSWORD_LENGTH = 6 // C-LIMIT-2
// C-LIMIT-5
export const BURN_VIEWS_MIN = 1
export const BURN_VIEWS_MAX = 99
export const DEFAULT_BURN_LIMIT = 1
export const SCHEDULE_DEFAULT_LEAD_HOURS = 1
export const BURN_DEFAULT_LEAD_DAYS = 7
export const DRAFT_AUTOSAVE_DEFAULT_MINUTES = 5 // C-TIME-11
export const COMPOSE_BUTTON_COOLDOWN_MS = 1500 // C-TIME-10
/** Delay before a recipient typed into a box is committed after the box loses focus (C-TIME-13). */
export const RECIPIENT_COMMIT_DELAY_MS = 300
/** "30M" in the spec (C-LIMIT-7); binary megabytes like every other size limit here. */
export const ONLINE_ATTACHMENT_SUGGEST_BYTES = 30 * 1024 * 1024
/** Online attachment expiry choices in days (C-LIMIT §9): a month, two, a quarter, half a year, a year. */
export const ONLINE_EXPIRE_DAYS = [30, 60, 90, 180, 365] as const
/** The spec names no default: a month, the shortest, as Outlook / QQ Mail offer first (decision 260). */
export const DEFAULT_ONLINE_EXPIRE_DAYS = 30
/** A sent copy keeps its attachments only when they total under 1M (C-LIMIT-8). */
export const SENT_COPY_ATTACHMENTS_MAX_BYTES = 1024 * 1024

// Files, previews and uploads.
export const PREVIEW_LIMIT_BYTES = 10485760 // C-LIMIT-6
export const PREVIEW_EXTENSIONS = [
  'gif',
  'jpg',
  'jpeg',
  'png',
  'bmp',
  'svg',
  'pdf',
  'html',
  'txt',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xml',
  'csv',
  'md',
  'log',
] as const
/** The "attachment over 10 MB" error stays this long (it is also closable; C-TIME-12). */
export const PREVIEW_REFUSED_TOAST_SECONDS = 6
export const IMAGE_UPLOAD_LIMIT_BYTES = 10485760 // C-LIMIT-6
export const IMAGE_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'bmp'] as const
/** Chunked upload: 2 MB chunks, at most 3 in flight, progress polled every 600 ms (C-LIMIT-10,
 * C-LIMIT-11, C-TIME-9). */
export const CHUNK_SIZE_BYTES = 2097152
export const CHUNK_PARALLEL = 3
export const UPLOAD_PROGRESS_POLL_MS = 600
/** The reader's "download" more-menu item shows only below this mail size (R-ROLE-9). */
export const MAIL_DOWNLOAD_MAX_BYTES = 2048000
