/**
 * Types of the address book picker (R-ADDR): a tree of books and
 * groups, a paged member table with search and checkboxes, and the chosen recipients with the
 * field each goes to. The UI names the top groups; everything else comes from the server.
 */
import type { RecipientField } from '../../src/domain/compose/index.ts'
import type { AddressBookAccess, AddressBookKind } from '../../src/domain/contacts/index.ts'

/** A place in the tree whose members the table lists; `id` null = the whole book. */
export interface BookSource {
  book: AddressBookKind
  id: number | null
}

export interface BookNode {
  /** Unique in the tree: the book for a top group (`pab`), `book:id` below (`pab:0`). */
  key: string
  source: BookSource
  /** The server's name ('' where the UI gives the name: top groups, no group, everyone). */
  label: string
  special?: 'top' | 'ungrouped' | 'everyone'
  /** An organisation or shared-organisation department: it may be chosen whole. */
  department: boolean
  children: BookNode[]
}

/** One row of the member table: a person, a contact or a mailing list. */
export interface BookMember {
  email: string
  name: string
  /** Department, company or list type: the row's second line. */
  detail: string
}

export interface MemberQuery {
  source: BookSource
  page: number
  pageSize: number
  search: string
}

export interface MemberPage {
  count: number
  members: BookMember[]
}

export interface ChosenRecipient {
  email: string
  name: string
  field: RecipientField
}

/**
 * - `departmentFailed`: the members of a department chosen whole could not be read; nothing
 *   was added.
 */
export type AddressBookErrorCode = 'departmentFailed'

export interface AddressBookContext {
  access: AddressBookAccess
  tree: BookNode[]
  /** Key of the node whose members show; null until the tree is in. */
  selected: string | null
  page: number
  pageSize: number
  search: string
  members: BookMember[]
  count: number
  /** Addresses ticked in the table (this page only). */
  checked: string[]
  chosen: ChosenRecipient[]
  /** The field a department chosen whole is going to, while its members load. */
  addingTo: RecipientField | null
  error: AddressBookErrorCode | null
}

export interface AddressBookInput {
  access: AddressBookAccess
  /** Defaults to 10 (C-LIMIT-9: contact page size). */
  pageSize?: number
  /** The node shown first; the personal book's top group when absent or unknown. */
  initialKey?: string
}

export type AddressBookEvent =
  | { type: 'retry' }
  | { type: 'node.select'; key: string }
  | { type: 'page.go'; page: number }
  | { type: 'search.change'; text: string }
  | { type: 'search.submit' }
  | { type: 'member.toggle'; email: string }
  | { type: 'members.toggleAll' }
  | { type: 'checked.add'; field: RecipientField }
  | { type: 'department.add'; field: RecipientField }
  | { type: 'chosen.remove'; email: string; field: RecipientField }

export interface LoadTreeInput {
  access: AddressBookAccess
}

export interface LoadDepartmentInput {
  source: BookSource
}
