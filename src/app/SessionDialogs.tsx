/**
 * The session's modal messages: 'session expired, please log in again' after a 401 (text may be
 * the server's), and the login-expired alert after idling beyond lock_left. The dialog code
 * loads only when one of them is due.
 */
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { selectIsExpired } from '../../machines/session/index.ts'
import { useSessionActor } from './session/SessionProvider.tsx'
import { expiredBox } from './session/expiredBox.ts'

const MessageDialog = lazy(() => import('./MessageDialog.tsx'))

export function SessionDialogs() {
  const { t } = useLingui()
  const actor = useSessionActor()
  const expired = useSelector(actor, selectIsExpired)
  const box = useSyncExternalStore(expiredBox.subscribe, expiredBox.getSnapshot)
  // M-ERR-20 (idle timeout); the 401 box of M-ERR-1 (M-TEXT-7 or the server's text)
  const dialog = expired
    ? {
        message: t`登录已超时，请重新登录`,
        onClose: () => actor.send({ type: 'session.acknowledge' }),
      }
    : box
      ? { message: box.message, onClose: expiredBox.close }
      : null
  if (!dialog) return null
  return (
    <Suspense fallback={null}>
      <MessageDialog title={t`提示`} message={dialog.message} onClose={dialog.onClose} />
    </Suspense>
  )
}
