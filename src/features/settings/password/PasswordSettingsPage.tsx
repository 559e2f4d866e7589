/**
 * /setting/password (issue 12): the change-password form — the same fields, live checklist and
 * machine as the forced dialog (src/features/auth/ChangePasswordFields.tsx) — and the three
 * security questions. A changed password gives the session its new token (old ones are dead).
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useActiveSession } from '../../../app/session/useSession.ts'
import {
  useChangePasswordFields,
  usePasswordChange,
  type ChangePasswordFieldsProps,
} from '../../auth/ChangePasswordFields.tsx'
import { SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { UnsavedChangesPrompt } from '../../common/forms/UnsavedChangesPrompt.tsx'
import { useSettingsStyles } from '../../common/forms/useSettingsStyles.styles.ts'
import { SecurityQuestionsSection } from './SecurityQuestionsForm.tsx'

export default function PasswordSettingsPage() {
  const { t } = useLingui()
  return (
    <SettingsPage title={t`修改密码`} intro={t`定期修改密码，并设置密保问题以便找回密码。`}>
      <SettingsSection id="change-password" title={t`修改登录密码`}>
        <ChangePasswordSection />
      </SettingsSection>
      <SettingsSection id="security-questions" title={t`密保问题`}>
        <SecurityQuestionsSection />
      </SettingsSection>
    </SettingsPage>
  )
}

function ChangePasswordSection() {
  const { t } = useLingui()
  const { user, send } = useActiveSession()
  // A new round (fresh machine, empty fields) after each change.
  const [round, setRound] = useState(0)
  return (
    <>
      {round > 0 && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t`密码已修改。其他设备上的登录已失效，需要用新密码重新登录。`}</MessageBarBody>
        </MessageBar>
      )}
      <ChangePasswordPanel
        key={round}
        account={user.username || user.email}
        realName={user.realname}
        onChanged={(token) => {
          send({ type: 'session.tokenChanged', token })
          setRound((current) => current + 1)
        }}
      />
    </>
  )
}

function ChangePasswordPanel({
  account,
  realName,
  onChanged,
}: {
  account: string
  realName: string
  onChanged: (token: string) => void
}) {
  const { t } = useLingui()
  const { actor, rules, rulesFailed } = usePasswordChange(onChanged)
  if (rulesFailed) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t`密码规则加载失败，请重试。`}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => actor.send({ type: 'rules.retry' })}>{t`重试`}</Button>
        </MessageBarActions>
      </MessageBar>
    )
  }
  if (!rules) return <Spinner size="small" label={t`正在加载密码规则…`} />
  return <PasswordForm actor={actor} rules={rules} account={account} realName={realName} />
}

function PasswordForm(props: ChangePasswordFieldsProps) {
  const styles = useSettingsStyles()
  const { fields, submitButton, submit, dirty } = useChangePasswordFields(props)
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {fields}
      <div className={styles.actions}>{submitButton}</div>
      <UnsavedChangesPrompt dirty={dirty} />
    </form>
  )
}
