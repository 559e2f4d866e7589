export * from './addressBooks.ts'
export * from './groupName.ts'
export * from './groupChange.ts'
export * from './messages.ts'
