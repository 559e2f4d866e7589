/**
 * The SMS second factor in settings (R-LOGIN-3: phone bound or unbound): bind a
 * phone with a code sent to it, unbind with a code sent to the bound phone. The send button is
 * machines/two-factor-sms; the number typed stays when a code or the binding is refused.
 */
import { CodeField } from '../../auth/twofactor/CodeField.tsx'
import { SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { BoundBadge } from './BoundBadge.tsx'
import { Button, Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components'
import { PhoneRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useState, type FormEvent } from 'react'
import {
  isSixDigitCode,
  normaliseCode,
  serverMessage,
} from '../../../../machines/two-factor-bind/index.ts'
import {
  selectSentTo,
  selectSmsError,
  twoFactorSmsMachine,
} from '../../../../machines/two-factor-sms/index.ts'
import { mainlandMobile } from '../../../domain/settings/index.ts'
import { SmsCodeButton } from '../../auth/twofactor/SmsCodeButton.tsx'
import {
  bindPhone,
  settingSmsSender,
  unbindPhone,
  type TwofactorStatus,
} from './twoFactorSettingsCalls.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { useTwoFactorStyles } from './useTwoFactorStyles.styles.ts'

export function PhoneSection({
  status,
  onChanged,
}: {
  status: TwofactorStatus
  onChanged: (status: TwofactorStatus, notice: string) => void
}) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const factorStyles = useTwoFactorStyles()
  const [open, setOpen] = useState(false)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [phoneError, setPhoneError] = useState<string>()
  const [codeError, setCodeError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const purpose = status.sms_bound ? 'unbind' : 'bind'

  const smsLogic = useMemo(
    () =>
      twoFactorSmsMachine.provide({
        actors: {
          sendCode: settingSmsSender(purpose),
        },
      }),
    [purpose],
  )
  const sms = useActorRef(smsLogic)
  const sentTo = useSelector(sms, selectSentTo)
  const smsError = useSelector(sms, selectSmsError)

  const checkPhone = () => {
    if (purpose === 'unbind') return true
    const ok = mainlandMobile(phone) !== null
    setPhoneError(ok ? undefined : t`请输入正确的手机号码`)
    return ok
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (saving || !checkPhone()) return
    if (!isSixDigitCode(code)) return setCodeError(t`请输入 6 位数字验证码`)
    setCodeError(undefined)
    setSaving(true)
    try {
      const next =
        purpose === 'bind'
          ? await bindPhone(phone.replace(/[\s-]/g, ''), normaliseCode(code))
          : await unbindPhone(normaliseCode(code))
      setOpen(false)
      setCode('')
      setPhone('')
      onChanged(next, purpose === 'bind' ? t`手机已绑定` : t`手机已解绑`)
    } catch (error) {
      setCodeError(serverMessage(error) ?? t`操作失败，请重试`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <SettingsSection
      id="phone"
      icon={<PhoneRegular aria-hidden />}
      title={t`手机短信验证`}
      status={<BoundBadge bound={status.sms_bound} />}
    >
      <Text className={styles.muted}>
        {status.sms_bound
          ? t`已绑定手机 ${status.phone}，登录时可以用短信验证码完成二次验证。`
          : t`绑定手机后，登录时可以用短信验证码完成二次验证。`}
      </Text>
      {!open ? (
        <div className={styles.actions}>
          <Button onClick={() => setOpen(true)}>
            {status.sms_bound ? t`解绑手机` : t`绑定手机`}
          </Button>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          {purpose === 'bind' && (
            <Field
              label={t`手机号码`}
              validationState={phoneError ? 'error' : 'none'}
              validationMessage={phoneError}
            >
              <Input
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(_, data) => {
                  setPhone(data.value)
                  setPhoneError(undefined)
                }}
              />
            </Field>
          )}
          <div className={factorStyles.row}>
            <CodeField
              label={purpose === 'bind' ? t`短信验证码` : t`发送至已绑定手机的验证码`}
              error={codeError}
              name="code"
              value={code}
              onChange={(value) => {
                setCode(value)
                setCodeError(undefined)
              }}
            />
            <SmsCodeButton
              actor={sms}
              onBeforeSend={checkPhone}
              phone={purpose === 'bind' ? phone.replace(/[\s-]/g, '') : undefined}
            />
          </div>
          {sentTo && (
            <Text className={styles.muted} role="status">
              {t`验证码已发送至 ${sentTo}`}
            </Text>
          )}
          {smsError && (
            <MessageBar intent="error">
              <MessageBarBody>{smsError.message ?? t`验证码发送失败，请稍后重试`}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={saving}>
              {purpose === 'bind' ? t`绑定` : t`确认解绑`}
            </Button>
            <Button onClick={() => setOpen(false)}>{t`取消`}</Button>
          </div>
        </form>
      )}
    </SettingsSection>
  )
}
