/**
 * The forced change-password dialog (product.md "Layout"): shown when the shared status says
 * change_password. The dialog and its pinyin rules load lazily — pinyin-pro is large.
 */
import { lazy, Suspense } from 'react'
import { api } from '../services.ts'
import { useLoad } from '../useLoad.ts'
import { useActiveSession } from '../session/useSession.ts'

const ChangePasswordDialog = lazy(() =>
  import('../../features/auth/ChangePasswordDialog.tsx').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
)

async function loadRules() {
  const { data, error } = await api().GET('/api/setting/password/rules/')
  if (!data) throw error ?? new Error('getPasswordRules failed')
  return data
}

export function ForcedPasswordChange() {
  const { user, shared, send } = useActiveSession()
  const rules = useLoad(loadRules, [user.email], shared.change_password)
  if (!shared.change_password || !rules.data) return null
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog
        open
        rules={rules.data}
        account={user.username || user.email}
        realName={user.realname}
        onChanged={(token) => send({ type: 'session.tokenChanged', token })}
      />
    </Suspense>
  )
}
