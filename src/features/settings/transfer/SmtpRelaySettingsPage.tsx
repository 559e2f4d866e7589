/**
 * /setting/transfer, the SMTP relay (issue 16; R-VALID-23, C-TIME-14): external mail leaves
 * through the user's own SMTP server. Server, account and password are required while it is on;
 * the password is never shown back. "Verify" has the server try the login (3 to 10 s) with what
 * the form holds, its progress in seconds, and a cancel (machines/smtp-verify). The last relay
 * failure is shown at the top; the notice of it elsewhere is RelayFailureCard.
 */
import {
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Switch,
  makeStyles,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  SMTP_PORT_PLAIN,
  SMTP_PORT_SSL,
  validateSmtpRelay,
  type SmtpRelayValues,
} from '../../../domain/settings/index.ts'
import { formatDateTime } from '../../../i18n/dateTime.ts'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import {
  useSettingsResource,
  type SettingsResource,
} from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { loadSmtpRelay, saveSmtpRelay, type SmtpRelay } from './smtpRelayCalls.ts'
import { SmtpVerifyButton, SmtpVerifyStatus, useSmtpVerify } from './SmtpVerify.tsx'

const useStyles = makeStyles({ port: { width: '120px' } })

const toValues = (data: SmtpRelay): SmtpRelayValues => ({
  is_enabled: data.is_enabled === true,
  server: data.server,
  port: String(data.port ?? (data.is_ssl ? SMTP_PORT_SSL : SMTP_PORT_PLAIN)),
  account: data.account,
  password: '',
  is_ssl: data.is_ssl,
  is_auth: data.is_auth,
  need_verify: data.need_verify,
})
const toPayload = (values: SmtpRelayValues) => values
const validate = (values: SmtpRelayValues) => validateSmtpRelay(values)

export default function SmtpRelaySettingsPage() {
  const { t } = useLingui()
  const resource = useSettingsResource<SmtpRelay, SmtpRelayValues>({
    load: loadSmtpRelay,
    save: saveSmtpRelay,
  })
  return (
    <SettingsPage
      title={t`SMTP 中继`}
      intro={t`发往外部的邮件经由你指定的 SMTP 服务器发出，例如单位要求通过指定网关外发时。`}
    >
      <SettingsSection id="transfer" title={t`中继服务器`}>
        <Loaded resource={resource}>{() => <SmtpRelayForm resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function SmtpRelayForm({ resource }: { resource: SettingsResource<SmtpRelay, SmtpRelayValues> }) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const own = useStyles()
  const form = useSettingsForm({ resource, toValues, validate, toPayload })
  const verify = useSmtpVerify()
  const values = form.values
  if (!values) return null
  const data = resource.data
  const set = <K extends keyof SmtpRelayValues & string>(field: K, value: SmtpRelayValues[K]) => {
    form.setField(field, value)
    // What was verified is no longer what the form holds.
    verify.reset()
  }
  const toggleSsl = (on: boolean) => {
    set('is_ssl', on)
    // The usual port follows SSL, unless the user typed another one (Thunderbird does this).
    const usual = on ? SMTP_PORT_PLAIN : SMTP_PORT_SSL
    if (values.port === String(usual)) set('port', String(on ? SMTP_PORT_SSL : SMTP_PORT_PLAIN))
  }
  const field = (name: keyof SmtpRelayValues & string) => {
    const error = form.errorOf(name)
    return {
      validationState: error ? ('error' as const) : ('none' as const),
      validationMessage: error,
    }
  }
  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      {data?.last_error && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {data.last_error_time
              ? t`最近一次经中继发信失败（${formatDateTime(data.last_error_time)}）：${data.last_error}`
              : t`最近一次经中继发信失败：${data.last_error}`}
          </MessageBarBody>
        </MessageBar>
      )}
      <Switch
        label={t`开启 SMTP 中继`}
        checked={values.is_enabled}
        onChange={(_, d) => set('is_enabled', d.checked)}
      />
      <Field label={t`SMTP 服务器`} required={values.is_enabled} {...field('server')}>
        <Input
          value={values.server}
          placeholder="smtp.example.com"
          autoComplete="off"
          spellCheck={false}
          onChange={(_, d) => set('server', d.value)}
        />
      </Field>
      <Field label={t`端口`} hint={t`通常 SSL 用 465，不加密用 25 或 587。`} {...field('port')}>
        <Input
          className={own.port}
          inputMode="numeric"
          value={values.port}
          onChange={(_, d) => set('port', d.value)}
        />
      </Field>
      <Checkbox
        label={t`使用 SSL 加密连接`}
        checked={values.is_ssl}
        onChange={(_, d) => toggleSsl(d.checked === true)}
      />
      <Checkbox
        label={t`服务器要求身份验证`}
        checked={values.is_auth}
        onChange={(_, d) => set('is_auth', d.checked === true)}
      />
      <Field label={t`账号`} required={values.is_enabled} {...field('account')}>
        <Input
          value={values.account}
          autoComplete="off"
          onChange={(_, d) => set('account', d.value)}
        />
      </Field>
      <Field
        label={t`密码`}
        required={values.is_enabled}
        hint={t`出于安全，已保存的密码不会显示；开启或修改中继时请再次输入。`}
        {...field('password')}
      >
        <Input
          type="password"
          value={values.password}
          autoComplete="new-password"
          onChange={(_, d) => set('password', d.value)}
        />
      </Field>
      <Checkbox
        label={t`保存前先验证能否登录服务器（需要 3 到 10 秒）`}
        checked={values.need_verify}
        onChange={(_, d) => set('need_verify', d.checked === true)}
      />
      <SmtpVerifyStatus verify={verify} server={values.server} />
      <SettingsFormFooter
        resource={resource}
        dirty={form.dirty}
        extra={
          <SmtpVerifyButton
            verify={verify}
            onVerify={() => {
              const checked = form.check((v) => validateSmtpRelay(v, { forVerify: true }))
              if (checked) verify.start(checked)
            }}
          />
        }
      />
    </form>
  )
}
