/**
 * Session errors that belong to no screen become toasts: a failed shared-mailbox switch shows
 * the first non_field_errors or 'Switch accounts error!' (the machine has already sent the user
 * to welcome), then the error is dismissed. Login errors stay with the login page.
 */
import { t } from '@lingui/core/macro'
import {
  selectError,
  type SessionError,
  type SessionSnapshot,
} from '../../../machines/session/index.ts'
import type { Notice } from '../../api/notices.ts'
import type { SessionActor } from './SessionProvider.tsx'

export function switchErrorNotice(error: SessionError | null): Notice | undefined {
  if (error?.code !== 'switchFailed') return undefined
  return { intent: 'error', message: error.message || t`切换账号失败！` } // M-ERR-16, M-TEXT-13
}

export function connectSessionNotices(
  actor: SessionActor,
  notify: (notice: Notice) => void,
): () => void {
  let shown: SessionError | null = null
  const subscription = actor.subscribe((snapshot: SessionSnapshot) => {
    const error = selectError(snapshot)
    if (error === shown) return
    shown = error
    const notice = switchErrorNotice(error)
    if (notice) {
      notify(notice)
      actor.send({ type: 'session.dismiss' })
    }
  })
  return () => subscription.unsubscribe()
}
