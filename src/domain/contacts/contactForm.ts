/**
 * The personal contact form's values and rules (R-DATA Contact, R-VALID; decisions.md #202):
 * the address is required and valid (the spec's address form), the name optional; every other
 * field is optional and only checked for its shape and length. The mobile rule is shared with
 * compose's SMS step, where the number is required (R-VALID "mobile required when saving for SMS").
 */
import { isValidEmail } from '../compose/recipients.ts'

export interface ContactValues {
  fullname: string
  email: string
  mobile: string
  /** yyyy-mm-dd or '' (the date control's value). */
  birthday: string
  gender: '' | 'male' | 'female'
  groups_selected: number[]
  company: string
  department: string
  position: string
  work_number: string
  extension: string
  group_number: string
  fax: string
  work_address: string
  home_phone: string
  home_address: string
  country: string
  province: string
  city: string
  zip: string
  homepage: string
  im_qq: string
  im_msn: string
  remark: string
}

export type ContactTextField = Exclude<keyof ContactValues, 'groups_selected' | 'gender'>

export const BLANK_CONTACT: ContactValues = {
  fullname: '',
  email: '',
  mobile: '',
  birthday: '',
  gender: '',
  groups_selected: [],
  company: '',
  department: '',
  position: '',
  work_number: '',
  extension: '',
  group_number: '',
  fax: '',
  work_address: '',
  home_phone: '',
  home_address: '',
  country: '',
  province: '',
  city: '',
  zip: '',
  homepage: '',
  im_qq: '',
  im_msn: '',
  remark: '',
}

export type ContactRuleCode =
  | 'emailRequired'
  | 'emailInvalid'
  | 'mobileRequired'
  | 'mobileFormat'
  | 'phoneFormat'
  | 'birthdayInvalid'
  | 'birthdayFuture'
  | 'homepageInvalid'
  | 'qqInvalid'
  | 'msnInvalid'
  | 'tooLong50'
  | 'tooLong100'
  | 'tooLong200'

/** At most this many characters; what is not listed here is at most 100. */
const MAX_LENGTH: Partial<Record<ContactTextField, 50 | 200>> = {
  fullname: 50,
  work_address: 200,
  home_address: 200,
  homepage: 200,
  remark: 200,
}
const LONG_CODE = { 50: 'tooLong50', 100: 'tooLong100', 200: 'tooLong200' } as const

const PHONE_FIELDS = ['work_number', 'fax', 'home_phone'] as const

/** A phone number as people write it: an optional +, digits, spaces, dashes, brackets. */
function isPhoneNumber(typed: string, minDigits: number): boolean {
  if (!/^\+?[\d\s()-]+$/.test(typed)) return false
  const digits = typed.replace(/\D/g, '').length
  return digits >= minDigits && digits <= 20
}

/**
 * A contact's mobile: any country's number (the book holds outside parties), 6 to 20 digits.
 * `required` is the SMS step's rule; the form leaves it optional.
 */
export function contactMobileError(
  mobile: string,
  required: boolean,
): 'mobileRequired' | 'mobileFormat' | null {
  const typed = mobile.trim()
  if (typed === '') return required ? 'mobileRequired' : null
  return isPhoneNumber(typed, 6) ? null : 'mobileFormat'
}

function birthdayError(birthday: string, today: string): ContactRuleCode | null {
  if (birthday === '') return null
  const parsed = new Date(`${birthday}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday) || Number.isNaN(parsed.getTime())) {
    return 'birthdayInvalid'
  }
  if (parsed.toISOString().slice(0, 10) !== birthday) return 'birthdayInvalid'
  if (birthday < '1900-01-01') return 'birthdayInvalid'
  return birthday > today ? 'birthdayFuture' : null
}

const HOMEPAGE = /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/iu

/** `today` is yyyy-mm-dd in the user's time zone (the caller's clock, so tests fix it). */
export function validateContact(
  values: ContactValues,
  today: string,
): Partial<Record<keyof ContactValues, ContactRuleCode>> {
  const errors: Partial<Record<keyof ContactValues, ContactRuleCode>> = {}
  for (const field of Object.keys(BLANK_CONTACT) as (keyof ContactValues)[]) {
    const value = values[field]
    if (typeof value !== 'string') continue
    const max = MAX_LENGTH[field as ContactTextField] ?? 100
    if (value.trim().length > max) errors[field] = LONG_CODE[max]
  }
  const email = values.email.trim()
  if (email === '') errors.email = 'emailRequired'
  else if (!isValidEmail(email)) errors.email = 'emailInvalid'
  errors.mobile ??= contactMobileError(values.mobile, false) ?? undefined
  for (const field of PHONE_FIELDS) {
    const typed = values[field].trim()
    if (typed !== '' && !isPhoneNumber(typed, 3)) errors[field] ??= 'phoneFormat'
  }
  const extension = values.extension.trim()
  if (extension !== '' && !/^\d{1,10}$/.test(extension)) errors.extension ??= 'phoneFormat'
  errors.birthday ??= birthdayError(values.birthday, today) ?? undefined
  const homepage = values.homepage.trim()
  if (homepage !== '' && !HOMEPAGE.test(homepage)) errors.homepage ??= 'homepageInvalid'
  const qq = values.im_qq.trim()
  if (qq !== '' && !/^[1-9]\d{4,11}$/.test(qq)) errors.im_qq ??= 'qqInvalid'
  const msn = values.im_msn.trim()
  if (msn !== '' && !isValidEmail(msn)) errors.im_msn ??= 'msnInvalid'
  for (const key of Object.keys(errors) as (keyof ContactValues)[]) {
    if (errors[key] === undefined) delete errors[key]
  }
  return errors
}

/** The contact's stored fields as form values; anything unknown (an old gender word) is blank. */
export function contactToValues(contact: Partial<Record<string, unknown>>): ContactValues {
  const values = { ...BLANK_CONTACT }
  for (const field of Object.keys(BLANK_CONTACT) as (keyof ContactValues)[]) {
    const value = contact[field]
    if (field === 'groups_selected') {
      values.groups_selected = Array.isArray(value) ? value.filter(Number.isInteger) : []
    } else if (field === 'gender') {
      values.gender = value === 'male' || value === 'female' ? value : ''
    } else if (typeof value === 'string') {
      values[field] = value
    }
  }
  return values
}

/** What createContact / updateContact are sent: every field, trimmed; no birthday when blank. */
export function contactPayload(values: ContactValues) {
  const { birthday, groups_selected, gender, ...texts } = values
  const trimmed = Object.fromEntries(
    Object.entries(texts).map(([field, value]) => [field, value.trim()]),
  ) as Omit<ContactValues, 'birthday' | 'groups_selected' | 'gender'>
  return {
    ...trimmed,
    gender,
    groups_selected: [...groups_selected],
    ...(birthday ? { birthday } : {}),
  }
}
