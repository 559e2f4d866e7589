/** The login form proper: login type, username, password, captcha, remember me, submit. */
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { LoginConfig } from '../../api/types.ts'
import type { CaptchaKind } from '../../../machines/captcha/captcha.types.ts'
import type { CaptchaController } from './captcha/useCaptcha.ts'
import { LoginTypeTabs } from './LoginTypeTabs.tsx'
import type { LoginType } from './rememberedLogin.ts'
import { useLoginForm } from './useLoginForm.ts'
import { useLoginStyles } from './useLoginStyles.styles.ts'
import { CheckField, ErrorBar, PrimaryButton, Spinner, TextField } from './ui/controls.tsx'
import { LockClosedIcon, MailIcon, PersonIcon } from './ui/icons.tsx'
import { withWholeCatalog } from '../../i18n/i18n.ts'

const CAPTCHA_KINDS: readonly string[] = [
  'slider',
  'click',
  'text',
  'arith',
] satisfies CaptchaKind[]
const captchaKindOf = (type: string): CaptchaKind | null =>
  CAPTCHA_KINDS.includes(type) ? (type as CaptchaKind) : null

// The captcha (its machine, XState, the widgets) loads only when the login config asks for one,
// while the user types the account and password.
const CaptchaSlot = lazy(() => withWholeCatalog(import('./captcha/CaptchaSlot.tsx')))
// Forgot password (security questions) loads only when asked for: the login page's budget.
const ForgotPasswordDialog = lazy(() =>
  withWholeCatalog(import('./reset/ForgotPasswordDialog.tsx')),
)

export function LoginForm({ config }: { config: LoginConfig }) {
  const { t } = useLingui()
  const styles = useLoginStyles()
  const kind = captchaKindOf(config.captcha_type)
  const [captcha, setCaptcha] = useState<CaptchaController | null>(null)
  const [forgotOpen, setForgotOpen] = useState(false)
  // Each opening starts afresh; the dialog stays mounted while it closes.
  const [forgotKey, setForgotKey] = useState(0)
  const form = useLoginForm(config, captcha, kind !== null)
  const { errors } = form
  const byEmail = form.loginType === 'email'

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void form.submit(event)}>
        {config.allow_job_number && (
          <LoginTypeTabs<LoginType>
            label={t`登录方式`}
            selected={form.loginType}
            onSelect={form.setLoginType}
            tabs={[
              { value: 'email', label: t`邮箱账号`, icon: <MailIcon /> },
              { value: 'job_number', label: t`工号`, icon: <PersonIcon /> },
            ]}
          />
        )}
        {form.serverMessage && <ErrorBar>{form.serverMessage}</ErrorBar>}
        <TextField
          label={byEmail ? t`邮箱账号` : t`工号`}
          name="username"
          autoComplete="username"
          value={form.username}
          icon={byEmail ? <MailIcon /> : <PersonIcon />}
          error={errors.username}
          onChange={form.setUsername}
        />
        <TextField
          label={t`密码`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          icon={<LockClosedIcon />}
          error={errors.password}
          onChange={form.setPassword}
        />
        {kind && (
          <Suspense
            fallback={
              <section className={styles.captchaLoading} aria-label={t`安全验证`} aria-busy>
                {errors.captcha && <span role="alert">{errors.captcha}</span>}
              </section>
            }
          >
            <CaptchaSlot
              kind={kind}
              onController={setCaptcha}
              code={{ value: form.code, onChange: form.setCode, validationMessage: errors.code }}
              requiredMessage={errors.captcha}
            />
          </Suspense>
        )}
        <div className={styles.optionsRow}>
          <CheckField label={t`记住用户名`} checked={form.remember} onChange={form.setRemember} />
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setForgotKey((key) => key + 1)
              setForgotOpen(true)
            }}
          >
            {t({ message: '忘记密码？', comment: "English: 'Forgot password?'" })}
          </button>
        </div>
        <PrimaryButton
          type="submit"
          disabledFocusable={form.busy}
          icon={form.busy ? <Spinner /> : undefined}
        >
          {form.busy ? t`正在登录…` : t`登录`}
        </PrimaryButton>
      </form>
      {/* Outside the form: a submit inside the dialog must not bubble to the login form. */}
      {forgotKey > 0 && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            key={forgotKey}
            open={forgotOpen}
            initialAccount={byEmail ? form.username : ''}
            onClose={() => setForgotOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
