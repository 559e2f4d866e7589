/** What the binding wizard's UI asks of the machine. */
import type { SnapshotFrom } from 'xstate'
import type { twoFactorBindMachine } from './two-factor-bind.machine.ts'
import type { BindError, BindStep, TotpSetupInfo } from './two-factor-bind.types.ts'

export type BindSnapshot = SnapshotFrom<typeof twoFactorBindMachine>

/** The step shown: preparing and a failed setup belong to "scan", binding to "enable". */
export function selectStep(s: BindSnapshot): BindStep {
  if (s.matches('download')) return 'download'
  if (s.matches('backup')) return 'backup'
  if (s.matches('enable') || s.matches('binding')) return 'enable'
  if (s.matches('done')) return 'done'
  return 'scan'
}

/** 0-based index of the step among the four (4 when done). */
export const selectStepIndex = (s: BindSnapshot): number =>
  ['download', 'scan', 'backup', 'enable', 'done'].indexOf(selectStep(s))

export const selectSetup = (s: BindSnapshot): TotpSetupInfo | null => s.context.setup
export const selectIsBusy = (s: BindSnapshot): boolean => s.hasTag('busy')
export const selectSetupFailed = (s: BindSnapshot): boolean => s.matches('setupFailed')
export const selectBindError = (s: BindSnapshot): BindError | null => s.context.error
export const selectIsDone = (s: BindSnapshot): boolean => s.matches('done')
