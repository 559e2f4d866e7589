/**
 * The compose form (R-DATA-7, R-COMPOSE-5; §4 "Compose option
 * exclusivity"): its shape, its defaults, which of password / schedule / burn may be switched on,
 * and the default dates each option takes when switched on. Field names follow the contract's
 * ComposeForm so the send payload is a plain mapping (payload.ts).
 */
import dayjs from 'dayjs'
import {
  BURN_DAY_FORMAT,
  BURN_DEFAULT_LEAD_DAYS,
  DEFAULT_BURN_LIMIT,
  SCHEDULE_DAY_FORMAT,
  SCHEDULE_DEFAULT_LEAD_HOURS,
  type MailLevel,
} from './constants.ts'
import type { Recipient } from './recipients.ts'
import type { ComposeStationery } from './stationery.ts'

/**
 * Where an attachment comes from; each goes to its own list of the send form. 'online': a file
 * over 30M parked in the transit area and sent as a link with an expiry (decision 260).
 */
export type AttachmentSource = 'local' | 'net' | 'company' | 'online'

export interface ComposeAttachment {
  /** The id the send form refers to (an uploaded file, a disk item, a part of the source mail). */
  id: number | string
  name: string
  /** Bytes. */
  size: number
  source: AttachmentSource
  /** Security level; null until chosen (only asked for in security mode). */
  level: MailLevel | null
  /** Online attachments only: days the link works after the send (ONLINE_EXPIRE_DAYS). */
  expireDays?: number
}

/** Everything the user edits. `to` / `cc` / `bcc` keep invalid entries (marked) until removed. */
export interface ComposeForm {
  /** [address, name] of the chosen sender; null = the account's own address. */
  mfrom: [string, string] | null
  to: Recipient[]
  cc: Recipient[]
  bcc: Recipient[]
  reply_to: string
  subject: string
  is_html: boolean
  html_text: string
  plain_text: string
  is_priority: boolean
  /** Cc field shown. */
  is_cc: boolean
  /** Bcc field shown. */
  is_bcc: boolean
  /** Separate sending: each recipient gets a copy of their own (mass mail). */
  is_partsend: boolean
  is_smsnotify: boolean
  is_save_sent: boolean
  /** Ask for a read receipt. */
  is_confirm_read: boolean
  is_schedule: boolean
  /** 'YYYY-MM-DD HH:mm' */
  schedule_day: string
  is_password: boolean
  password: string
  is_burn: boolean
  /** Views per recipient, 1–99. */
  burn_limit: number
  /** 'YYYY-MM-DD': destroyed at 0:00 of this date. */
  burn_day: string
  /** Security mode only; null = not chosen. */
  mail_level: MailLevel | null
  attachments: ComposeAttachment[]
  /** The background the body is written on; wraps the html when it goes out (stationery.ts). */
  stationery: ComposeStationery | null
}

/** Compose defaults: html on, cc shown, bcc off, save to Sent on, read receipt on, the rest off. */
export function defaultComposeForm(): ComposeForm {
  return {
    mfrom: null,
    to: [],
    cc: [],
    bcc: [],
    reply_to: '',
    subject: '',
    is_html: true,
    html_text: '',
    plain_text: '',
    is_priority: false,
    is_cc: true,
    is_bcc: false,
    is_partsend: false,
    is_smsnotify: false,
    is_save_sent: true,
    is_confirm_read: true,
    is_schedule: false,
    schedule_day: '',
    is_password: false,
    password: '',
    is_burn: false,
    burn_limit: DEFAULT_BURN_LIMIT,
    burn_day: '',
    mail_level: null,
    attachments: [],
    stationery: null,
  }
}

/** The three options that exclude each other. */
export type ExclusiveOption = 'password' | 'schedule' | 'burn'

const FLAG = { password: 'is_password', schedule: 'is_schedule', burn: 'is_burn' } as const

export interface OptionAvailability {
  /** Password protection is hidden in security mode. */
  visible: boolean
  /** False while one of the other two is on (the checkbox shows, disabled). */
  enabled: boolean
}

/**
 * Password ⟂ schedule ⟂ burn: each is disabled while either other one is on; password protection
 * is hidden in security mode.
 */
export function optionAvailability(
  form: Pick<ComposeForm, 'is_password' | 'is_schedule' | 'is_burn'>,
  option: ExclusiveOption,
  securityMode: boolean,
): OptionAvailability {
  const othersOn = (Object.keys(FLAG) as ExclusiveOption[]).some(
    (other) => other !== option && form[FLAG[other]],
  )
  const visible = !(option === 'password' && securityMode)
  return { visible, enabled: visible && !othersOn }
}

/** One hour ahead, as schedule_day (R-COMPOSE-7). */
export const defaultScheduleDay = (now: Date): string =>
  dayjs(now).add(SCHEDULE_DEFAULT_LEAD_HOURS, 'hour').format(SCHEDULE_DAY_FORMAT)

/** Seven days ahead, as burn_day (R-COMPOSE-7). */
export const defaultBurnDay = (now: Date): string =>
  dayjs(now).add(BURN_DEFAULT_LEAD_DAYS, 'day').format(BURN_DAY_FORMAT)

/**
 * Switches an exclusive option. Switching on takes the option's default (schedule one hour
 * ahead, burn seven days ahead with burn_limit kept, an empty password); a disabled or hidden
 * option is left as it is (returns null). Switching off always works.
 */
export function toggleOption(
  form: ComposeForm,
  option: ExclusiveOption,
  on: boolean,
  now: Date,
  securityMode: boolean,
): ComposeForm | null {
  if (!on) return { ...form, [FLAG[option]]: false }
  if (!optionAvailability(form, option, securityMode).enabled) return null
  switch (option) {
    case 'schedule':
      return { ...form, is_schedule: true, schedule_day: defaultScheduleDay(now) }
    case 'burn':
      return { ...form, is_burn: true, burn_day: defaultBurnDay(now) }
    case 'password':
      return { ...form, is_password: true, password: '' }
  }
}

/** A form worth saving as a draft: at least one of content, subject or attachment. */
export function hasDraftContent(form: ComposeForm): boolean {
  return form.subject.trim() !== '' || form.attachments.length > 0 || hasBody(form)
}

/** The body has text, or (html) an image. */
export function hasBody(form: Pick<ComposeForm, 'is_html' | 'html_text' | 'plain_text'>): boolean {
  if (form.plain_text.trim() !== '') return true
  return form.is_html && /<img\b/i.test(form.html_text)
}
