/**
 * The administrator's part of the lock dialog (R-ROLE "Administrators can clear …
 * folder-lock passwords"; R-LOCK "forgotten lock password"): clears every
 * lock password of a user, given the user's email address.
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import {
  lockClearMachine,
  selectClearBusy,
  selectClearError,
  selectCleared,
  type LockClearErrorCode,
} from '../../../machines/lock-settings/index.ts'
import { clearUserLockWithApi } from './lockSettingsActors.ts'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  grow: { flexGrow: 1 },
})

const liveMachine = lockClearMachine.provide({ actors: { clearUserLock: clearUserLockWithApi } })

export function LockClearSection({
  machine = liveMachine,
}: {
  machine?: typeof lockClearMachine | undefined
}) {
  const { t } = useLingui()
  const styles = useStyles()
  const actor = useActorRef(machine)
  const busy = useSelector(actor, selectClearBusy)
  const error = useSelector(actor, selectClearError)
  const cleared = useSelector(actor, selectCleared)
  const [username, setUsername] = useState('')
  const messages: Record<LockClearErrorCode, string> = {
    usernameRequired: t({
      message: '请输入用户邮箱',
      comment: "English: 'Enter the user's email'",
    }),
    unknownUser: t({ message: '该用户不存在', comment: "English: 'No such user'" }),
    forbidden: t({
      message: '只有管理员可以清除锁定密码',
      comment: "English: 'Only an administrator can clear lock passwords'",
    }),
    failed: t({
      message: '清除失败，请稍后重试',
      comment: "English: 'Clearing failed; please try again later'",
    }),
  }
  return (
    <form
      noValidate
      className={styles.root}
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) actor.send({ type: 'clear.submit', username })
      }}
    >
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={t({
            message: '清除用户的锁定密码（用户邮箱）',
            comment: "English: 'Clear a user's lock passwords (user email)'",
          })}
          validationState={error ? 'error' : 'none'}
          validationMessage={error ? messages[error] : undefined}
        >
          <Input
            type="email"
            name="clear_lock_username"
            value={username}
            onChange={(_, data) => setUsername(data.value)}
          />
        </Field>
        <Button
          type="submit"
          disabledFocusable={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
        >
          {t({ message: '清除', comment: "English: 'Clear'" })}
        </Button>
      </div>
      {cleared && (
        <MessageBar intent="success">
          <MessageBarBody>
            {t({
              message: `已清除 ${cleared} 的锁定密码`,
              comment: "English: 'The lock passwords of {cleared} were cleared'",
            })}
          </MessageBarBody>
        </MessageBar>
      )}
    </form>
  )
}
