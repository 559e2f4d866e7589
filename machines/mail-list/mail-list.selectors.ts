import type { SnapshotFrom } from 'xstate'
import { selectedCount, selectedOnPage } from '../../src/domain/mail/selection.ts'
import type { mailListMachine } from './mail-list.machine.ts'

type Snapshot = SnapshotFrom<typeof mailListMachine>

export const selectRows = (s: Snapshot) => s.context.rows
export const selectCount = (s: Snapshot) => s.context.count
export const selectUnseen = (s: Snapshot) => s.context.unseen
export const selectPage = (s: Snapshot) => s.context.page
export const selectSource = (s: Snapshot) => s.context.source
export const selectSelection = (s: Snapshot) => s.context.selection
export const selectIsLoading = (s: Snapshot) => s.hasTag('busy')
export const selectFailed = (s: Snapshot) => s.context.error === 'loadFailed'
export const selectPageCount = (s: Snapshot) =>
  Math.max(1, Math.ceil(s.context.count / s.context.source.pageSize))
export const selectSelectedCount = (s: Snapshot) =>
  selectedCount(s.context.selection, s.context.count)
export const selectSelectedOnPage = (s: Snapshot) =>
  selectedOnPage(s.context.selection, s.context.rows)
/** The whole list is selected across pages (the select menu's 'all'). */
export const selectAllMode = (s: Snapshot) => s.context.selection.mode === 'all'
