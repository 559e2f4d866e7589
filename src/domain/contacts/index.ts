export * from './addressBooks.ts'
export * from './composeTo.ts'
