export * from './captcha.ts'
export * from './arithmetic.ts'
