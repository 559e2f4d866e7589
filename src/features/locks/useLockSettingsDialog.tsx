/**
 * Opens the lock dialog (src/features/locks/LockSettingsDialog.tsx) from an entry point — the
 * avatar card, the folder tree — without putting it in the entry's chunk: it is fetched at the
 * first opening and then stays mounted, closed, so that it leaves with Fluent's exit motion.
 * The session is read only once the dialog exists, so an entry point needs no session itself.
 */
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react'
import type { LockModule } from '../../../machines/module-lock/index.ts'
import { useActiveSession } from '../../app/session/useSession.ts'

const LockSettingsDialog = lazy(() =>
  import('./LockSettingsDialog.tsx').then((module) => ({ default: module.LockSettingsDialog })),
)

export interface LockSettingsDialogHandle {
  open: (module?: LockModule) => void
  dialog: ReactElement | null
}

function LockSettingsDialogHost({
  open,
  module,
  onClose,
}: {
  open: boolean
  module: LockModule
  onClose: () => void
}) {
  const { user } = useActiveSession()
  return (
    <Suspense fallback={null}>
      <LockSettingsDialog
        open={open}
        module={module}
        isAdmin={user.is_admin === true}
        owner={user.email}
        onClose={onClose}
      />
    </Suspense>
  )
}

export function useLockSettingsDialog(): LockSettingsDialogHandle {
  const [state, setState] = useState<{ open: boolean; module: LockModule } | null>(null)
  const open = useCallback((module: LockModule = 'mailbox') => setState({ open: true, module }), [])
  const dialog = state ? (
    <LockSettingsDialogHost
      open={state.open}
      module={state.module}
      onClose={() => setState({ ...state, open: false })}
    />
  ) : null
  return { open, dialog }
}
