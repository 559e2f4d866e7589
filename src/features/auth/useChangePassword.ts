/**
 * The change-password form: trimmed fields, all required, the new password checked live against
 * the rules, the confirmation matched; only then are the values handed to `onSubmit` (the
 * password-change machine posts them). The server's field texts come back as `serverErrors`.
 */
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState, type FormEvent } from 'react'
import {
  checkPassword,
  nameKeyOf,
  validatePasswordChange,
  type PasswordChangeInput,
  type PasswordContext,
  type PasswordFieldError,
  type PasswordRules,
} from '../../domain/password/index.ts'

type FieldName = keyof PasswordChangeInput

export interface ChangePasswordFormOptions {
  rules: PasswordRules
  account: string
  realName: string
  /** The server's texts under the fields it refused on the last attempt. */
  serverErrors: Partial<Record<FieldName, string>>
  onSubmit: (values: PasswordChangeInput) => void
  onFieldEdit: (field: FieldName) => void
}

export function useChangePassword({
  rules,
  account,
  realName,
  serverErrors,
  onSubmit,
  onFieldEdit,
}: ChangePasswordFormOptions) {
  const { t } = useLingui()
  const [values, setValues] = useState<PasswordChangeInput>({ old: '', next: '', confirm: '' })
  const [formErrors, setFormErrors] = useState<Partial<Record<FieldName, string>>>({})
  // The pinyin of the name is costly (pinyin-pro); work it out once, not per keystroke.
  const namePinyin = useMemo(() => nameKeyOf(realName), [realName])
  const context: PasswordContext = { account, namePinyin }

  const checks = checkPassword(values.next.trim(), rules, context)

  const messageOf = (field: FieldName, code: PasswordFieldError): string => {
    if (code === 'required') {
      if (field === 'old') return t`请输入旧密码`
      if (field === 'next') return t`请输入新密码`
      return t`请再次输入新密码`
    }
    if (code === 'mismatch') {
      // M-TEXT-4
      return t({
        message: '两次输入的密码不一致',
        comment: "English: 'The two passwords are inconsistent'",
      })
    }
    return t`新密码不符合下方的规则`
  }

  const setField = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setFormErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
    if (serverErrors[field]) onFieldEdit(field)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validatePasswordChange(values, rules, context)
    const found: Partial<Record<FieldName, string>> = {}
    for (const [field, code] of Object.entries(result.errors) as [
      FieldName,
      PasswordFieldError,
    ][]) {
      found[field] = messageOf(field, code)
    }
    setFormErrors(found)
    if (result.ok) onSubmit(result.values)
  }

  const errors: Partial<Record<FieldName, string>> = {
    old: formErrors.old ?? serverErrors.old,
    next: formErrors.next ?? serverErrors.next,
    confirm: formErrors.confirm ?? serverErrors.confirm,
  }
  return { values, setField, errors, checks, submit }
}
