/**
 * The forced password change (R-LAYOUT-7: shared status change_password) in place of
 * the main layout: nothing of the mailbox renders, and nothing of it loads, until the password is
 * changed. The dialog and its pinyin rules load lazily — pinyin-pro is large.
 */
import { makeStyles, Spinner, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useActiveSession } from '../session/useSession.ts'

const ChangePasswordDialog = lazy(() =>
  import('../../features/auth/ChangePasswordDialog.tsx').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
)

const useStyles = makeStyles({
  root: {
    height: '100vh',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
})

export function ForcedPasswordChange() {
  const styles = useStyles()
  const { t } = useLingui()
  const { user, send } = useActiveSession()
  return (
    <div className={styles.root}>
      <Suspense fallback={<Spinner label={t`加载中`} />}>
        <ChangePasswordDialog
          account={user.username || user.email}
          realName={user.realname}
          onChanged={(token) => send({ type: 'session.tokenChanged', token })}
        />
      </Suspense>
    </div>
  )
}
