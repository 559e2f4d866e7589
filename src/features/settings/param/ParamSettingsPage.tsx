/**
 * /setting/param: reading and session preferences (C-LIMIT-9 page sizes, C-TIME-8 session
 * timeouts, the draft auto-save interval, the new-mail reminder, compose defaults). A save
 * applies at once to the open app through the session (session.settingsSaved): the mail list's
 * page size, the live channel, compose's auto-save and the idle timeout follow without a reload.
 */
import { Field, Input, Radio, RadioGroup, Select, Switch } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  isPageSize,
  isSessionTimeout,
  PAGE_SIZES,
  SESSION_TIMEOUT_MINUTES,
  validateParam,
  type ParamValues,
  type SessionTimeoutMinutes,
} from '../../../domain/settings/index.ts'
import { rememberReadingMode } from '../../../app/readingPreference.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import { useSettingsResource } from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { loadParam, saveParam, type ParamSettings } from './paramCalls.ts'

const toValues = (data: ParamSettings): ParamValues => ({
  ...data,
  draft_auto_save_minute: String(data.draft_auto_save_minute),
})

const toPayload = (values: ParamValues): ParamSettings => ({
  ...values,
  draft_auto_save_minute: Number(values.draft_auto_save_minute.trim()),
})

export default function ParamSettingsPage() {
  const { t } = useLingui()
  const { send, user } = useActiveSession()
  const resource = useSettingsResource<ParamSettings, ParamSettings>({
    load: loadParam,
    save: saveParam,
    onSaved: (saved) => {
      if (!saved) return
      // The next mail opened follows the new reading choice (decisions.md #186).
      rememberReadingMode(user.email, saved.is_text_view)
      send({
        type: 'session.settingsSaved',
        loginAfter: {
          page_limit: saved.page_limit,
          sw_new_mail_remind: saved.sw_new_mail_remind,
          draft_auto_save_minute: saved.draft_auto_save_minute,
          sw_keyboard_shortcuts: saved.sw_keyboard_shortcuts ?? true,
        },
        lockLeftSeconds: saved.session_timeout * 60,
      })
    },
  })
  return (
    <SettingsPage title={t`参数设置`} intro={t`设置邮件的阅读方式、列表分页、草稿保存与登录超时。`}>
      <SettingsSection id="param" title={t`阅读与会话`}>
        <Loaded resource={resource}>{() => <ParamForm resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function ParamForm({
  resource,
}: {
  resource: ReturnType<typeof useSettingsResource<ParamSettings, ParamSettings>>
}) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({ resource, toValues, validate: validateParam, toPayload })
  const values = form.values
  if (!values) return null
  const timeoutLabel = (minutes: SessionTimeoutMinutes) =>
    minutes < 60 ? t`${minutes} 分钟` : t`${minutes / 60} 小时`

  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <Field label={t`邮件阅读方式`}>
        <RadioGroup
          value={values.is_text_view ? 'text' : 'html'}
          onChange={(_, data) => form.setField('is_text_view', data.value === 'text')}
        >
          <Radio value="html" label={t`以 HTML 格式显示邮件`} />
          <Radio value="text" label={t`以纯文本显示邮件（更安全）`} />
        </RadioGroup>
      </Field>
      <Field label={t`每页显示邮件数`} validationMessage={form.errorOf('page_limit')}>
        <Select
          value={String(values.page_limit)}
          onChange={(_, data) => {
            const size = Number(data.value)
            if (isPageSize(size)) form.setField('page_limit', size)
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t`${size} 封`}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t`草稿自动保存间隔（分钟）`}
        hint={t`写信时每隔这么久自动保存一次草稿，1 到 60 分钟。`}
        validationState={form.errorOf('draft_auto_save_minute') ? 'error' : 'none'}
        validationMessage={form.errorOf('draft_auto_save_minute')}
      >
        <Input
          inputMode="numeric"
          value={values.draft_auto_save_minute}
          onChange={(_, data) => form.setField('draft_auto_save_minute', data.value)}
        />
      </Field>
      <Field label={t`登录超时`} hint={t`无操作超过这段时间后需要重新登录。`}>
        <Select
          value={String(values.session_timeout)}
          onChange={(_, data) => {
            const minutes = Number(data.value)
            if (isSessionTimeout(minutes)) form.setField('session_timeout', minutes)
          }}
        >
          {SESSION_TIMEOUT_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {timeoutLabel(minutes)}
            </option>
          ))}
        </Select>
      </Field>
      <Switch
        label={t`新邮件到达时提醒我`}
        checked={values.sw_new_mail_remind}
        onChange={(_, data) => form.setField('sw_new_mail_remind', data.checked)}
      />
      <Switch
        label={t`写信时默认保存到“已发送”`}
        checked={values.is_save_sent}
        onChange={(_, data) => form.setField('is_save_sent', data.checked)}
      />
      <Switch
        label={t`写信时默认请求已读回执`}
        checked={values.is_confirm_read}
        onChange={(_, data) => form.setField('is_confirm_read', data.checked)}
      />
      <Switch
        label={t`键盘快捷键`}
        checked={values.sw_keyboard_shortcuts ?? true}
        onChange={(_, data) => form.setField('sw_keyboard_shortcuts', data.checked)}
      />
      <SettingsFormFooter resource={resource} dirty={form.dirty} />
    </form>
  )
}
