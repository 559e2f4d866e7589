/**
 * SMS new-mail notification (/setting/sms, contract SmsSettings): on or off, the mobile that gets
 * the texts, and the daily window they are sent in (decisions.md #183). The mobile rule is the
 * one the two-factor phone binding uses: a mainland number, 11 digits starting with 1 (spaces and
 * dashes tolerated).
 */
export interface SmsValues {
  is_enabled: boolean
  mobile: string
  /** HH:mm: texts are sent from this time … */
  start_time: string
  /** … until this one, the same day. */
  end_time: string
}

export type SmsError = 'mobileRequired' | 'mobileFormat' | 'timeFormat' | 'timeOrder'

/** The digits of a mainland mobile number as typed, or null when it is not one. */
export function mainlandMobile(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '')
  return /^1[3-9]\d{9}$/.test(digits) ? digits : null
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

export function validateSms(values: SmsValues): Partial<Record<keyof SmsValues, SmsError>> {
  const errors: Partial<Record<keyof SmsValues, SmsError>> = {}
  const mobile = values.mobile.trim()
  // A number typed while off is still checked: it is saved and used once switched on.
  if (mobile === '') {
    if (values.is_enabled) errors.mobile = 'mobileRequired'
  } else if (mainlandMobile(mobile) === null) errors.mobile = 'mobileFormat'
  if (!HH_MM.test(values.start_time)) errors.start_time = 'timeFormat'
  if (!HH_MM.test(values.end_time)) errors.end_time = 'timeFormat'
  else if (!errors.start_time && values.start_time >= values.end_time) errors.end_time = 'timeOrder'
  return errors
}

/** What updateSmsSettings is sent: the number as digits only. */
export const smsPayload = (values: SmsValues): SmsValues => ({
  ...values,
  mobile: values.mobile.trim() === '' ? '' : (mainlandMobile(values.mobile) ?? values.mobile),
})
