import type { SnapshotFrom } from 'xstate'
import type { smtpVerifyMachine } from './smtp-verify.machine.ts'

type Snapshot = SnapshotFrom<typeof smtpVerifyMachine>

export const selectVerifying = (s: Snapshot) => s.hasTag('busy')
export const selectVerifyPassed = (s: Snapshot) => s.matches('passed')
export const selectVerifyFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectVerifyElapsed = (s: Snapshot) => s.context.elapsed
export const selectVerifyMessage = (s: Snapshot) => s.context.message
