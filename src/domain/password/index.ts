// Importing this index pulls in pinyin-pro (~150 KB gzip) through namePinyin.ts; a screen that
// wants it lazily imports passwordRules.ts / validatePasswordChange.ts directly instead.
export * from './passwordRules.ts'
export * from './namePinyin.ts'
export * from './validatePasswordChange.ts'
