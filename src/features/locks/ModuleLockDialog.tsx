/**
 * The lock-password dialog in front of a locked module (R-LOCK "Lock dialog for mailbox,
 * calendar and file centre"; R-LOCK, M-ERR). Presentational: the module lock
 * machine decides, through useModuleLockGate, when it shows and what the last attempt gave.
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
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useOpeningKey } from '../common/useOpeningKey.ts'
import type { LockModule, ModuleLockErrorCode } from '../../../machines/module-lock/index.ts'

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  forgotRow: { display: 'flex', justifyContent: 'flex-end' },
})

/** The errors the dialog shows; `checkFailed` happens before it opens. */
type DialogErrorCode = Exclude<ModuleLockErrorCode, 'checkFailed'>

export interface ModuleLockDialogProps {
  /** Kept mounted and closed through `open`, so the dialog leaves with its exit motion. */
  open: boolean
  module: LockModule
  error: ModuleLockErrorCode | null
  forgotShown: boolean
  /** The password is with the server. */
  busy: boolean
  onSubmit: (password: string) => void
  onForgot: () => void
  onCancel: () => void
}

export function ModuleLockDialog({ open, onCancel, ...form }: ModuleLockDialogProps) {
  const descriptionId = useId()
  // Each opening is a fresh Dialog. Reopened while tabster was still retiring the previous
  // modalizer of the same id, the new surface was left aria-hidden: in the page, yet invisible to
  // screen readers (seen right after a cancel followed by another unlock).
  const openings = useOpeningKey(open)
  return (
    <Dialog
      key={openings}
      open={open}
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open) onCancel()
      }}
    >
      {/* The surface unmounts on close, and the typed password with it. */}
      <DialogSurface aria-describedby={descriptionId}>
        <LockForm {...form} onCancel={onCancel} descriptionId={descriptionId} />
      </DialogSurface>
    </Dialog>
  )
}

function LockForm({
  module,
  error,
  forgotShown,
  busy,
  onSubmit,
  onForgot,
  onCancel,
  descriptionId,
}: Omit<ModuleLockDialogProps, 'open'> & { descriptionId: string }) {
  const { t } = useLingui()
  const styles = useStyles()
  const [password, setPassword] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)

  const titles: Record<LockModule, string> = {
    calendar: t({ message: '日程已加锁', comment: "English: 'Calendar is locked'" }),
    file: t({ message: '文件中心已加锁', comment: "English: 'File centre is locked'" }),
    mailbox: t({ message: '邮箱已加锁', comment: "English: 'Mailbox is locked'" }),
  }
  const messages: Record<DialogErrorCode, string> = {
    passwordRequired: t({
      message: '请输入锁定密码',
      context: 'module lock',
      comment: "English: 'Please enter the lock password'",
    }),
    wrongPassword: t({
      message: '密码错误，请重新输入',
      context: 'module lock',
      comment: "English: 'Wrong password, please try again'",
    }),
  }
  const shownError = error === null || error === 'checkFailed' ? null : messages[error]

  // A refused password stays in the field, selected, so that typing replaces it.
  useEffect(() => {
    if (error === 'wrongPassword') inputRef.current?.select()
  }, [error])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onSubmit(password)
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogBody>
        <DialogTitle>{titles[module]}</DialogTitle>
        <DialogContent className={styles.content}>
          <span id={descriptionId}>
            {t({
              message: '请输入锁定密码以继续',
              comment: "English: 'Enter the lock password to continue'",
            })}
          </span>
          <Field
            label={t({ message: '锁定密码', comment: "English: 'Lock password'" })}
            validationState={shownError ? 'error' : 'none'}
            validationMessage={shownError ?? undefined}
          >
            <Input
              ref={inputRef}
              type="password"
              name="lock_password"
              autoComplete="off"
              autoFocus
              value={password}
              onChange={(_, data) => setPassword(data.value)}
            />
          </Field>
          <div className={styles.forgotRow}>
            <Link as="button" type="button" onClick={onForgot}>
              {t({ message: '忘记密码？', comment: "English: 'Forgot password?'" })}
            </Link>
          </div>
          {forgotShown && (
            <MessageBar intent="warning">
              <MessageBarBody>
                {t({
                  message: '请联系管理员重置锁定密码',
                  comment:
                    "English: 'Please contact your administrator to reset the lock password'",
                })}
              </MessageBarBody>
            </MessageBar>
          )}
        </DialogContent>
        <DialogActions>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {t`确定`}
          </Button>
          <Button type="button" appearance="secondary" onClick={onCancel}>
            {t`取消`}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  )
}
