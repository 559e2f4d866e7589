/**
 * Contracts of the remark box's I/O; src/features/mail-actions/RemarkEditor.tsx provides the
 * real calls (saveRemark / deleteRemark of mailActions.ts) for its folder and uid.
 */
import { fromPromise } from 'xstate'
import type { SaveRemarkInput } from './remark.types.ts'

export const saveRemark = fromPromise<void, SaveRemarkInput>(() =>
  Promise.reject(new Error('remark machine: provide the saveRemark actor')),
)

export const deleteRemark = fromPromise<void>(() =>
  Promise.reject(new Error('remark machine: provide the deleteRemark actor')),
)
