/**
 * The second step of the reset: each security question with its answer, the new password with
 * the account's rules (live checklist; the account rule, the name being unknown before login) and
 * its confirmation. The rules run before any call, with their exact messages
 * (src/domain/account); the server's refusal (wrong answers: never which) shows above.
 */
import {
  Button,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import {
  selectBusy,
  selectFieldMessages,
  selectQuestions,
  selectRules,
} from '../../../../machines/secret-reset/index.ts'
import {
  ACCOUNT_RULE_MESSAGES,
  validateReset,
  type ResetError,
  type ResetField,
} from '../../../domain/account/index.ts'
import { checkPassword } from '../../../domain/password/passwordRules.ts'
import { PasswordChecklist } from '../PasswordChecklist.tsx'
import { useRegisterStyles } from '../register/useRegisterStyles.styles.ts'
import type { ResetActor } from './ForgotPasswordDialog.tsx'
import { DialogFormActions } from '../../common/forms/DialogFormActions.tsx'

interface ResetAnswersFormProps {
  actor: ResetActor
  account: string
  failure: string | null
  onCancel: () => void
}

export function ResetAnswersForm({ actor, account, failure, onCancel }: ResetAnswersFormProps) {
  const { t, i18n } = useLingui()
  const styles = useRegisterStyles()
  const questions = useSelector(actor, selectQuestions)
  const rules = useSelector(actor, selectRules)
  const busy = useSelector(actor, selectBusy)
  const serverFields = useSelector(actor, selectFieldMessages)
  const [answers, setAnswers] = useState(() => questions.map(() => ''))
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<Partial<Record<ResetField, ResetError>>>({})

  const edit = (field: ResetField) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
    actor.send({ type: 'field.edit', field })
  }
  const messageOf = (field: ResetField) => {
    const code = errors[field]
    return code ? i18n._(ACCOUNT_RULE_MESSAGES[code]) : serverFields[field]
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = validateReset({ answers, password, confirm }, { rules, account })
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    actor.send({
      type: 'reset.submit',
      values: {
        answers: answers.map((answer) => answer.trim()),
        password: password.trim(),
        confirm: confirm.trim(),
      },
    })
  }
  const checks = checkPassword(password.trim(), rules, { account, namePinyin: '' })
  const passwordField = (
    field: 'password' | 'confirm',
    label: string,
    value: string,
    set: (value: string) => void,
  ) => (
    <Field
      label={label}
      required
      validationState={messageOf(field) ? 'error' : 'none'}
      validationMessage={messageOf(field)}
    >
      <Input
        type="password"
        name={field}
        autoComplete="new-password"
        value={value}
        onChange={(_, data) => {
          set(data.value)
          edit(field)
        }}
      />
    </Field>
  )

  return (
    <form noValidate onSubmit={submit}>
      <DialogBody>
        <DialogTitle>{t`找回密码`}</DialogTitle>
        <DialogContent className={styles.content}>
          <Text className={styles.intro}>
            {t`请回答账号 ${account} 的密保问题，并设置新密码。`}{' '}
            <Button
              appearance="transparent"
              size="small"
              onClick={() => actor.send({ type: 'account.change' })}
            >
              {t`更换账号`}
            </Button>
          </Text>
          {failure && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{failure}</MessageBarBody>
            </MessageBar>
          )}
          {questions.map((question, index) => (
            <Field
              key={question}
              label={question}
              required
              validationState={messageOf(`answer${index}`) ? 'error' : 'none'}
              validationMessage={messageOf(`answer${index}`)}
            >
              <Input
                name={`answer${index}`}
                autoComplete="off"
                value={answers[index] ?? ''}
                onChange={(_, data) => {
                  setAnswers((current) => current.map((a, i) => (i === index ? data.value : a)))
                  edit(`answer${index}`)
                }}
              />
            </Field>
          ))}
          {passwordField('password', t`新密码`, password, setPassword)}
          <PasswordChecklist checks={checks} pristine={password.trim() === ''} />
          {passwordField('confirm', t`确认新密码`, confirm, setConfirm)}
        </DialogContent>
        <DialogFormActions
          busy={busy}
          submitText={t`重置密码`}
          onCancel={onCancel}
          className={styles.action}
        />
      </DialogBody>
    </form>
  )
}
