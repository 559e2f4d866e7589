/**
 * State and submit of the change-password form: trimmed fields, all required, the new password
 * checked live against the rules, the confirmation matched, then all three encrypted and posted.
 * Server field errors land under their fields; the client middleware already toasts the rest.
 */
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState, type FormEvent } from 'react'
import { fieldErrors } from '../../api/errors.ts'
import { api } from '../../app/services.ts'
import { encryptForServer } from '../../app/session/publicKey.ts'
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
const SERVER_FIELDS = {
  old: 'password',
  next: 'new_password',
  confirm: 'confirm_password',
} as const

export interface ChangePasswordOptions {
  rules: PasswordRules
  account: string
  realName: string
  onChanged: (token: string) => void
}

export function useChangePassword({ rules, account, realName, onChanged }: ChangePasswordOptions) {
  const { t } = useLingui()
  const [values, setValues] = useState<PasswordChangeInput>({ old: '', next: '', confirm: '' })
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [failure, setFailure] = useState<string>()
  const [saving, setSaving] = useState(false)
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
      return t({
        message: '两次输入的密码不一致',
        comment: "English: 'The two passwords are inconsistent'",
      })
    }
    return t`新密码不符合下方的规则`
  }

  const setField = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const result = validatePasswordChange(values, rules, context)
    const found: Partial<Record<FieldName, string>> = {}
    for (const [field, code] of Object.entries(result.errors) as [
      FieldName,
      PasswordFieldError,
    ][]) {
      found[field] = messageOf(field, code)
    }
    setErrors(found)
    setFailure(undefined)
    if (!result.ok) return

    setSaving(true)
    try {
      const [password, newPassword, confirmPassword] = await Promise.all([
        encryptForServer(result.values.old),
        encryptForServer(result.values.next),
        encryptForServer(result.values.confirm),
      ])
      const { data, error } = await api().POST('/api/setting/password/', {
        body: { password, new_password: newPassword, confirm_password: confirmPassword },
      })
      if (data) return onChanged(data.token)
      const server = fieldErrors(error ?? undefined, Object.values(SERVER_FIELDS))
      setErrors({
        old: server[SERVER_FIELDS.old],
        next: server[SERVER_FIELDS.next],
        confirm: server[SERVER_FIELDS.confirm],
      })
      if (!Object.values(server).some(Boolean)) setFailure(t`密码修改失败，请稍后重试`)
    } catch {
      setFailure(t`密码修改失败，请稍后重试`)
    } finally {
      setSaving(false)
    }
  }

  return { values, setField, errors, failure, saving, checks, submit }
}
