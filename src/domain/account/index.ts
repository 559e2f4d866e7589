export * from './registration.ts'
export * from './secretReset.ts'
export * from './messages.ts'
