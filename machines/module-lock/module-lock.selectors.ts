/** What the UI asks of the module lock machine; components never chain `matches()`. */
import type { SnapshotFrom } from 'xstate'
import type { moduleLockMachine } from './module-lock.machine.ts'
import type { LockModule, ModuleLockErrorCode } from './module-lock.types.ts'

export type ModuleLockSnapshot = SnapshotFrom<typeof moduleLockMachine>

/** The password dialog is open (also while the password is with the server). */
export const selectDialogOpen = (s: ModuleLockSnapshot): boolean => s.hasTag('dialog')
/** The module of the running or last check: the dialog keeps its title while it closes. */
export const selectModule = (s: ModuleLockSnapshot): LockModule | null => s.context.module
/** The module the dialog asks about, while it is open. */
export const selectDialogModule = (s: ModuleLockSnapshot): LockModule | null =>
  s.hasTag('dialog') ? s.context.module : null
/** A request is in flight: the confirm button is disabled. */
export const selectIsBusy = (s: ModuleLockSnapshot): boolean => s.hasTag('busy')
export const selectModuleLockError = (s: ModuleLockSnapshot): ModuleLockErrorCode | null =>
  s.context.error
export const selectForgotShown = (s: ModuleLockSnapshot): boolean => s.context.forgotShown
