/**
 * /lockscreen (R-LOCK-1, R-LOCK, M-ERR): who is locked out,
 * a password field and a confirm button (Enter submits), and a way out. The session's lock child
 * (machines/lock, id 'lock') does the work; the session wiring navigates once it unlocks.
 */
import { Avatar, Field, Input, Link, Text } from '@fluentui/react-components'
import { LockClosedRegular } from '@fluentui/react-icons'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useRef, useState, type FormEvent } from 'react'
import { waitFor } from 'xstate'
import {
  selectIsUnlocking,
  selectLockError,
  type LockErrorCode,
} from '../../../machines/lock/index.ts'
import { useSession } from '../../app/session/useSession.ts'
import { LanguagePicker } from './LanguagePicker.tsx'
import { useLockStyles } from './useLockStyles.styles.ts'
import { useLoginStyles } from './useLoginStyles.styles.ts'
import { BusyButton } from '../common/forms/BusyButton.tsx'

/** How long a submit waits for the session to start the lock after a reload. */
const LOCK_START_WAIT_MS = 10_000

export default function LockScreenPage() {
  const { t } = useLingui()
  const styles = { ...useLoginStyles(), ...useLockStyles() }
  const { snapshot, send, actor } = useSession()
  const lockRef = snapshot.children.lock
  const error = useSelector(lockRef, (s) => (s ? selectLockError(s) : null))
  const unlocking = useSelector(lockRef, (s) => (s ? selectIsUnlocking(s) : false))
  const [password, setPassword] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)

  const user = snapshot.context.user
  const displayName = user?.realname || user?.name || user?.username || user?.email || ''

  // M-ERR-14
  const messages: Record<LockErrorCode, string> = {
    passwordRequired: t({
      message: '请输入密码',
      context: 'lock screen',
      comment: "English: 'Please enter the password'",
    }),
    wrongPassword: t({
      message: '密码错误，请重新输入',
      context: 'lock screen',
      comment: "English: 'Wrong password, please try again'",
    }),
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (unlocking) return
    // Right after a reload the form shows while the session is still starting: the lock's actor
    // comes a moment later. Enter pressed in between waits for it instead of doing nothing.
    const lock = await waitFor(actor, (s) => s.children.lock !== undefined, {
      timeout: LOCK_START_WAIT_MS,
    }).then(
      (s) => s.children.lock,
      () => undefined,
    )
    if (!lock) return
    send({ type: 'lock.submit', password })
    const settled = await waitFor(lock, (s) => !s.hasTag('busy'))
    // Still locked: put the user straight back into the field to retype.
    if (settled.status === 'active' && settled.context.error) inputRef.current?.select()
  }

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <LanguagePicker />
      </div>
      <main className={styles.main}>
        <form className={styles.card} noValidate onSubmit={(event) => void submit(event)}>
          <div className={styles.identity}>
            <Avatar
              size={96}
              name={displayName}
              image={user?.imgurl ? { src: user.imgurl } : undefined}
              color="colorful"
            />
            <Text as="h1" size={500} weight="semibold" className={styles.title}>
              {displayName}
            </Text>
            {user?.email && user.email !== displayName && (
              <Text className={styles.subtitle}>{user.email}</Text>
            )}
            <Text className={styles.lockBadge}>
              <LockClosedRegular aria-hidden />
              {t`屏幕已锁定，请输入密码解锁`}
            </Text>
          </div>
          {/* Password managers (and Chromium's form audit) pair a password with its account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={user?.username ?? user?.email ?? ''}
            readOnly
            hidden
          />
          <Field
            label={t`密码`}
            validationState={error ? 'error' : 'none'}
            validationMessage={error ? messages[error] : undefined}
          >
            <Input
              ref={inputRef}
              type="password"
              name="password"
              size="large"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(_, data) => setPassword(data.value)}
            />
          </Field>
          <BusyButton type="submit" size="large" busy={unlocking}>
            {unlocking ? t`正在解锁…` : t`确定`}
          </BusyButton>
          <div className={styles.logoutRow}>
            <Link as="button" type="button" onClick={() => send({ type: 'session.logout' })}>
              {t`退出登录`}
            </Link>
          </div>
        </form>
      </main>
    </div>
  )
}
