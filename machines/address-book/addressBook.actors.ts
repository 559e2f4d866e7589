/**
 * Contracts of the picker's I/O; src/features/compose/addressBook/addressBookActors.ts provides
 * the real calls (the contacts family of openapi.yaml).
 */
import { fromPromise } from 'xstate'
import type {
  BookMember,
  BookNode,
  LoadDepartmentInput,
  LoadTreeInput,
  MemberPage,
  MemberQuery,
} from './addressBook.types.ts'

/** Every book the account may open, as tree nodes. */
export const loadTree = fromPromise<BookNode[], LoadTreeInput>(() =>
  Promise.reject(new Error('address book machine: provide the loadTree actor')),
)

/** One page of a node's members. */
export const loadMembers = fromPromise<MemberPage, MemberQuery>(() =>
  Promise.reject(new Error('address book machine: provide the loadMembers actor')),
)

/** Every member of a department (with its sub-departments), for choosing it whole. */
export const loadDepartment = fromPromise<BookMember[], LoadDepartmentInput>(() =>
  Promise.reject(new Error('address book machine: provide the loadDepartment actor')),
)
