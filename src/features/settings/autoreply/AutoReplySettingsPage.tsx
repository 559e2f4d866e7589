/**
 * /setting/autoreply: answer received mail automatically (R-VALID-22). When: always, on some
 * weekdays between two times of day, or from one date and time to another (decisions.md #174);
 * to whom: everyone or only the address book's contacts; what: a plain-text message (#175: the
 * contract's content is plain text). The rule checks the range before any call; the fake backend
 * answers delivered mail with it (mocks/mail/autoReplyStep.ts).
 */
import { Checkbox, Field, Radio, RadioGroup, Switch, Textarea } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  AUTO_REPLY_CONTENT_MAX,
  AUTO_REPLY_RANGE_TYPES,
  isWeekday,
  validateAutoReply,
  type AutoReplyRangeType,
  type AutoReplyValues,
} from '../../../domain/settings/index.ts'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import {
  useSettingsResource,
  type SettingsResource,
} from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { AutoReplyRangeFields } from './AutoReplyRangeFields.tsx'
import { loadAutoReply, saveAutoReply, type AutoReply } from './autoReplyCalls.ts'

const toValues = (data: AutoReply): AutoReplyValues => ({
  is_enabled: data.is_enabled,
  only_contacts: data.only_contacts ?? false,
  range_type: data.range_type,
  start_week: isWeekday(data.start_week) ? data.start_week : 1,
  end_week: isWeekday(data.end_week) ? data.end_week : 5,
  start_time: data.start_time ?? '09:00',
  end_time: data.end_time ?? '18:00',
  start_date: data.start_date ?? '',
  end_date: data.end_date ?? '',
  content: data.content,
})

/** Every field is sent (a range not in use is kept for later); an unset date is left out. */
const toPayload = ({ start_date, end_date, ...values }: AutoReplyValues): AutoReply => ({
  ...values,
  content: values.content.trim(),
  ...(start_date ? { start_date } : {}),
  ...(end_date ? { end_date } : {}),
})

export default function AutoReplySettingsPage() {
  const { t } = useLingui()
  const resource = useSettingsResource<AutoReply, AutoReply>({
    load: loadAutoReply,
    save: saveAutoReply,
  })
  return (
    <SettingsPage
      title={t`自动回复`}
      intro={t`外出或休假时，自动回复收到的邮件。每位发件人只收到一次，重新保存后重新计算。`}
    >
      <SettingsSection id="autoreply" title={t`回复设置`}>
        <Loaded resource={resource}>{() => <AutoReplyForm resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function AutoReplyForm({ resource }: { resource: SettingsResource<AutoReply, AutoReply> }) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({ resource, toValues, validate: validateAutoReply, toPayload })
  const values = form.values
  if (!values) return null
  const rangeLabels: Record<AutoReplyRangeType, string> = {
    always: t`始终回复`,
    week: t`按星期：每周指定几天的某个时段`,
    date: t`按日期：从某日某时到某日某时`,
  }
  const contentError = form.errorOf('content')
  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <Switch
        label={t`开启自动回复`}
        checked={values.is_enabled}
        onChange={(_, data) => form.setField('is_enabled', data.checked)}
      />
      <Checkbox
        label={t`只回复通讯录中的联系人`}
        checked={values.only_contacts}
        onChange={(_, data) => form.setField('only_contacts', data.checked === true)}
      />
      <Field label={t`回复时间`}>
        <RadioGroup
          value={values.range_type}
          onChange={(_, data) => {
            const type = AUTO_REPLY_RANGE_TYPES.find((candidate) => candidate === data.value)
            if (type) form.setField('range_type', type)
          }}
        >
          {AUTO_REPLY_RANGE_TYPES.map((type) => (
            <Radio key={type} value={type} label={rangeLabels[type]} />
          ))}
        </RadioGroup>
      </Field>
      <AutoReplyRangeFields values={values} setField={form.setField} errorOf={form.errorOf} />
      <Field
        label={t`回复内容`}
        required={values.is_enabled}
        hint={t`以纯文本发送，最多 ${AUTO_REPLY_CONTENT_MAX} 个字符。`}
        validationState={contentError ? 'error' : 'none'}
        validationMessage={contentError}
      >
        <Textarea
          resize="vertical"
          rows={9}
          value={values.content}
          onChange={(_, data) => form.setField('content', data.value)}
        />
      </Field>
      <SettingsFormFooter resource={resource} dirty={form.dirty} />
    </form>
  )
}
