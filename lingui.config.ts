import { defineConfig } from '@lingui/cli'

/** zh-hans is both the source language and the default; zh-tw and en must be complete. */
export default defineConfig({
  sourceLocale: 'zh-hans',
  locales: ['zh-hans', 'zh-tw', 'en'],
  fallbackLocales: { default: 'zh-hans' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
