/**
 * The session's modal messages: 'session expired, please log in again' after a 401 (text may be
 * the server's), and the login-expired alert after idling beyond lock_left.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useSyncExternalStore } from 'react'
import { selectIsExpired } from '../../machines/session/index.ts'
import { useSessionActor } from './session/SessionProvider.tsx'
import { expiredBox } from './session/expiredBox.ts'

function MessageDialog({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t`确定`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

export function SessionDialogs() {
  const { t } = useLingui()
  const actor = useSessionActor()
  const expired = useSelector(actor, selectIsExpired)
  const box = useSyncExternalStore(expiredBox.subscribe, expiredBox.getSnapshot)
  if (expired) {
    return (
      <MessageDialog
        title={t`提示`}
        message={t`登录已超时，请重新登录`}
        onClose={() => actor.send({ type: 'session.acknowledge' })}
      />
    )
  }
  if (box) return <MessageDialog title={t`提示`} message={box.message} onClose={expiredBox.close} />
  return null
}
