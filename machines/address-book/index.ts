export {
  CONTACT_PAGE_SIZE,
  SEARCH_DELAY_MS,
  addChosen,
  addressBookMachine,
  findNode,
  pageCountOf,
} from './addressBook.machine.ts'
export { loadDepartment, loadMembers, loadTree } from './addressBook.actors.ts'
export * from './addressBook.selectors.ts'
export type * from './addressBook.types.ts'
