/**
 * The checks that run before a mail action: the shared-mailbox permissions and the 'only one'
 * rule of single-mail actions (R-VALID-21, R-ROLE). Each returns false after telling
 * the user why.
 */
import { useLingui } from '@lingui/react/macro'
import { notify } from '../../../api/notices.ts'
import { useActiveSession } from '../../../app/session/useSession.ts'
import { canChangeMail, canCompose } from './permissions.ts'
import { NO_SHARED_MAILBOX_PERMISSION, NO_SHARING_POWER } from './permissionTexts.ts'

export interface MailGuards {
  /** Flags, tags, remark, move, delete, reject ... */
  change(): boolean
  /** Reply, forward, send again, write mail. */
  compose(): boolean
  /** Exactly one mail, or the 'only one' alert. */
  single(uid: number | null): uid is number
}

export function useMailGuards(): MailGuards {
  const { t, i18n } = useLingui()
  const { shared } = useActiveSession()
  return {
    change() {
      if (canChangeMail(shared)) return true
      // M-TEXT-6
      notify({ intent: 'error', message: i18n._(NO_SHARED_MAILBOX_PERMISSION) })
      return false
    },
    compose() {
      if (canCompose(shared)) return true
      // M-ERR-12
      notify({ intent: 'error', message: i18n._(NO_SHARING_POWER) })
      return false
    },
    single(uid: number | null): uid is number {
      if (uid !== null) return true
      // M-ERR-22
      notify({ intent: 'warning', message: t`只能选择一封邮件` })
      return false
    },
  }
}
