/**
 * /setting/sms: the SMS new-mail notification — on or off, the mobile that gets the texts
 * (a mainland number, as the two-factor binding checks it) and the daily window they are sent in
 * (decisions.md #183). One form of the shared pattern (docs/forms.md).
 */
import { Field, Input, Switch } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { smsPayload, validateSms, type SmsValues } from '../../../domain/settings/index.ts'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import {
  useSettingsResource,
  type SettingsResource,
} from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { loadSms, saveSms, type SmsSettings } from './smsCalls.ts'

const toValues = (data: SmsSettings): SmsValues => ({
  is_enabled: data.is_enabled,
  mobile: data.mobile,
  start_time: data.start_time ?? '08:00',
  end_time: data.end_time ?? '22:00',
})

export default function SmsSettingsPage() {
  const { t } = useLingui()
  const resource = useSettingsResource<SmsSettings, SmsSettings>({ load: loadSms, save: saveSms })
  return (
    <SettingsPage title={t`短信通知`} intro={t`有新邮件时，给您的手机发送一条短信提醒。`}>
      <SettingsSection id="sms" title={t`新邮件短信提醒`}>
        <Loaded resource={resource}>{() => <SmsForm resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function SmsForm({ resource }: { resource: SettingsResource<SmsSettings, SmsSettings> }) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({ resource, toValues, validate: validateSms, toPayload: smsPayload })
  const values = form.values
  if (!values) return null
  const fieldError = (field: keyof SmsValues) => {
    const message = form.errorOf(field)
    return {
      validationState: message ? ('error' as const) : ('none' as const),
      validationMessage: message,
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <Switch
        label={t`新邮件到达时发送短信提醒`}
        checked={values.is_enabled}
        onChange={(_, data) => form.setField('is_enabled', data.checked)}
      />
      <Field
        label={t`接收短信的手机号码`}
        hint={t`中国大陆手机号码，11 位数字。`}
        required={values.is_enabled}
        {...fieldError('mobile')}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.mobile}
          onChange={(_, data) => form.setField('mobile', data.value)}
        />
      </Field>
      <div className={styles.inline}>
        <Field label={t`每天提醒开始时间`} {...fieldError('start_time')}>
          <Input
            type="time"
            value={values.start_time}
            onChange={(_, data) => form.setField('start_time', data.value)}
          />
        </Field>
        <Field label={t`每天提醒结束时间`} {...fieldError('end_time')}>
          <Input
            type="time"
            value={values.end_time}
            onChange={(_, data) => form.setField('end_time', data.value)}
          />
        </Field>
      </div>
      <p className={styles.muted}>{t`这段时间以外到达的邮件不发短信，避免夜间打扰。`}</p>
      <SettingsFormFooter resource={resource} dirty={form.dirty} />
    </form>
  )
}
