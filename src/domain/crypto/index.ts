export * from './secret.ts'
