export * from './addressBooks.ts'
