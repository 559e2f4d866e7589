/**
 * The forced change-password dialog (product.md §2 Layout, §5 Passwords): an alert dialog that
 * cannot be closed — no close button, Escape and outside clicks do nothing — until the password
 * is changed and `onChanged` receives the new token.
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
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import type { PasswordRules } from '../../domain/password/index.ts'
import { PasswordChecklist } from './PasswordChecklist.tsx'
import { useChangePassword } from './useChangePassword.ts'
import { useChangePasswordStyles } from './useChangePasswordStyles.styles.ts'

export interface ChangePasswordDialogProps {
  open: boolean
  rules: PasswordRules
  account: string
  realName: string
  onChanged: (token: string) => void
}

export function ChangePasswordDialog({ open, ...options }: ChangePasswordDialogProps) {
  const { t } = useLingui()
  const styles = useChangePasswordStyles()
  const form = useChangePassword(options)
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
    // Controlled and never closed from inside: onOpenChange is deliberately absent.
    <Dialog open={open} modalType="alert">
      <DialogSurface className={styles.surface}>
        <form noValidate onSubmit={(event) => void form.submit(event)}>
          <DialogBody>
            <DialogTitle>{t`修改密码`}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.intro}>{t`为了您的账户安全，请先修改密码再继续使用。`}</Text>
              {form.failure && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{form.failure}</MessageBarBody>
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
                disabledFocusable={form.saving}
                icon={form.saving ? <Spinner size="tiny" appearance="inverted" /> : undefined}
              >
                {t`确认修改`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
