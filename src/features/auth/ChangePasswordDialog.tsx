/**
 * The forced change-password dialog (R-LAYOUT-7, R-VALID-4, R-VALID-5, R-VALID-6, R-VALID-7): an
 * alert dialog that cannot be closed — no close button, Escape and outside clicks do nothing —
 * until the password is changed and `onChanged` receives the new token. Its flow (rules loading /
 * failed with a retry / form / saving) is machines/password-change: a failed rules request keeps
 * the dialog up with a retry, never lets the user through.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useEffectEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  passwordChangeMachine,
  selectChangeFailed,
  selectFieldMessages,
  selectIsSaving,
  selectRules,
  selectRulesFailed,
} from '../../../machines/password-change/index.ts'
import type { PasswordRules } from '../../domain/password/index.ts'
import { realPasswordChangeActors } from './passwordChangeActors.ts'
import { PasswordChecklist } from './PasswordChecklist.tsx'
import { useChangePassword } from './useChangePassword.ts'
import { useChangePasswordStyles } from './useChangePasswordStyles.styles.ts'

type PasswordChangeActor = ActorRefFrom<typeof passwordChangeMachine>

export interface ChangePasswordDialogProps {
  account: string
  realName: string
  onChanged: (token: string) => void
}

export function ChangePasswordDialog({ account, realName, onChanged }: ChangePasswordDialogProps) {
  const { t } = useLingui()
  const styles = useChangePasswordStyles()
  const actor = useActorRef(passwordChangeMachine.provide({ actors: realPasswordChangeActors }))
  const rules = useSelector(actor, selectRules)
  const rulesFailed = useSelector(actor, selectRulesFailed)
  const changed = useEffectEvent((token: string) => onChanged(token))
  useEffect(() => {
    const subscription = actor.on('password.changed', (event) => changed(event.token))
    return () => subscription.unsubscribe()
  }, [actor])

  return (
    // Controlled and never closed from inside: onOpenChange is deliberately absent.
    <Dialog open modalType="alert">
      <DialogSurface className={styles.surface}>
        {rules ? (
          <ChangePasswordForm actor={actor} rules={rules} account={account} realName={realName} />
        ) : (
          <DialogBody>
            <DialogTitle>{t`修改密码`}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.intro}>{t`为了您的账户安全，请先修改密码再继续使用。`}</Text>
              {rulesFailed ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t`密码规则加载失败，请重试。`}</MessageBarBody>
                  <MessageBarActions>
                    <Button onClick={() => actor.send({ type: 'rules.retry' })}>{t`重试`}</Button>
                  </MessageBarActions>
                </MessageBar>
              ) : (
                <Spinner size="small" label={t`正在加载密码规则…`} />
              )}
            </DialogContent>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  )
}

function ChangePasswordForm({
  actor,
  rules,
  account,
  realName,
}: {
  actor: PasswordChangeActor
  rules: PasswordRules
  account: string
  realName: string
}) {
  const { t } = useLingui()
  const styles = useChangePasswordStyles()
  const saving = useSelector(actor, selectIsSaving)
  const changeFailed = useSelector(actor, selectChangeFailed)
  const serverErrors = useSelector(actor, selectFieldMessages)
  const form = useChangePassword({
    rules,
    account,
    realName,
    serverErrors,
    onSubmit: (values) => actor.send({ type: 'password.submit', values }),
    onFieldEdit: (field) => actor.send({ type: 'field.edit', field }),
  })
  const field = (name: 'old' | 'next' | 'confirm', label: string, autoComplete: string) => (
    <Field
      label={label}
      required
      validationState={form.errors[name] ? 'error' : 'none'}
      validationMessage={form.errors[name]}
    >
      <Input
        type="password"
        name={name}
        autoComplete={autoComplete}
        value={form.values[name]}
        onChange={(_, data) => form.setField(name, data.value)}
      />
    </Field>
  )

  return (
    <form noValidate onSubmit={form.submit}>
      <DialogBody>
        <DialogTitle>{t`修改密码`}</DialogTitle>
        <DialogContent className={styles.content}>
          <Text className={styles.intro}>{t`为了您的账户安全，请先修改密码再继续使用。`}</Text>
          {changeFailed && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t`密码修改失败，请稍后重试`}</MessageBarBody>
            </MessageBar>
          )}
          {field('old', t`旧密码`, 'current-password')}
          {field('next', t`新密码`, 'new-password')}
          <PasswordChecklist checks={form.checks} pristine={form.values.next.trim() === ''} />
          {field('confirm', t`确认新密码`, 'new-password')}
        </DialogContent>
        <DialogActions>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={saving}
            icon={saving ? <Spinner size="tiny" appearance="inverted" /> : undefined}
          >
            {t`确认修改`}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  )
}
