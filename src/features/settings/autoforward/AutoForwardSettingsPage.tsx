/**
 * /setting/autoforward: forward every mail received to one address (R-VALID-23: required while
 * on, a valid email), keeping a copy here or not (decisions.md #176: without one, the copy goes
 * to the Deleted folder). The server also refuses this mailbox itself and unknown colleagues.
 */
import { Checkbox, Field, Input, Switch } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { validateAutoForward, type AutoForwardValues } from '../../../domain/settings/index.ts'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import {
  useSettingsResource,
  type SettingsResource,
} from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { loadAutoForward, saveAutoForward, type AutoForward } from './autoForwardCalls.ts'

const toValues = (data: AutoForward): AutoForwardValues => ({ ...data })
const toPayload = (values: AutoForwardValues): AutoForward => ({
  ...values,
  target: values.target.trim(),
})

export default function AutoForwardSettingsPage() {
  const { t } = useLingui()
  const resource = useSettingsResource<AutoForward, AutoForward>({
    load: loadAutoForward,
    save: saveAutoForward,
  })
  return (
    <SettingsPage
      title={t`自动转发`}
      intro={t`把收到的每封邮件自动转发到另一个邮箱，例如休假时转给代理人。`}
    >
      <SettingsSection id="autoforward" title={t`转发设置`}>
        <Loaded resource={resource}>{() => <AutoForwardForm resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function AutoForwardForm({ resource }: { resource: SettingsResource<AutoForward, AutoForward> }) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({ resource, toValues, validate: validateAutoForward, toPayload })
  const values = form.values
  if (!values) return null
  const targetError = form.errorOf('target')
  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <Switch
        label={t`开启自动转发`}
        checked={values.is_enabled}
        onChange={(_, data) => form.setField('is_enabled', data.checked)}
      />
      <Field
        label={t`转发到`}
        required={values.is_enabled}
        hint={t`收到的邮件原样转发到这个地址，发件人不变。`}
        validationState={targetError ? 'error' : 'none'}
        validationMessage={targetError}
      >
        <Input
          type="email"
          value={values.target}
          placeholder="name@example.com"
          onChange={(_, data) => form.setField('target', data.value)}
        />
      </Field>
      <Checkbox
        label={t`在本邮箱保留邮件副本`}
        checked={values.keep_copy}
        onChange={(_, data) => form.setField('keep_copy', data.checked === true)}
      />
      {!values.keep_copy && (
        <span className={styles.muted}>{t`不保留副本时，邮件转发后移入“已删除”文件夹。`}</span>
      )}
      <SettingsFormFooter resource={resource} dirty={form.dirty} />
    </form>
  )
}
