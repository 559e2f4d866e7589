export * from './profile.ts'
export * from './param.ts'
export * from './securityQuestions.ts'
export * from './messages.ts'
