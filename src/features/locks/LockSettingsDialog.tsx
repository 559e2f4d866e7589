/**
 * The lock dialog for mailbox, calendar and file centre (product.md §2 Layout "Lock dialog …, with
 * a cancel-lock sub-dialog", §4 "Folder lock: set, edited, cancelled", §6 administrators clear
 * lock passwords; calls-and-behaviour.md §4 Lock, §8). One tab per module; the lock settings
 * machine decides what each shows. Loaded lazily through useLockSettingsDialog.
 */
import {
  Button,
  Checkbox,
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
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import {
  lockSettingsMachine,
  type lockClearMachine,
  selectCanSwitch,
  selectCancelOpen,
  selectError,
  selectFolders,
  selectForgotShown,
  selectIsBusy,
  selectModule,
  selectModuleSetting,
  selectNotice,
  selectRule,
  selectView,
  type LockFolderOption,
  type LockModule,
  type LockRule,
  type LockSettingsError,
  type LockSettingsField,
} from '../../../machines/lock-settings/index.ts'
import { useOpeningKey } from '../common/useOpeningKey.ts'
import { emitMailboxChange } from '../mailbox/mailboxEvents.ts'
import { mailboxMemory } from '../mailbox/tabs/mailTabsStore.ts'
import { LockClearSection } from './LockClearSection.tsx'
import { realLockSettingsActors } from './lockSettingsActors.ts'

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  folders: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  forgotRow: { display: 'flex', justifyContent: 'flex-end' },
  sub: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
})

const liveMachine = lockSettingsMachine.provide({ actors: realLockSettingsActors })

export interface LockSettingsDialogProps {
  open: boolean
  /** The module whose tab opens first. */
  module: LockModule
  /** Shows the administrator's "clear a user's lock passwords" section. */
  isAdmin: boolean
  /** The owner of the mailbox memory whose released folder lock a change takes back. */
  owner: string
  onClose: () => void
  /** Tests pass machines with fake actors. */
  machine?: typeof lockSettingsMachine
  clearMachine?: typeof lockClearMachine
}

export function LockSettingsDialog({ open, onClose, ...rest }: LockSettingsDialogProps) {
  const styles = useStyles()
  const openings = useOpeningKey(open)
  return (
    <Dialog
      key={openings}
      open={open}
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open) onClose()
      }}
    >
      <DialogSurface className={styles.surface}>
        {/* Mounted per opening: a fresh machine reads the settings afresh. */}
        <LockSettingsBody {...rest} onClose={onClose} />
      </DialogSurface>
    </Dialog>
  )
}

function useErrorText() {
  const { t } = useLingui()
  return (error: LockSettingsError | null, rule: LockRule | null): string | null => {
    if (!error) return null
    switch (error.code) {
      case 'passwordRequired':
        return t({
          message: '请输入锁定密码',
          context: 'module lock',
          comment: "English: 'Please enter the lock password'",
        })
      case 'wrongPassword':
        return t({
          message: '密码错误，请重新输入',
          context: 'module lock',
          comment: "English: 'Wrong password, please try again'",
        })
      case 'passwordLength': {
        const min = rule?.minLength ?? 0
        const max = rule?.maxLength ?? 0
        return t({
          message: `锁定密码长度须为 ${min} 到 ${max} 位`,
          comment: "English: 'The lock password must be {min} to {max} characters long'",
        })
      }
      case 'confirmMismatch':
        return t({
          message: '两次输入的密码不一致',
          context: 'module lock',
          comment: "English: 'The two passwords do not match'",
        })
      case 'saveFailed':
        return t({
          message: '锁定密码保存失败，请稍后重试',
          comment: "English: 'The lock password could not be saved; please try again later'",
        })
      case 'loadFailed':
        return t({
          message: '锁定设置加载失败',
          comment: "English: 'The lock settings could not be loaded'",
        })
    }
  }
}

