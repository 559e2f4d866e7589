/** The login form proper: login type, username, password, captcha, remember me, submit. */
import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components'
import { LockClosedRegular, MailRegular, PersonRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { LoginConfig } from '../../api/types.ts'
import type { CaptchaKind } from '../../../machines/captcha/index.ts'
import { CaptchaPanel } from './captcha/CaptchaPanel.tsx'
import { useCaptcha, type CaptchaController } from './captcha/useCaptcha.ts'
import { LoginTypeTabs } from './LoginTypeTabs.tsx'
import type { LoginType } from './rememberedLogin.ts'
import { useLoginForm } from './useLoginForm.ts'
import { useLoginStyles } from './useLoginStyles.styles.ts'

const CAPTCHA_KINDS: readonly string[] = [
  'slider',
  'click',
  'text',
  'arith',
] satisfies CaptchaKind[]
const captchaKindOf = (type: string): CaptchaKind | null =>
  CAPTCHA_KINDS.includes(type) ? (type as CaptchaKind) : null

/** Runs the captcha machine only when the login config asks for one (hooks cannot be optional). */
function WithCaptcha({
  kind,
  children,
}: {
  kind: CaptchaKind
  children: (captcha: CaptchaController) => ReactNode
}) {
  return children(useCaptcha(kind))
}

export function LoginForm({ config }: { config: LoginConfig }) {
  const kind = captchaKindOf(config.captcha_type)
  if (!kind) return <LoginFormBody config={config} captcha={null} />
  return (
    <WithCaptcha kind={kind}>
      {(captcha) => <LoginFormBody config={config} captcha={captcha} />}
    </WithCaptcha>
  )
}

function LoginFormBody({
  config,
  captcha,
}: {
  config: LoginConfig
  captcha: CaptchaController | null
}) {
  const { t } = useLingui()
  const styles = useLoginStyles()
  const form = useLoginForm(config, captcha)
  const { errors } = form
  const byEmail = form.loginType === 'email'

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.submit(event)}>
      {config.allow_job_number && (
        <LoginTypeTabs<LoginType>
          label={t`登录方式`}
          selected={form.loginType}
          onSelect={form.setLoginType}
          tabs={[
            { value: 'email', label: t`邮箱账号`, icon: <MailRegular /> },
            { value: 'job_number', label: t`工号`, icon: <PersonRegular /> },
          ]}
        />
      )}
      {form.serverMessage && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.serverMessage}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={byEmail ? t`邮箱账号` : t`工号`}
        required
        validationState={errors.username ? 'error' : 'none'}
        validationMessage={errors.username}
      >
        <Input
          name="username"
          size="large"
          autoComplete="username"
          value={form.username}
          contentBefore={byEmail ? <MailRegular /> : <PersonRegular />}
          onChange={(_, data) => form.setUsername(data.value)}
        />
      </Field>
      <Field
        label={t`密码`}
        required
        validationState={errors.password ? 'error' : 'none'}
        validationMessage={errors.password}
      >
        <Input
          name="password"
          type="password"
          size="large"
          autoComplete="current-password"
          value={form.password}
          contentBefore={<LockClosedRegular />}
          onChange={(_, data) => form.setPassword(data.value)}
        />
      </Field>
      {captcha && (
        <CaptchaPanel
          captcha={captcha}
          code={{ value: form.code, onChange: form.setCode, validationMessage: errors.code }}
          requiredMessage={errors.captcha}
        />
      )}
      <Checkbox
        checked={form.remember}
        onChange={(_, data) => form.setRemember(data.checked === true)}
        label={t`记住用户名`}
      />
      <Button
        type="submit"
        appearance="primary"
        size="large"
        className={styles.submit}
        disabledFocusable={form.busy}
        icon={form.busy ? <Spinner size="tiny" appearance="inverted" /> : undefined}
      >
        {form.busy ? t`正在登录…` : t`登录`}
      </Button>
    </form>
  )
}
