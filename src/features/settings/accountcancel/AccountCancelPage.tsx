/**
 * /setting/accountcancel (issue 16; R-LOGIN-4, R-VALID-23): a request to close the account, with
 * a required reason (at most 200 characters) and the login password, then "waiting for review"
 * until the administrator decides. Refused, the reviewer's reason shows and a new request may be
 * made; approved, the account is closed and its sessions end.
 */
import { Field, Input, MessageBar, MessageBarBody, Textarea } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  CANCEL_REASON_MAX,
  validateAccountCancel,
  type AccountCancelValues,
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
import {
  loadAccountCancel,
  requestAccountCancel,
  type AccountCancel,
} from './accountCancelCalls.ts'

type Resource = SettingsResource<AccountCancel, AccountCancelValues>

const toValues = (): AccountCancelValues => ({ reason: '', password: '' })
const toPayload = (values: AccountCancelValues) => values

export default function AccountCancelPage() {
  const { t } = useLingui()
  const resource = useSettingsResource<AccountCancel, AccountCancelValues>({
    load: loadAccountCancel,
    save: requestAccountCancel,
  })
  return (
    <SettingsPage
      title={t`注销账号`}
      intro={t`注销后，此邮箱的邮件、通讯录、日程和文件将无法再访问，也不能再用此账号登录。申请需经管理员审核。`}
    >
      <SettingsSection id="accountcancel" title={t`注销申请`}>
        <Loaded resource={resource}>{() => <AccountCancelState resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function AccountCancelState({ resource }: { resource: Resource }) {
  const { t } = useLingui()
  const data = resource.data
  if (!data) return null
  const since = data.created ? formatDateTime(data.created) : ''
  if (data.status === 'pending') {
    return (
      <MessageBar intent="info" role="status">
        <MessageBarBody>
          {since
            ? t`注销申请已于 ${since} 提交，正在等待管理员审核。`
            : t`注销申请已提交，正在等待管理员审核。`}
        </MessageBarBody>
      </MessageBar>
    )
  }
  if (data.status === 'approved') {
    return (
      <MessageBar intent="warning" role="status">
        <MessageBarBody>{t`注销申请已通过，此账号已注销。`}</MessageBarBody>
      </MessageBar>
    )
  }
  return (
    <>
      {data.status === 'rejected' && (
        <MessageBar intent="error" role="status">
          <MessageBarBody>
            {data.reason ? t`上次的注销申请未通过：${data.reason}` : t`上次的注销申请未通过。`}
          </MessageBarBody>
        </MessageBar>
      )}
      <AccountCancelForm resource={resource} />
    </>
  )
}

function AccountCancelForm({ resource }: { resource: Resource }) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({ resource, toValues, validate: validateAccountCancel, toPayload })
  const values = form.values
  if (!values) return null
  const reasonError = form.errorOf('reason')
  const passwordError = form.errorOf('password')
  const length = [...values.reason.trim()].length
  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <Field
        label={t`注销原因`}
        required
        hint={t`${length} / ${CANCEL_REASON_MAX}`}
        validationState={reasonError ? 'error' : 'none'}
        validationMessage={reasonError}
      >
        <Textarea
          value={values.reason}
          resize="vertical"
          rows={4}
          onChange={(_, d) => form.setField('reason', d.value)}
        />
      </Field>
      <Field
        label={t`登录密码`}
        required
        hint={t`输入登录密码以确认是您本人申请。`}
        validationState={passwordError ? 'error' : 'none'}
        validationMessage={passwordError}
      >
        <Input
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(_, d) => form.setField('password', d.value)}
        />
      </Field>
      <SettingsFormFooter
        resource={resource}
        dirty={form.dirty}
        submitText={t`提交注销申请`}
        savedText={t`注销申请已提交，请等待管理员审核。`}
      />
    </form>
  )
}
