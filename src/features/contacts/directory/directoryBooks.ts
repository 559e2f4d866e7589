/**
 * What differs between the four directory books (oab, cab, soab, lab): whether a tree of
 * departments or categories sits on the left, whether a node can be written to whole, which
 * columns the member table shows and whether a row can join the personal book.
 */
import type { DirectoryBook, DirectoryMember } from '../common/directoryCalls.ts'

export type DirectoryColumn = 'department' | 'position' | 'mobile' | 'company' | 'listType'

export interface DirectoryBookConfig {
  book: DirectoryBook
  /** A tree of departments (oab, soab) or categories (cab) on the left. */
  tree: 'departments' | 'categories' | null
  /** Write mail to every member of the selected department. */
  wholeNode: boolean
  columns: readonly DirectoryColumn[]
  /** A row can be added to the personal contacts (people, not mailing lists). */
  addToPersonal: boolean
  /** The header names the other domain (soab). */
  showsDomain: boolean
}

export const DIRECTORY_BOOKS: Record<DirectoryBook, DirectoryBookConfig> = {
  oab: {
    book: 'oab',
    tree: 'departments',
    wholeNode: true,
    columns: ['department', 'position', 'mobile'],
    addToPersonal: true,
    showsDomain: false,
  },
  cab: {
    book: 'cab',
    tree: 'categories',
    wholeNode: false,
    columns: ['company', 'department', 'mobile'],
    addToPersonal: true,
    showsDomain: false,
  },
  soab: {
    book: 'soab',
    tree: 'departments',
    wholeNode: true,
    columns: ['department', 'position'],
    addToPersonal: true,
    showsDomain: true,
  },
  lab: {
    book: 'lab',
    tree: null,
    wholeNode: false,
    columns: ['listType'],
    addToPersonal: false,
    showsDomain: false,
  },
}

/** The personal contact a directory member starts as (ContactFormDialog's `initial`). */
export function personalContactOf(member: DirectoryMember) {
  return {
    email: member.email,
    fullname: member.name,
    mobile: member.mobile,
    company: member.company,
    department: member.department,
    position: member.position,
  }
}

/** The mail domain of an address ('' without one). */
export const domainOf = (email: string): string => email.split('@')[1] ?? ''
