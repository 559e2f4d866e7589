/**
 * The main layout renders only with a loaded session. While the session boots or reloads a
 * spinner shows; while the server asks for a password change only the change dialog does (the
 * app stays blocked until it succeeds). The navigation that follows state changes lives in
 * src/app/session/navigation.ts.
 */
import { makeStyles, Spinner } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useSessionActor } from '../session/SessionProvider.tsx'
import { ForcedPasswordChange } from './ForcedPasswordChange.tsx'
import MainLayout from './MainLayout.tsx'

const useStyles = makeStyles({ root: { height: '100vh', display: 'grid', placeItems: 'center' } })

export default function SessionGate() {
  const styles = useStyles()
  const { t } = useLingui()
  const actor = useSessionActor()
  const ready = useSelector(
    actor,
    (s) => s.context.user !== null && s.context.loginAfter !== null && s.context.shared !== null,
  )
  const mustChangePassword = useSelector(actor, (s) => s.context.shared?.change_password === true)
  if (!ready) {
    return (
      <div className={styles.root}>
        <Spinner label={t`加载中`} />
      </div>
    )
  }
  return mustChangePassword ? <ForcedPasswordChange /> : <MainLayout />
}
