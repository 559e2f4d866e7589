export * from './addressBooks.ts'
export * from './contactForm.ts'
export * from './contactMessages.ts'
