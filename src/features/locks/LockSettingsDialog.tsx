/**
 * The lock dialog for mailbox, calendar and file centre (R-LAYOUT-8 "Lock dialog …, with
 * a cancel-lock sub-dialog", §4 "Folder lock: set, edited, cancelled", §6 administrators clear
 * lock passwords; R-LOCK, M-ERR). One tab per module; the lock settings
 * machine decides what each shows. Loaded lazily through useLockSettingsDialog.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
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
  type LockModule,
  type LockSettingsField,
} from '../../../machines/lock-settings/index.ts'
import { useOpeningKey } from '../common/useOpeningKey.ts'
import { emitMailboxChange } from '../common/mailboxEvents.ts'
import { mailboxMemory } from '../common/mailTabs/mailTabsStore.ts'
import { LockClearSection } from './LockClearSection.tsx'
import { realLockSettingsActors } from './lockSettingsActors.ts'
import { CancelLockDialog, PasswordForm } from './LockPasswordForms.tsx'
import { useLockSettingsStyles } from './useLockSettingsStyles.styles.ts'
import { useLockErrorText } from './useLockErrorText.ts'

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
  const styles = useLockSettingsStyles()
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

function LockSettingsBody({
  module: initialModule,
  isAdmin,
  owner,
  onClose,
  machine = liveMachine,
  clearMachine,
}: Omit<LockSettingsDialogProps, 'open'>) {
  const { t } = useLingui()
  const styles = useLockSettingsStyles()
  const errorText = useLockErrorText()
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
