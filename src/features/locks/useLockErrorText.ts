/** The lock dialog's error texts (M-ERR lock password rows). */
import { useLingui } from '@lingui/react/macro'
import { type LockRule, type LockSettingsError } from '../../../machines/lock-settings/index.ts'

export function useLockErrorText() {
  const { t } = useLingui()
  return (error: LockSettingsError | null, rule: LockRule | null): string | null => {
    if (!error) return null
    switch (error.code) {
      // R-VALID-8, M-ERR-14: empty, then wrong or failed
      case 'passwordRequired':
        return t({
          message: '请输入锁定密码',
          context: 'module lock',
          comment: "English: 'Please enter the lock password'",
        })
      case 'wrongPassword':
        return t({
          message: '密码错误，请重新输入',
          context: 'module lock',
          comment: "English: 'Wrong password, please try again'",
        })
      case 'passwordLength': {
        const min = rule?.minLength ?? 0
        const max = rule?.maxLength ?? 0
        return t({
          message: `锁定密码长度须为 ${min} 到 ${max} 位`,
          comment: "English: 'The lock password must be {min} to {max} characters long'",
        })
      }
      case 'confirmMismatch':
        return t({
          message: '两次输入的密码不一致',
          context: 'module lock',
          comment: "English: 'The two passwords do not match'",
        })
      case 'saveFailed':
        return t({
          message: '锁定密码保存失败，请稍后重试',
          comment: "English: 'The lock password could not be saved; please try again later'",
        })
      case 'loadFailed':
        return t({
          message: '锁定设置加载失败',
          comment: "English: 'The lock settings could not be loaded'",
        })
    }
  }
}
