/**
 * /setting/user (issue 12): the avatar and the profile (R-VALID-1 name 1–35; English name, job
 * number, phone, home page). Profile edits wait for audit (R-LOGIN-4): while they wait the page
 * says so and looks again every few seconds (decisions.md #159) until the audit passes them —
 * then the open app takes the new name — or refuses them.
 */
import { Badge, Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useActiveSession } from '../../../app/session/useSession.ts'
import {
  PROFILE_NAME_MAX,
  trimProfile,
  validateProfile,
  type ProfileValues,
} from '../../../domain/settings/index.ts'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import {
  useSettingsResource,
  type SettingsResource,
} from '../../common/forms/useSettingsResource.ts'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { AvatarEditor } from './AvatarEditor.tsx'
import { loadProfile, saveProfile, type Profile } from './profileCalls.ts'

/** How often a page with an edit waiting for audit asks again. */
export const AUDIT_POLL_MS = 5000

const toValues = (data: Profile): ProfileValues => ({
  name: data.name,
  english_name: data.english_name ?? '',
  job_number: data.job_number ?? '',
  phone: data.phone ?? '',
  homepage: data.homepage ?? '',
})

type ProfileResource = SettingsResource<Profile, ProfileValues>

export default function ProfileSettingsPage() {
  const { t } = useLingui()
  const { user, send } = useActiveSession()
  const resource = useSettingsResource<Profile, ProfileValues>({
    load: loadProfile,
    save: saveProfile,
  })
  const status = resource.data?.audit_status
  const { refresh } = resource

  useEffect(() => {
    if (status !== 'pending') return
    const timer = setInterval(refresh, AUDIT_POLL_MS)
    return () => clearInterval(timer)
  }, [status, refresh])

  // The audit passed: the open app shows the new name (the sidebar, the sender card).
  const approvedName = status === 'approved' ? resource.data?.name : undefined
  useEffect(() => {
    if (approvedName && approvedName !== user.realname) {
      send({ type: 'session.settingsSaved', user: { realname: approvedName } })
    }
  }, [approvedName, user.realname, send])

  return (
    <SettingsPage title={t`个人资料`} intro={t`修改个人资料需经管理员审核，审核通过后生效。`}>
      <SettingsSection id="avatar" title={t`头像`}>
        <AvatarEditor
          name={user.realname}
          imageUrl={user.imgurl || undefined}
          onUploaded={(url) => send({ type: 'session.settingsSaved', user: { imgurl: url } })}
        />
      </SettingsSection>
      <SettingsSection id="profile" title={t`基本资料`}>
        <Loaded resource={resource}>{() => <ProfileForm resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function AuditNotice({ status }: { status: Profile['audit_status'] }) {
  const { t } = useLingui()
  if (status === 'pending') {
    return (
      <MessageBar intent="warning" role="status">
        <MessageBarBody>{t`资料修改已提交，正在等待管理员审核。`}</MessageBarBody>
      </MessageBar>
    )
  }
  if (status === 'rejected') {
    return (
      <MessageBar intent="error" role="status">
        <MessageBarBody>{t`资料修改未通过审核，仍使用原资料。`}</MessageBarBody>
      </MessageBar>
    )
  }
  if (status === 'approved') {
    return (
      <MessageBar intent="success" role="status">
        <MessageBarBody>{t`资料修改已通过审核。`}</MessageBarBody>
      </MessageBar>
    )
  }
  return null
}

function ProfileForm({ resource }: { resource: ProfileResource }) {
  const { t } = useLingui()
  const styles = useSettingsStyles()
  const form = useSettingsForm({
    resource,
    toValues,
    validate: validateProfile,
    toPayload: trimProfile,
  })
  const values = form.values
  const data = resource.data
  if (!values || !data) return null
  const input = (
    name: keyof ProfileValues,
    label: string,
    extra: { required?: boolean; hint?: string } = {},
  ) => (
    <Field
      label={label}
      required={extra.required}
      hint={extra.hint}
      validationState={form.errorOf(name) ? 'error' : 'none'}
      validationMessage={form.errorOf(name)}
    >
      <Input
        name={name}
        value={values[name]}
        onChange={(_, change) => form.setField(name, change.value)}
      />
    </Field>
  )
  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      {data.audit_status === 'pending' && !form.dirty && (
        <Badge appearance="tint" color="warning">
          {t`等待审核`}
        </Badge>
      )}
      <AuditNotice status={data.audit_status} />
      <Field label={t`邮箱地址`}>
        <Text>{data.email}</Text>
      </Field>
      {input('name', t`姓名`, { required: true, hint: t`1 到 ${PROFILE_NAME_MAX} 个字符` })}
      {input('english_name', t`英文名`)}
      {input('job_number', t`工号`)}
      {input('phone', t`电话`)}
      {input('homepage', t`个人主页`)}
      <SettingsFormFooter resource={resource} dirty={form.dirty} savedText={t`已提交，等待审核`} />
    </form>
  )
}
