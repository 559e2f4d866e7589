/**
 * /setting/twofactor (R-LOGIN-5, R-LOGIN-3, R-ROLE
 * administrator): the authenticator and the phone, each bound or unbound; binding the authenticator
 * is a four-step wizard (TotpBindWizard), unbinding needs a current code; the phone binds and
 * unbinds with SMS codes (PhoneSection); WeChat binding by QR code. Administrators (backstage
 * rights: admin active and not in a shared mailbox) also clear another user's authenticator
 * binding.
 */
import { CodeField } from '../../auth/twofactor/CodeField.tsx'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { BoundBadge } from './BoundBadge.tsx'
import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components'
import { ShieldKeyholeRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useCallback, useState, type FormEvent } from 'react'
import {
  isSixDigitCode,
  normaliseCode,
  serverMessage,
} from '../../../../machines/two-factor-bind/index.ts'
import { selectShowBackstage } from '../../../../machines/session/index.ts'
import { useSessionActor } from '../../../app/session/SessionProvider.tsx'
import { useLoad } from '../../../app/useLoad.ts'
import { PhoneSection } from './PhoneSection.tsx'
import { TotpBindWizard } from './TotpBindWizard.tsx'
import { loadTwofactorStatus, unbindTotp, type TwofactorStatus } from './twoFactorSettingsCalls.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { AdminClearSection } from './AdminClearSection.tsx'
import { WechatSection } from './WechatSection.tsx'
import { ClientAuthSection } from './ClientAuthSection.tsx'

function TotpSection({
  status,
  onChanged,
}: {
  status: TwofactorStatus
  onChanged: (status: TwofactorStatus, notice: string) => void
}) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const [wizard, setWizard] = useState(false)
  const [unbinding, setUnbinding] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const bound = useCallback(() => {
    setWizard(false)
    onChanged({ ...status, totp_bound: true }, t`身份验证器已绑定`)
  }, [onChanged, status, t])

  const submitUnbind = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    if (!isSixDigitCode(code)) return setError(t`请输入 6 位数字验证码`)
    setSaving(true)
    try {
      const next = await unbindTotp(normaliseCode(code))
      setUnbinding(false)
      setCode('')
      onChanged(next, t`身份验证器已解绑`)
    } catch (failure) {
      setError(serverMessage(failure) ?? t`操作失败，请重试`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <SettingsSection
      id="totp"
      icon={<ShieldKeyholeRegular aria-hidden />}
      title={t`身份验证器`}
      status={<BoundBadge bound={status.totp_bound} />}
    >
      <Text className={styles.muted}>
        {status.totp_bound
          ? t`登录时需要输入身份验证器中的动态验证码。`
          : t`绑定身份验证器后，登录时除密码外还需输入手机应用生成的动态验证码。`}
      </Text>
      {!status.totp_bound && (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => setWizard(true)}>
            {t`绑定身份验证器`}
          </Button>
        </div>
      )}
      {status.totp_bound && !unbinding && (
        <div className={styles.actions}>
          <Button onClick={() => setUnbinding(true)}>{t`解绑身份验证器`}</Button>
        </div>
      )}
      {status.totp_bound && unbinding && (
        <form className={styles.form} noValidate onSubmit={(event) => void submitUnbind(event)}>
          <CodeField
            label={t`动态验证码`}
            hint={t`输入身份验证器中当前显示的 6 位数字以解绑。`}
            error={error}
            name="unbind-code"
            value={code}
            onChange={(value) => {
              setCode(value)
              setError(undefined)
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={saving}>
              {t`确认解绑`}
            </Button>
            <Button onClick={() => setUnbinding(false)}>{t`取消`}</Button>
          </div>
        </form>
      )}
      {wizard && <TotpBindWizard onClose={() => setWizard(false)} onBound={bound} />}
    </SettingsSection>
  )
}

export default function TwoFactorSettingsPage() {
  const { t } = useLingui()
  const isAdmin = useSelector(useSessionActor(), selectShowBackstage)
  const loaded = useLoad<TwofactorStatus>(loadTwofactorStatus, [])
  const [changed, setChanged] = useState<TwofactorStatus | null>(null)
  const [notice, setNotice] = useState<string>()
  const status = changed ?? loaded.data
  const onChanged = useCallback((next: TwofactorStatus, text: string) => {
    setChanged(next)
    setNotice(text)
  }, [])

  return (
    <SettingsPage
      title={t`双重验证`}
      intro={t`开启双重验证后，登录时除了密码，还需要身份验证器或短信中的验证码。`}
    >
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <Loaded
        resource={{
          loading: !status,
          loadFailed: !status && loaded.failed,
          retry: loaded.reload,
        }}
      >
        {() =>
          status && (
            <>
              <TotpSection status={status} onChanged={onChanged} />
              <PhoneSection key={String(status.sms_bound)} status={status} onChanged={onChanged} />
            </>
          )
        }
      </Loaded>
      <WechatSection notify={setNotice} />
      <ClientAuthSection />
      {isAdmin && <AdminClearSection />}
    </SettingsPage>
  )
}
