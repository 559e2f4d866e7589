export { fileShareAccessMachine, refusalReason } from './file-share-access.machine.ts'
export { openShare } from './file-share-access.actors.ts'
export * from './file-share-access.selectors.ts'
export type * from './file-share-access.types.ts'
