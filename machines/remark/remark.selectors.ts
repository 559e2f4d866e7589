import type { SnapshotFrom } from 'xstate'
import type { remarkMachine } from './remark.machine.ts'

type Snapshot = SnapshotFrom<typeof remarkMachine>

export const selectRemark = (s: Snapshot) => s.context.remark
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectRemarkError = (s: Snapshot) => s.context.error
export const selectIsEditing = (s: Snapshot) => s.hasTag('editing')
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy')
