/**
 * Locked folders (R-MAILBOX-1 "Locked folders show a lock icon", R-LOCK "Folder lock: locked until
 * the password is entered"): opening one asks for the mailbox lock password first, through the
 * module lock machine and its dialog (src/features/locks). Once given, the lock stays released
 * for the session: the server remembers it (is_maibox_rel), and so does the mailbox memory, so
 * other locked folders open without another check.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useCallback, useEffect, useState, type ReactElement } from 'react'
import type { Folder } from '../../../api/types.ts'
import {
  moduleLockMachine,
  selectDialogOpen,
  selectForgotShown,
  selectIsBusy,
  selectModuleLockError,
} from '../../../../machines/module-lock/index.ts'
import { realModuleLockActors } from '../../locks/moduleLockActors.ts'

const ModuleLockDialog = lazy(() =>
  import('../../locks/ModuleLockDialog.tsx').then((module) => ({
    default: module.ModuleLockDialog,
  })),
)

/** `open`: show the folder; `checking`: asking the server or the user; `locked`: not released. */
export type FolderLockState = 'open' | 'checking' | 'locked'

export interface FolderLock {
  state: FolderLockState
  /** Asks for the password again (after a cancel). */
  unlock: () => void
  dialog: ReactElement | null
}

const liveMachine = moduleLockMachine.provide({ actors: realModuleLockActors })

export interface FolderLockMemory {
  lockReleased: boolean
}

/** `folder` undefined: not known yet (the folder list is loading). */
export function useFolderLock(
  folder: Pick<Folder, 'raw_name' | 'is_lock'> | undefined,
  memory: FolderLockMemory,
  machine: typeof moduleLockMachine = liveMachine,
): FolderLock {
  const actor = useActorRef(machine)
  const [released, setReleased] = useState(memory.lockReleased)
  const needsCheck = folder?.is_lock === true && !released

  useEffect(() => {
    const subscription = actor.on('lock.passed', () => {
      memory.lockReleased = true
      setReleased(true)
    })
    return () => subscription.unsubscribe()
  }, [actor, memory])

  const unlock = useCallback(() => {
    const check = { type: 'lock.check', module: 'mailbox' } as const
    if (actor.getSnapshot().can(check)) actor.send(check)
  }, [actor])

  // Asked each time a locked folder is opened, until the password was given once.
  const folderName = folder?.raw_name
  useEffect(() => {
    if (needsCheck) unlock()
  }, [needsCheck, folderName, unlock])

  const open = useSelector(actor, selectDialogOpen)
  const busy = useSelector(actor, selectIsBusy)
  const error = useSelector(actor, selectModuleLockError)
  const forgotShown = useSelector(actor, selectForgotShown)
  const started = useSelector(actor, (s) => s.context.module !== null)

  const asking = open || busy || !started
  const state: FolderLockState =
    folder === undefined ? 'checking' : !needsCheck ? 'open' : asking ? 'checking' : 'locked'

  const dialog = started ? (
    <Suspense fallback={null}>
      <ModuleLockDialog
        open={open}
        module="mailbox"
        error={error}
        forgotShown={forgotShown}
        busy={busy}
        onSubmit={(password) => actor.send({ type: 'lock.submit', password })}
        onForgot={() => actor.send({ type: 'lock.forgot' })}
        onCancel={() => actor.send({ type: 'lock.cancel' })}
      />
    </Suspense>
  ) : null

  return { state, unlock, dialog }
}
