/**
 * Forgot password (R-DATA-16 security questions; calls §7: sent without the token), loaded only
 * when asked for: the account, then its three questions with an answer each and a new password
 * with the account's rules (the live checklist), then done, and the user signs in with the new
 * password. Wrong answers are refused as a whole, never naming which. The flow is
 * machines/secret-reset.
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
  MessageBarBody,
  MessageBarTitle,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  secretResetMachine,
  selectAccount,
  selectBusy,
  selectDoneMessage,
  selectFailed,
  selectFailureMessage,
  selectFieldMessages,
  selectStep,
} from '../../../../machines/secret-reset/index.ts'
import { ACCOUNT_RULE_MESSAGES, accountProblem } from '../../../domain/account/index.ts'
import { realResetActors } from './resetActors.ts'
import { ResetAnswersForm } from './ResetAnswersForm.tsx'
import { useRegisterStyles } from '../register/useRegisterStyles.styles.ts'
import { DialogFormActions } from '../../common/forms/DialogFormActions.tsx'

const liveMachine = secretResetMachine.provide({ actors: realResetActors })

export type ResetActor = ActorRefFrom<typeof secretResetMachine>

export interface ForgotPasswordDialogProps {
  /** Kept mounted while it closes, so Fluent's modal hands the page back (focus, aria-hidden). */
  open: boolean
  /** What the login form holds, as the account to start from. */
  initialAccount: string
  onClose: () => void
}

export default function ForgotPasswordDialog({
  open,
  initialAccount,
  onClose,
}: ForgotPasswordDialogProps) {
  const { t, i18n } = useLingui()
  const styles = useRegisterStyles()
  const actor = useActorRef(liveMachine)
  const step = useSelector(actor, selectStep)
  const busy = useSelector(actor, selectBusy)
  const serverFields = useSelector(actor, selectFieldMessages)
  const general = useSelector(actor, selectFailureMessage)
  const failed = useSelector(actor, selectFailed)
  const doneMessage = useSelector(actor, selectDoneMessage)
  const account = useSelector(actor, selectAccount)
  const [typed, setTyped] = useState(initialAccount)
  const [accountError, setAccountError] = useState<string | undefined>()

  const submitAccount = (event: FormEvent) => {
    event.preventDefault()
    const problem = accountProblem(typed)
    setAccountError(problem ? i18n._(ACCOUNT_RULE_MESSAGES[problem]) : undefined)
    if (!problem && !busy) actor.send({ type: 'account.submit', account: typed })
  }
  const failure = general ?? (failed ? t`暂时无法完成操作，请稍后重试` : null)
  const accountMessage = accountError ?? serverFields.account

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        {step === 'answers' ? (
          <ResetAnswersForm actor={actor} account={account} failure={failure} onCancel={onClose} />
        ) : step === 'done' ? (
          <DialogBody>
            <DialogTitle>{t`找回密码`}</DialogTitle>
            <DialogContent className={styles.content}>
              <MessageBar intent="success" layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>{t`密码已重置`}</MessageBarTitle>
                  {doneMessage ?? t`请使用新密码登录。`}
                </MessageBarBody>
              </MessageBar>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {t`返回登录`}
              </Button>
            </DialogActions>
          </DialogBody>
        ) : (
          <form noValidate onSubmit={submitAccount}>
            <DialogBody>
              <DialogTitle>{t`找回密码`}</DialogTitle>
              <DialogContent className={styles.content}>
                <Text className={styles.intro}>
                  {t`输入您的邮箱账号，回答您设置的密保问题后即可设置新密码。`}
                </Text>
                {failure && (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{failure}</MessageBarBody>
                  </MessageBar>
                )}
                <Field
                  label={t`邮箱账号`}
                  required
                  validationState={accountMessage ? 'error' : 'none'}
                  validationMessage={accountMessage}
                >
                  <Input
                    name="account"
                    autoComplete="username"
                    value={typed}
                    onChange={(_, data) => {
                      setTyped(data.value)
                      setAccountError(undefined)
                      actor.send({ type: 'field.edit', field: 'account' })
                    }}
                  />
                </Field>
              </DialogContent>
              <DialogFormActions busy={busy} submitText={t`下一步`} onCancel={onClose} />
            </DialogBody>
          </form>
        )}
      </DialogSurface>
    </Dialog>
  )
}
