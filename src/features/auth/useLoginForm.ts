/**
 * State and submit flow of the login form. Everything typed stays in this hook's state, which
 * lives as long as the form is mounted, so no error (validation, captcha, server) loses it.
 *
 * Submit: validate → (text / arith captcha: verify the typed code first) → send the session its
 * login event → wait for the outcome. A failed login refreshes the captcha (tickets are
 * single-use); a two-factor account goes on to /twofactor_login. Success is the session wiring's
 * business (it navigates).
 */
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { LoginConfig } from '../../api/types.ts'
import { TEXT_CAPTCHA_LENGTH } from '../../domain/captcha/index.ts'
import type { CaptchaController } from './captcha/useCaptcha.ts'
import { readRememberedLogin, writeRememberedLogin, type LoginType } from './rememberedLogin.ts'
import { useLoginSession } from './useLoginSession.ts'

export interface LoginFormErrors {
  username?: string
  password?: string
  /** Text / arith captcha input. */
  code?: string
  /** Slider / click captcha not solved yet. */
  captcha?: string
}

/**
 * `captchaRequired`: the config asks for a captcha; `captcha` is its controller once the captcha
 * chunk runs (null until then, and the form cannot be sent before).
 */
export function useLoginForm(
  config: LoginConfig,
  captcha: CaptchaController | null,
  captchaRequired = captcha !== null,
) {
  const { t } = useLingui()
  const session = useLoginSession()
  const navigate = useNavigate()
  const [remembered] = useState(readRememberedLogin)
  const [loginType, setLoginType] = useState<LoginType>(
    remembered?.loginType === 'job_number' && config.allow_job_number ? 'job_number' : 'email',
  )
  const [username, setUsername] = useState(remembered?.username ?? '')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(remembered !== null)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<LoginFormErrors>({})
  const [checkingCode, setCheckingCode] = useState(false)
  // Between submit and the session's first state: its chunk may still be on the way.
  const [sending, setSending] = useState(false)
  const [unreachable, setUnreachable] = useState(false)

  const busy = session.signingIn || checkingCode || sending
  const isCodeCaptcha = captcha?.kind === 'text' || captcha?.kind === 'arith'

  const sessionError = session.error
  const serverMessage = unreachable
    ? t`无法加载登录页面，请检查网络后重试。`
    : sessionError
      ? (sessionError.message ??
        (sessionError.code === 'sessionLoadFailed'
          ? t`账户信息加载失败，请重新登录`
          : t`登录失败，请检查账号和密码后重试`))
      : undefined

  const validate = (): LoginFormErrors => {
    const found: LoginFormErrors = {}
    if (username.trim() === '') {
      found.username = loginType === 'email' ? t`请输入邮箱账号` : t`请输入工号`
    }
    // English: 'Please enter the password'
    if (password.trim() === '') found.password = t`请输入密码`
    if (captchaRequired && !captcha) {
      found.captcha = t`请先完成安全验证`
    } else if (captcha && !captcha.ticket) {
      if (captcha.kind === 'text' && code.trim().length !== TEXT_CAPTCHA_LENGTH) {
        found.code = t`请输入 ${TEXT_CAPTCHA_LENGTH} 位验证码`
      } else if (captcha.kind === 'arith' && code.trim() === '') {
        found.code = t`请输入计算结果`
      } else if (!isCodeCaptcha) {
        found.captcha = t`请先完成安全验证`
      }
    }
    return found
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return

    let ticket = captcha?.ticket ?? undefined
    if (captcha && !ticket && (captcha.kind === 'text' || captcha.kind === 'arith')) {
      setCheckingCode(true)
      ticket = (await captcha.verify({ kind: captcha.kind, value: code })) ?? undefined
      setCheckingCode(false)
      // The panel says why; the old code belongs to a challenge that is being replaced.
      if (!ticket) return setCode('')
    }

    const name = username.trim()
    writeRememberedLogin(remember ? { username: name, loginType } : null)
    setSending(true)
    setUnreachable(false)
    let outcome
    try {
      outcome = await session.signIn({
        username: name,
        password,
        loginType,
        ...(ticket ? { captchaTicket: ticket } : {}),
      })
    } catch {
      // The session's chunk did not arrive (offline): nothing was sent, the form stays as typed.
      return setUnreachable(true)
    } finally {
      setSending(false)
    }
    if (outcome.matches('twoFactor')) {
      // The page to return to after the login goes along (src/app/session/navigation.ts).
      await navigate({ to: '/twofactor_login', search: (previous) => previous })
    } else if (outcome.matches('loggedOut') && captcha) {
      captcha.refresh()
      setCode('')
    }
  }

  const clearError = (field: keyof LoginFormErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))

  return {
    loginType,
    setLoginType,
    username,
    setUsername: (value: string) => {
      setUsername(value)
      clearError('username')
    },
    password,
    setPassword: (value: string) => {
      setPassword(value)
      clearError('password')
    },
    remember,
    setRemember,
    code,
    setCode: (value: string) => {
      setCode(value)
      clearError('code')
    },
    errors: captcha?.ticket ? { ...errors, captcha: undefined } : errors,
    busy,
    serverMessage,
    submit,
  }
}
