/** The administrator's form on /setting/twofactor: clear another user's authenticator binding (R-ROLE). */
import { SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { Button, Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components'
import { PersonKeyRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { serverMessage } from '../../../../machines/two-factor-bind/index.ts'
import { clearTotpBinding } from './twoFactorSettingsCalls.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'

export function AdminClearSection() {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const [username, setUsername] = useState('')
  const [error, setError] = useState<string>()
  const [done, setDone] = useState<string>()
  const [saving, setSaving] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setDone(undefined)
    if (username.trim() === '') return setError(t`请输入用户的邮箱账号`)
    setSaving(true)
    try {
      const message = await clearTotpBinding(username.trim())
      setDone(message ?? t`已清除该用户的身份验证器绑定`)
      setUsername('')
    } catch (failure) {
      setError(serverMessage(failure) ?? t`操作失败，请重试`)
    } finally {
      setSaving(false)
    }
  }
  return (
    <SettingsSection
      id="admin-clear"
      icon={<PersonKeyRegular aria-hidden />}
      title={t`管理员：清除用户的身份验证器绑定`}
    >
      <Text className={styles.muted}>
        {t`用户丢失手机时，清除其身份验证器绑定后，该用户可以只用密码登录并重新绑定。`}
      </Text>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label={t`用户邮箱账号`}
          validationState={error ? 'error' : 'none'}
          validationMessage={error}
        >
          <Input
            name="clear-username"
            value={username}
            onChange={(_, data) => {
              setUsername(data.value)
              setError(undefined)
            }}
          />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" disabledFocusable={saving}>
            {t`清除绑定`}
          </Button>
        </div>
        {done && (
          <MessageBar intent="success">
            <MessageBarBody>{done}</MessageBarBody>
          </MessageBar>
        )}
      </form>
    </SettingsSection>
  )
}