function LockSettingsBody({
  module: initialModule,
  isAdmin,
  owner,
  onClose,
  machine = liveMachine,
  clearMachine,
}: Omit<LockSettingsDialogProps, 'open'>) {
  const { t } = useLingui()
  const styles = useStyles()
  const errorText = useErrorText()
  const actor = useActorRef(machine, { input: { module: initialModule } })
  const view = useSelector(actor, selectView)
  const module = useSelector(actor, selectModule)
  const setting = useSelector(actor, selectModuleSetting)
  const rule = useSelector(actor, selectRule)
  const folders = useSelector(actor, selectFolders)
  const error = useSelector(actor, selectError)
  const forgotShown = useSelector(actor, selectForgotShown)
  const notice = useSelector(actor, selectNotice)
  const busy = useSelector(actor, selectIsBusy)
  const canSwitch = useSelector(actor, selectCanSwitch)
  const cancelOpen = useSelector(actor, selectCancelOpen)

  useEffect(() => {
    const subscription = actor.on('lock.changed', (event) => {
      if (event.module !== 'mailbox') return
      // Locked folders change: the tree reloads them, and a new lock is asked for again.
      mailboxMemory(owner).lockReleased = false
      emitMailboxChange('folders')
    })
    return () => subscription.unsubscribe()
  }, [actor, owner])

  const labels: Record<LockModule, string> = {
    mailbox: t({ message: '邮箱文件夹', comment: "English: 'Mail folders' (lock tab)" }),
    calendar: t({ message: '日程', comment: "English: 'Calendar' (lock tab)" }),
    file: t({ message: '文件中心', comment: "English: 'File centre' (lock tab)" }),
  }
  const forgot = (
    <div className={styles.forgotRow}>
      <Link as="button" type="button" onClick={() => actor.send({ type: 'lock.forgot' })}>
        {t({ message: '忘记密码？', comment: "English: 'Forgot password?'" })}
      </Link>
    </div>
  )
  const fieldError = (field: LockSettingsField) =>
    error?.field === field ? errorText(error, rule) : null

  return (
    <DialogBody>
      <DialogTitle>{t({ message: '锁定设置', comment: "English: 'Lock settings'" })}</DialogTitle>
      <DialogContent className={styles.content}>
        <TabList
          selectedValue={module}
          disabled={!canSwitch}
          onTabSelect={(_, data) =>
            actor.send({ type: 'module.select', module: data.value as LockModule })
          }
          aria-label={t({ message: '加锁模块', comment: "English: 'Locked module'" })}
        >
          {(['mailbox', 'calendar', 'file'] as const).map((m) => (
            <Tab key={m} value={m}>
              {labels[m]}
            </Tab>
          ))}
        </TabList>
        {notice && (
          <MessageBar intent="success">
            <MessageBarBody>
              {notice === 'saved'
                ? t({
                    message: '锁定密码已保存',
                    comment: "English: 'The lock password was saved'",
                  })
                : t({ message: '已取消锁定', comment: "English: 'The lock was removed'" })}
            </MessageBarBody>
          </MessageBar>
        )}
        {view === 'loading' && (
          <Spinner size="small" label={t({ message: '加载中', comment: "English: 'Loading'" })} />
        )}
        {view === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>{errorText(error, rule)}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => actor.send({ type: 'settings.retry' })}>
                {t({ message: '重试', comment: "English: 'Retry'" })}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {(view === 'setForm' || view === 'editForm') && rule && (
          <PasswordForm
            key={`${module}-${view}`}
            edit={view === 'editForm'}
            module={module}
            rule={rule}
            folders={folders}
            lockedFolders={setting?.folders ?? []}
            busy={busy}
            fieldError={fieldError}
            formError={error?.field === null ? errorText(error, rule) : null}
            onSubmit={(form) => actor.send({ type: 'lock.save', ...form })}
            onBack={() => actor.send({ type: 'lock.back' })}
          />
        )}
        {view === 'status' && (
          <div className={styles.form}>
            <Text>
              {t({
                message: '已设置锁定密码：进入前需要输入密码。',
                comment: "English: 'A lock password is set: it is asked for before entering.'",
              })}
            </Text>
            {module === 'mailbox' && (
              <Text>
                {t({ message: '已加锁的文件夹：', comment: "English: 'Locked folders: '" })}
                {folders
                  .filter((f) => setting?.folders.includes(f.rawName))
                  .map((f) => f.name)
                  .join('、')}
              </Text>
            )}
            <div className={styles.row} hidden={cancelOpen}>
              <Button appearance="primary" onClick={() => actor.send({ type: 'lock.edit' })}>
                {t({ message: '修改密码', comment: "English: 'Change password'" })}
              </Button>
              <Button onClick={() => actor.send({ type: 'lock.cancelLock' })}>
                {t({ message: '取消锁定', comment: "English: 'Remove lock'" })}
              </Button>
            </div>
          </div>
        )}
        {(view === 'editForm' || (view === 'status' && !cancelOpen)) && forgot}
        {forgotShown && !cancelOpen && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t({
                message: '请联系管理员重置锁定密码',
                comment: "English: 'Please contact your administrator to reset the lock password'",
              })}
            </MessageBarBody>
          </MessageBar>
        )}
        {cancelOpen && (
          <CancelLockDialog
            open
            busy={busy}
            module={labels[module]}
            error={fieldError('cancelPassword')}
            forgotShown={forgotShown}
            forgot={forgot}
            onSubmit={(password) => actor.send({ type: 'cancel.submit', password })}
            onBack={() => actor.send({ type: 'lock.back' })}
          />
        )}
        {isAdmin && <LockClearSection machine={clearMachine} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t({ message: '关闭', comment: "English: 'Close'" })}</Button>
      </DialogActions>
    </DialogBody>
  )
}

interface PasswordFormProps {
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

function PasswordForm({
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
  const styles = useStyles()
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
function CancelLockDialog({
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
  const styles = useStyles()
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
