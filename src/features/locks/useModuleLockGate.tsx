/**
 * The lock check before opening the calendar or the file centre (R-HOME-5, R-ROUTE-8):
 * `gate(module, onPass)` reads the lock state and, when the module is locked and not released,
 * shows the password dialog; `onPass` runs once the user may go on. Render `dialog` always: it
 * stays mounted after the first check so that it closes with Fluent's exit motion.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useCallback, useEffect, useRef, type ReactElement } from 'react'
import {
  moduleLockMachine,
  selectDialogOpen,
  selectForgotShown,
  selectIsBusy,
  selectModule,
  selectModuleLockError,
  type LockModule,
} from '../../../machines/module-lock/index.ts'
import { realModuleLockActors } from './moduleLockActors.ts'

// Fetched at the first check that needs it: Fluent's Dialog stays out of the home page's first
// load.
const ModuleLockDialog = lazy(() =>
  import('./ModuleLockDialog.tsx').then((module) => ({ default: module.ModuleLockDialog })),
)

/** The modules a screen can open behind the check; the mailbox lock guards folders instead. */
export type GatedModule = Exclude<LockModule, 'mailbox'>

export interface ModuleLockGate {
  gate(module: GatedModule, onPass: () => void): void
  /** A check is running: the state is being read or the dialog is open. */
  active: boolean
  /** Some check was started (and may have ended) since this gate mounted. */
  started: boolean
  dialog: ReactElement | null
}

const liveMachine = moduleLockMachine.provide({ actors: realModuleLockActors })

export function useModuleLockGate(): ModuleLockGate {
  return useModuleLockGateWith(liveMachine)
}

/** The same gate on a given machine: tests pass one with fake actors. */
export function useModuleLockGateWith(machine: typeof moduleLockMachine): ModuleLockGate {
  const actor = useActorRef(machine)
  const pending = useRef<{ module: LockModule; onPass: () => void } | null>(null)

  useEffect(() => {
    const subscription = actor.on('lock.passed', (event) => {
      const waiting = pending.current
      if (waiting?.module !== event.module) return
      pending.current = null
      waiting.onPass()
    })
    return () => subscription.unsubscribe()
  }, [actor])

  const gate = useCallback(
    (module: GatedModule, onPass: () => void) => {
      const check = { type: 'lock.check', module } as const
      // A check already running keeps its own callback; a second click is ignored.
      if (!actor.getSnapshot().can(check)) return
      pending.current = { module, onPass }
      actor.send(check)
    },
    [actor],
  )

  const open = useSelector(actor, selectDialogOpen)
  const module = useSelector(actor, selectModule)
  const error = useSelector(actor, selectModuleLockError)
  const forgotShown = useSelector(actor, selectForgotShown)
  const busy = useSelector(actor, selectIsBusy)
  const active = useSelector(actor, (s) => !s.matches('idle'))

  const dialog = module ? (
    <Suspense fallback={null}>
      <ModuleLockDialog
        open={open}
        module={module}
        error={error}
        forgotShown={forgotShown}
        busy={busy}
        onSubmit={(password) => actor.send({ type: 'lock.submit', password })}
        onForgot={() => actor.send({ type: 'lock.forgot' })}
        onCancel={() => {
          pending.current = null
          actor.send({ type: 'lock.cancel' })
        }}
      />
    </Suspense>
  ) : null

  return { gate, active, started: module !== null, dialog }
}
