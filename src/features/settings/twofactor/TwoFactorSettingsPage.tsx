/**
 * /setting/twofactor (product.md §2, §4 "Two-factor", §6 "Administrator"): the authenticator and
 * the phone, each bound or unbound; binding the authenticator is a four-step wizard
 * (TotpBindWizard), unbinding needs a current code; the phone binds and unbinds with SMS codes
 * (PhoneSection); WeChat binding by QR code. Administrators (backstage rights: admin active and
 * not in a shared mailbox) also clear another user's authenticator binding.
 */
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { ChatRegular, PersonKeyRegular, ShieldKeyholeRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import {
  isSixDigitCode,
  normaliseCode,
  serverMessage,
} from '../../../../machines/two-factor-bind/index.ts'
import { selectShowBackstage } from '../../../../machines/session/index.ts'
import { selectPhase, wechatQrMachine } from '../../../../machines/wechat-qr/index.ts'
import { useSessionActor } from '../../../app/session/SessionProvider.tsx'
import { useLoad } from '../../../app/useLoad.ts'
import { wechatBindActors } from '../../auth/twofactor/wechatActors.ts'
import { WechatQrPanel } from '../../auth/twofactor/WechatQrPanel.tsx'
import { PhoneSection } from './PhoneSection.tsx'
import { TotpBindWizard } from './TotpBindWizard.tsx'
import {
  clearTotpBinding,
  loadTwofactorStatus,
  loadWechatBinding,
  unbindTotp,
  unbindWechat,
  type TwofactorStatus,
  type WechatBinding,
} from './twoFactorSettingsCalls.ts'
import { useTwoFactorSettingsStyles } from './useTwoFactorSettingsStyles.styles.ts'

function TotpSection({
  status,
  onChanged,
}: {
  status: TwofactorStatus
  onChanged: (status: TwofactorStatus, notice: string) => void
}) {
  const { t } = useLingui()
  const styles = useTwoFactorSettingsStyles()
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
    <section className={styles.section} aria-labelledby="twofactor-totp">
      <div className={styles.sectionHead}>
        <ShieldKeyholeRegular aria-hidden />
        <Text
          as="h2"
          id="twofactor-totp"
          size={400}
          weight="semibold"
          className={styles.sectionTitle}
        >
          {t`身份验证器`}
        </Text>
        <Badge appearance="tint" color={status.totp_bound ? 'success' : 'informative'}>
          {status.totp_bound ? t`已绑定` : t`未绑定`}
        </Badge>
      </div>
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
          <Field
            label={t`动态验证码`}
            hint={t`输入身份验证器中当前显示的 6 位数字以解绑。`}
            validationState={error ? 'error' : 'none'}
            validationMessage={error}
          >
            <Input
              name="unbind-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(_, data) => {
                setCode(data.value)
                setError(undefined)
              }}
            />
          </Field>
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={saving}>
              {t`确认解绑`}
            </Button>
            <Button onClick={() => setUnbinding(false)}>{t`取消`}</Button>
          </div>
        </form>
      )}
      {wizard && <TotpBindWizard onClose={() => setWizard(false)} onBound={bound} />}
    </section>
  )
}

const bindQrMachine = wechatQrMachine.provide({ actors: wechatBindActors })

function WechatBindDialog({ onClose, onBound }: { onClose: () => void; onBound: () => void }) {
  const { t } = useLingui()
  const actor = useActorRef(bindQrMachine)
  const confirmed = useSelector(actor, (s) => selectPhase(s) === 'confirmed')
  useEffect(() => {
    if (confirmed) onBound()
  }, [confirmed, onBound])
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t`绑定微信`}</DialogTitle>
          <DialogContent>
            <WechatQrPanel actor={actor} purpose="bind" />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t`关闭`}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

function WechatSection({ notify }: { notify: (notice: string) => void }) {
  const { t } = useLingui()
  const styles = useTwoFactorSettingsStyles()
  const binding = useLoad<WechatBinding>(loadWechatBinding, [])
  const [dialog, setDialog] = useState(false)
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const { reload } = binding
  const bound = useCallback(() => {
    setDialog(false)
    reload()
    notify(t`微信已绑定`)
  }, [reload, notify, t])
  const unbind = async () => {
    setSaving(true)
    setError(undefined)
    try {
      await unbindWechat()
      reload()
      notify(t`微信已解绑`)
    } catch (failure) {
      setError(serverMessage(failure) ?? t`操作失败，请重试`)
    } finally {
      setSaving(false)
    }
  }
  const data = binding.data
  return (
    <section className={styles.section} aria-labelledby="twofactor-wechat">
      <div className={styles.sectionHead}>
        <ChatRegular aria-hidden />
        <Text
          as="h2"
          id="twofactor-wechat"
          size={400}
          weight="semibold"
          className={styles.sectionTitle}
        >
          {t`微信`}
        </Text>
        {data && (
          <Badge appearance="tint" color={data.is_bound ? 'success' : 'informative'}>
            {data.is_bound ? t`已绑定` : t`未绑定`}
          </Badge>
        )}
      </div>
      {!data ? (
        binding.failed ? (
          <Button onClick={reload}>{t`重新加载`}</Button>
        ) : (
          <Spinner size="tiny" label={t`正在加载…`} />
        )
      ) : data.is_bound ? (
        <>
          <div className={styles.wechat}>
            {data.avatar && <img src={data.avatar} alt="" width={32} height={32} />}
            <Text>{t`已绑定微信：${data.nickname}`}</Text>
          </div>
          <div className={styles.actions}>
            <Button disabledFocusable={saving} onClick={() => void unbind()}>
              {t`解绑微信`}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Text className={styles.muted}>{t`绑定微信后，可以在登录页用微信扫码登录。`}</Text>
          <div className={styles.actions}>
            <Button onClick={() => setDialog(true)}>{t`绑定微信`}</Button>
          </div>
        </>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {dialog && <WechatBindDialog onClose={() => setDialog(false)} onBound={bound} />}
    </section>
  )
}

function AdminClearSection() {
  const { t } = useLingui()
  const styles = useTwoFactorSettingsStyles()
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
    <section className={styles.section} aria-labelledby="twofactor-admin">
      <div className={styles.sectionHead}>
        <PersonKeyRegular aria-hidden />
        <Text
          as="h2"
          id="twofactor-admin"
          size={400}
          weight="semibold"
          className={styles.sectionTitle}
        >
          {t`管理员：清除用户的身份验证器绑定`}
        </Text>
      </div>
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
    </section>
  )
}

export default function TwoFactorSettingsPage() {
  const { t } = useLingui()
  const styles = useTwoFactorSettingsStyles()
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
    <div className={styles.page}>
      <Text as="h1" size={600} weight="semibold" className={styles.title}>
        {t`双重验证`}
      </Text>
      <Text className={styles.muted}>
        {t`开启双重验证后，登录时除了密码，还需要身份验证器或短信中的验证码。`}
      </Text>
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      {!status ? (
        loaded.failed ? (
          <div className={styles.actions}>
            <Button onClick={loaded.reload}>{t`重新加载`}</Button>
          </div>
        ) : (
          <Spinner label={t`正在加载…`} />
        )
      ) : (
        <>
          <TotpSection status={status} onChanged={onChanged} />
          <PhoneSection key={String(status.sms_bound)} status={status} onChanged={onChanged} />
        </>
      )}
      <WechatSection notify={setNotice} />
      {isAdmin && <AdminClearSection />}
    </div>
  )
}
