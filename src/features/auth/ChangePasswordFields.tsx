/**
 * The change-password form shared by the forced dialog (R-LAYOUT-7) and /setting/password
 * (issue 12): old, new and confirm fields (R-VALID-4..7), the live rule checklist, the
 * machine's failure; `usePasswordChange` runs machines/password-change for either.
 */
import { Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components'
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
import { BusyButton } from '../common/forms/BusyButton.tsx'

export type PasswordChangeActor = ActorRefFrom<typeof passwordChangeMachine>

/** The machine with the real calls; `onChanged` gets the new token once the server accepted. */
export function usePasswordChange(onChanged: (token: string) => void) {
  const actor = useActorRef(passwordChangeMachine.provide({ actors: realPasswordChangeActors }))
  const changed = useEffectEvent((token: string) => onChanged(token))
  useEffect(() => {
    const subscription = actor.on('password.changed', (event) => changed(event.token))
    return () => subscription.unsubscribe()
  }, [actor])
  return {
    actor,
    rules: useSelector(actor, selectRules),
    rulesFailed: useSelector(actor, selectRulesFailed),
  }
}

export interface ChangePasswordFieldsProps {
  actor: PasswordChangeActor
  rules: PasswordRules
  account: string
  realName: string
}

/** The fields and checklist; the caller lays out the <form> and its submit button. */
export function useChangePasswordFields({
  actor,
  rules,
  account,
  realName,
}: ChangePasswordFieldsProps) {
  const { t } = useLingui()
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
  const fields = (
    <>
      {changeFailed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t`密码修改失败，请稍后重试`}</MessageBarBody>
        </MessageBar>
      )}
      {field('old', t`旧密码`, 'current-password')}
      {field('next', t`新密码`, 'new-password')}
      <PasswordChecklist checks={form.checks} pristine={form.values.next.trim() === ''} />
      {field('confirm', t`确认新密码`, 'new-password')}
    </>
  )
  const submitButton = (
    <BusyButton type="submit" busy={saving}>
      {t`确认修改`}
    </BusyButton>
  )
  const dirty = Object.values(form.values).some((value) => value !== '')
  return { fields, submitButton, submit: form.submit, dirty }
}
