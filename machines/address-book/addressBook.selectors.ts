import type { SnapshotFrom } from 'xstate'
import { findNode, pageCountOf, type addressBookMachine } from './addressBook.machine.ts'

type Snapshot = SnapshotFrom<typeof addressBookMachine>

export const selectTree = (s: Snapshot) => s.context.tree
export const selectSelectedKey = (s: Snapshot) => s.context.selected
export const selectMembers = (s: Snapshot) => s.context.members
export const selectCount = (s: Snapshot) => s.context.count
export const selectPage = (s: Snapshot) => s.context.page
export const selectPageCount = (s: Snapshot) => pageCountOf(s.context)
export const selectSearch = (s: Snapshot) => s.context.search
export const selectChecked = (s: Snapshot) => s.context.checked
export const selectChosen = (s: Snapshot) => s.context.chosen
export const selectError = (s: Snapshot) => s.context.error
export const selectTreeLoading = (s: Snapshot) => s.hasTag('treeLoading')
export const selectTreeFailed = (s: Snapshot) => s.matches('treeFailed')
export const selectMembersLoading = (s: Snapshot) => s.hasTag('membersLoading')
export const selectMembersFailed = (s: Snapshot) => s.matches('membersFailed')
export const selectIsAdding = (s: Snapshot) => s.hasTag('adding')
/** Rows can be ticked and added only while a settled page shows. */
export const selectCanPick = (s: Snapshot) => s.matches('browsing')
export const selectOnDepartment = (s: Snapshot) =>
  findNode(s.context.tree, s.context.selected)?.department === true
