/**
 * /twofactor_login (R-LOGIN-1: two-factor by authenticator code or SMS):
 * after the password, the account's second factor. The session (machines/session, state
 * twoFactor) holds the ticket and verifies the code; the session wiring navigates once it is
 * accepted. SMS codes come from the send button with its resend countdown
 * (machines/two-factor-sms). Without a two-factor step in progress (a reload, an old tab) the page
 * says the login has expired and leads back to /login.
 */
import { CodeField } from './CodeField.tsx'
import {
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { ShieldKeyholeRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { selectTwoFactorMethods, type TwoFactorMethod } from '../../../../machines/session/index.ts'
import {
  selectSentTo,
  selectSmsError,
  twoFactorSmsMachine,
} from '../../../../machines/two-factor-sms/index.ts'
import {
  isSixDigitCode,
  normaliseCode,
} from '../../../../machines/two-factor-bind/two-factor-bind.rules.ts'
import { useSession } from '../../../app/session/useSession.ts'
import { LanguagePicker } from '../LanguagePicker.tsx'
import { useLoginStyles } from '../useLoginStyles.styles.ts'
import { SmsCodeButton } from './SmsCodeButton.tsx'
import { loginSmsSender } from './twoFactorLoginActors.ts'
import { useTwoFactorStyles } from './useTwoFactorStyles.styles.ts'
import { BusyButton } from '../../common/forms/BusyButton.tsx'

export default function TwoFactorLoginPage() {
  const { t } = useLingui()
  const styles = { ...useLoginStyles(), ...useTwoFactorStyles() }
  const navigate = useNavigate()
  const { snapshot, send, actor } = useSession()
  const methods = selectTwoFactorMethods(snapshot)
  const verifying = snapshot.hasTag('busy')
  const [chosen, setChosen] = useState<TwoFactorMethod | null>(null)
  const method: TwoFactorMethod | null = methods?.includes(chosen ?? 'totp')
    ? (chosen ?? 'totp')
    : (methods?.[0] ?? null)
  const [codes, setCodes] = useState<Record<TwoFactorMethod, string>>({ totp: '', sms: '' })
  const [formatError, setFormatError] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  const smsLogic = useMemo(
    () =>
      twoFactorSmsMachine.provide({
        actors: {
          sendCode: loginSmsSender(() => actor.getSnapshot().context.twoFactor?.ticket ?? ''),
        },
      }),
    [actor],
  )
  const sms = useActorRef(smsLogic)
  const sentTo = useSelector(sms, selectSentTo)
  const smsError = useSelector(sms, selectSmsError)

  const backToLogin = () => {
    if (methods) send({ type: 'session.cancel' })
    void navigate({ to: '/login', replace: true })
  }

  if (!methods) {
    return (
      <div className={styles.page}>
        <div className={styles.topBar}>
          <LanguagePicker />
        </div>
        <main className={styles.main}>
          <div className={styles.card}>
            {verifying || snapshot.matches('loadingSession') ? (
              <Spinner label={t`正在登录…`} />
            ) : (
              <>
                <MessageBar intent="warning">
                  <MessageBarBody>{t`登录已失效，请重新登录`}</MessageBarBody>
                </MessageBar>
                <Button appearance="primary" size="large" onClick={backToLogin}>
                  {t`返回登录`}
                </Button>
              </>
            )}
          </div>
        </main>
      </div>
    )
  }

  const code = method ? codes[method] : ''
  const sessionError = snapshot.context.error
  const serverError = sessionError ? (sessionError.message ?? t`验证失败，请重试`) : undefined
  const fieldError = formatError ? t`请输入 6 位数字验证码` : serverError

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!method || verifying) return
    if (!isSixDigitCode(code)) {
      setFormatError(true)
      inputRef.current?.focus()
      return
    }
    setFormatError(false)
    send({ type: 'session.twofactor', method, code: normaliseCode(code) })
  }

  const setCode = (value: string) => {
    if (!method) return
    setCodes((current) => ({ ...current, [method]: value }))
    setFormatError(false)
    if (sessionError) send({ type: 'session.dismiss' })
  }

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <LanguagePicker />
      </div>
      <main className={styles.main}>
        <form className={styles.card} noValidate onSubmit={submit}>
          <div className={styles.header}>
            <Text as="h1" size={600} weight="semibold" className={styles.title}>
              <ShieldKeyholeRegular aria-hidden /> {t`二次验证`}
            </Text>
            <Text className={styles.hint}>{t`为保护您的账号安全，请完成二次验证后登录。`}</Text>
          </div>
          {methods.length > 1 && (
            <RadioGroup
              aria-label={t`验证方式`}
              layout="horizontal"
              value={method ?? undefined}
              onChange={(_, data) => {
                setChosen(data.value as TwoFactorMethod)
                setFormatError(false)
                if (sessionError) send({ type: 'session.dismiss' })
              }}
            >
              <Radio value="totp" label={t`身份验证器`} />
              <Radio value="sms" label={t`短信验证码`} />
            </RadioGroup>
          )}
          {method === 'totp' ? (
            <CodeField
              label={t`动态验证码`}
              hint={t`打开手机上的身份验证器应用，输入显示的 6 位数字。`}
              error={fieldError}
              name="totp"
              value={code}
              onChange={setCode}
              size="large"
              autoFocus
              inputRef={inputRef}
            />
          ) : (
            <>
              <div className={styles.codeRow}>
                <CodeField
                  label={t`短信验证码`}
                  error={fieldError}
                  name="sms"
                  value={code}
                  onChange={setCode}
                  size="large"
                  inputRef={inputRef}
                />
                <SmsCodeButton actor={sms} />
              </div>
              {sentTo && (
                <Text className={styles.sentTo} role="status">
                  {t`验证码已发送至 ${sentTo}`}
                </Text>
              )}
              {smsError && (
                <MessageBar intent="error">
                  <MessageBarBody>
                    {smsError.message ?? t`验证码发送失败，请稍后重试`}
                  </MessageBarBody>
                </MessageBar>
              )}
            </>
          )}
          <BusyButton type="submit" size="large" busy={verifying}>
            {verifying ? t`正在验证…` : t`验证并登录`}
          </BusyButton>
          <div className={styles.backRow}>
            <Link as="button" type="button" onClick={backToLogin}>
              {t`返回登录`}
            </Link>
          </div>
        </form>
      </main>
    </div>
  )
}
