/**
 * /setting/accountcancel (R-LOGIN-4, R-VALID-23): the request needs a reason (1 to 200
 * characters, decisions.md #279) and the login password, then waits for the administrator.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export const CANCEL_REASON_MAX = 200

export interface AccountCancelValues {
  reason: string
  password: string
}

export type AccountCancelError = 'cancelReasonRequired' | 'cancelReasonTooLong' | 'passwordRequired'

export function validateAccountCancel(
  values: AccountCancelValues,
): Partial<Record<keyof AccountCancelValues, AccountCancelError>> {
  const errors: Partial<Record<keyof AccountCancelValues, AccountCancelError>> = {}
  const reason = values.reason.trim()
  if (reason === '') errors.reason = 'cancelReasonRequired'
  else if ([...reason].length > CANCEL_REASON_MAX) errors.reason = 'cancelReasonTooLong'
  if (values.password === '') errors.password = 'passwordRequired'
  return errors
}

/** `passwordRequired` is the security questions' ("请输入登录密码", messages.ts). */
export const ACCOUNT_CANCEL_MESSAGES: Record<
  Exclude<AccountCancelError, 'passwordRequired'>,
  MessageDescriptor
> = {
  // R-VALID-23: cancellation reason required.
  cancelReasonRequired: msg({
    message: '请填写注销原因',
    comment: "English: 'Please give a reason for closing the account'",
  }),
  cancelReasonTooLong: msg({
    message: '注销原因不能超过 200 个字符',
    comment: "English: 'The reason may be at most 200 characters'",
  }),
}
