/** The lock dialog's password form (set / edit) and its cancel-lock sub-dialog. */
import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import {
  type LockFolderOption,
  type LockModule,
  type LockRule,
  type LockSettingsField,
} from '../../../machines/lock-settings/index.ts'

import { useLockSettingsStyles } from './useLockSettingsStyles.styles.ts'

export interface PasswordFormProps {
  edit: boolean
  module: LockModule
  rule: LockRule
  folders: LockFolderOption[]
  lockedFolders: string[]
  busy: boolean
  fieldError: (field: LockSettingsField) => string | null
  formError: string | null
  onSubmit: (form: {
    password: string
    confirm: string
    oldPassword?: string
    folders?: string[]
  }) => void
  onBack: () => void
}

export function PasswordForm({
  edit,
  module,
  rule,
  folders,
  lockedFolders,
  busy,
  fieldError,
  formError,
  onSubmit,
  onBack,
}: PasswordFormProps) {
  const { t } = useLingui()
  const styles = useLockSettingsStyles()
  const [oldPassword, setOldPassword] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [chosen, setChosen] = useState<string[]>(edit ? lockedFolders : [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    onSubmit({
      password,
      confirm,
      ...(edit ? { oldPassword } : {}),
      ...(module === 'mailbox' ? { folders: chosen } : {}),
    })
  }
  const min = rule.minLength
  const max = rule.maxLength
  const field = (
    name: LockSettingsField,
    label: string,
    value: string,
    set: (value: string) => void,
    hint?: string,
  ) => {
    const message = fieldError(name)
    return (
      <Field
        label={label}
        hint={hint}
        validationState={message ? 'error' : 'none'}
        validationMessage={message ?? undefined}
      >
        <Input
          type="password"
          name={name}
          autoComplete="new-password"
          value={value}
          onChange={(_, data) => set(data.value)}
        />
      </Field>
    )
  }
  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      {edit &&
        field(
          'oldPassword',
          t({ message: '原锁定密码', comment: "English: 'Current lock password'" }),
          oldPassword,
          setOldPassword,
        )}
      {field(
        'password',
        edit
          ? t({ message: '新锁定密码', comment: "English: 'New lock password'" })
          : t({ message: '锁定密码', comment: "English: 'Lock password'" }),
        password,
        setPassword,
        t({
          message: `${min} 到 ${max} 位`,
          comment: "English: '{min} to {max} characters'",
        }),
      )}
      {field(
        'confirm',
        t({ message: '确认锁定密码', comment: "English: 'Confirm the lock password'" }),
        confirm,
        setConfirm,
      )}
      {module === 'mailbox' && folders.length > 0 && (
        <Field
          label={t({ message: '加锁的文件夹', comment: "English: 'Folders to lock'" })}
          hint={t({
            message: '不选择则锁定全部自建文件夹',
            comment: "English: 'None chosen locks all your own folders'",
          })}
        >
          <div className={styles.folders}>
            {folders.map((f) => (
              <Checkbox
                key={f.rawName}
                label={f.name}
                checked={chosen.includes(f.rawName)}
                onChange={(_, data) =>
                  setChosen((list) =>
                    data.checked ? [...list, f.rawName] : list.filter((name) => name !== f.rawName),
                  )
                }
              />
            ))}
          </div>
        </Field>
      )}
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          {edit
            ? t({ message: '保存新密码', comment: "English: 'Save the new password'" })
            : t({ message: '设置锁定密码', comment: "English: 'Set the lock password'" })}
        </Button>
        {edit && (
          <Button type="button" disabled={busy} onClick={onBack}>
            {t({ message: '返回', comment: "English: 'Back'" })}
          </Button>
        )}
      </div>
    </form>
  )
}

/**
 * The cancel-lock sub-dialog. Drawn inside the lock dialog's surface rather than as a second
 * Fluent Dialog: a nested modal that closed left the outer surface aria-hidden (tabster's
 * modalizer, as in useOpeningKey), so the lock dialog vanished for screen readers.
 */
export function CancelLockDialog({
  open,
  busy,
  module,
  error,
  forgotShown,
  forgot,
  onSubmit,
  onBack,
}: {
  open: boolean
  busy: boolean
  module: string
  error: string | null
  forgotShown: boolean
  forgot: ReactNode
  onSubmit: (password: string) => void
  onBack: () => void
}) {
  const { t } = useLingui()
  const styles = useLockSettingsStyles()
  const titleId = useId()
  const descriptionId = useId()
  const [password, setPassword] = useState('')
  if (!open) return null
  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={styles.sub}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // Escape leaves the sub-dialog only, not the lock dialog around it.
        event.stopPropagation()
        event.preventDefault()
        if (!busy) onBack()
      }}
    >
      <form
        noValidate
        className={styles.content}
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) onSubmit(password)
        }}
      >
        <Text as="h3" weight="semibold" id={titleId}>
          {t({ message: '取消锁定', comment: "English: 'Remove lock'" })}
        </Text>
        <span id={descriptionId}>
          {t({
            message: `请输入${module}的锁定密码以取消锁定`,
            comment: "English: 'Enter the lock password of {module} to remove the lock'",
          })}
        </span>
        <Field
          label={t({ message: '锁定密码', comment: "English: 'Lock password'" })}
          validationState={error ? 'error' : 'none'}
          validationMessage={error ?? undefined}
        >
          <Input
            type="password"
            name="cancel_lock_password"
            autoComplete="off"
            autoFocus
            value={password}
            onChange={(_, data) => setPassword(data.value)}
          />
        </Field>
        {forgot}
        {forgotShown && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t({
                message: '请联系管理员重置锁定密码',
                comment: "English: 'Please contact your administrator to reset the lock password'",
              })}
            </MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.row}>
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {t({ message: '确认取消锁定', comment: "English: 'Remove the lock'" })}
          </Button>
          <Button type="button" onClick={onBack} disabled={busy}>
            {t({ message: '返回', comment: "English: 'Back'" })}
          </Button>
        </div>
      </form>
    </section>
  )
}
