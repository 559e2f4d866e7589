/**
 * The forced change-password dialog (R-LAYOUT-7, R-VALID-4, R-VALID-5, R-VALID-6, R-VALID-7): an
 * alert dialog that cannot be closed — no close button, Escape and outside clicks do nothing —
 * until the password is changed and `onChanged` receives the new token. Its flow (rules loading /
 * failed with a retry / form / saving) is machines/password-change: a failed rules request keeps
 * the dialog up with a retry, never lets the user through. The fields are
 * ChangePasswordFields.tsx, shared with /setting/password.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import {
  useChangePasswordFields,
  usePasswordChange,
  type ChangePasswordFieldsProps,
} from './ChangePasswordFields.tsx'
import { useChangePasswordStyles } from './useChangePasswordStyles.styles.ts'

export interface ChangePasswordDialogProps {
  account: string
  realName: string
  onChanged: (token: string) => void
}

export function ChangePasswordDialog({ account, realName, onChanged }: ChangePasswordDialogProps) {
  const { t } = useLingui()
  const styles = useChangePasswordStyles()
  const { actor, rules, rulesFailed } = usePasswordChange(onChanged)

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

function ChangePasswordForm(props: ChangePasswordFieldsProps) {
  const { t } = useLingui()
  const styles = useChangePasswordStyles()
  const { fields, submitButton, submit } = useChangePasswordFields(props)
  return (
    <form noValidate onSubmit={submit}>
      <DialogBody>
        <DialogTitle>{t`修改密码`}</DialogTitle>
        <DialogContent className={styles.content}>
          <Text className={styles.intro}>{t`为了您的账户安全，请先修改密码再继续使用。`}</Text>
          {fields}
        </DialogContent>
        <DialogActions>{submitButton}</DialogActions>
      </DialogBody>
    </form>
  )
}
