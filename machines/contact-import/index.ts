export { contactImportMachine } from './contact-import.machine.ts'
export { importBatch, parseFile } from './contact-import.actors.ts'
export * from './contact-import.selectors.ts'
export type * from './contact-import.types.ts'
