/** What the UI asks of the lock settings machine; components never chain `matches()`. */
import type { SnapshotFrom } from 'xstate'
import type { lockClearMachine } from './lock-clear.machine.ts'
import type { lockSettingsMachine } from './lock-settings.machine.ts'
import type {
  LockClearErrorCode,
  LockFolderOption,
  LockModule,
  LockRule,
  LockSettingsError,
  LockSettingsNotice,
  ModuleLockSetting,
} from './lock-settings.types.ts'

export type LockSettingsSnapshot = SnapshotFrom<typeof lockSettingsMachine>

/** Which panel the module's tab shows. */
export type LockSettingsView = 'loading' | 'failed' | 'setForm' | 'status' | 'editForm'

export function selectView(s: LockSettingsSnapshot): LockSettingsView {
  if (s.matches('loading')) return 'loading'
  if (s.matches('failed')) return 'failed'
  if (s.matches('unset')) return 'setForm'
  if (s.matches('editing')) return 'editForm'
  if (s.matches('saving')) return s.context.mode === 'edit' ? 'editForm' : 'setForm'
  return 'status'
}

/** The cancel-lock sub-dialog is open (also while the password is with the server). */
export const selectCancelOpen = (s: LockSettingsSnapshot): boolean =>
  s.matches('confirmingCancel') || s.matches('cancelling')
export const selectModule = (s: LockSettingsSnapshot): LockModule => s.context.module
export const selectModuleSetting = (s: LockSettingsSnapshot): ModuleLockSetting | null =>
  s.context.settings?.modules[s.context.module] ?? null
export const selectRule = (s: LockSettingsSnapshot): LockRule | null =>
  s.context.settings?.rule ?? null
export const selectFolders = (s: LockSettingsSnapshot): LockFolderOption[] =>
  s.context.settings?.folders ?? []
export const selectError = (s: LockSettingsSnapshot): LockSettingsError | null => s.context.error
export const selectForgotShown = (s: LockSettingsSnapshot): boolean => s.context.forgotShown
export const selectNotice = (s: LockSettingsSnapshot): LockSettingsNotice | null => s.context.notice
/** A request is in flight: buttons are disabled. */
export const selectIsBusy = (s: LockSettingsSnapshot): boolean => s.hasTag('busy')
/** The module tabs can be switched (not in the middle of a change). */
export const selectCanSwitch = (s: LockSettingsSnapshot): boolean =>
  s.matches('unset') || s.matches('set')

export type LockClearSnapshot = SnapshotFrom<typeof lockClearMachine>
export const selectClearBusy = (s: LockClearSnapshot): boolean => s.hasTag('busy')
export const selectClearError = (s: LockClearSnapshot): LockClearErrorCode | null => s.context.error
export const selectCleared = (s: LockClearSnapshot): string | null => s.context.cleared
