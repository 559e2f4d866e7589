import type { SnapshotFrom } from 'xstate'
import type { fileShareAccessMachine } from './file-share-access.machine.ts'

type Snapshot = SnapshotFrom<typeof fileShareAccessMachine>

export const selectShare = (s: Snapshot) => s.context.share
export const selectRefusal = (s: Snapshot) => s.context.refusal
export const selectCodeError = (s: Snapshot) => s.context.codeError
export const selectCode = (s: Snapshot) => s.context.code
export const selectAsksCode = (s: Snapshot) => s.hasTag('askingCode')
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
export const selectLoadFailed = (s: Snapshot) => s.matches('failed')
