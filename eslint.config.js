import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'src/api/schema.gen.ts',
      'src/i18n/locales/**',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '../mocks/*', 'msw', 'msw/*'],
              message:
                'Mock code may only be loaded through src/app/demo.ts behind import.meta.env.VITE_DEMO.',
            },
          ],
        },
      ],
    },
  },
  {
    // Machines are pure statecharts: no React, no API client, no browser globals.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@xstate/react'],
              message: 'Machines never import React.',
            },
            {
              group: ['**/src/api/**', 'openapi-fetch'],
              message: 'Machines get I/O injected via actors.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: [
      'mocks/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'scripts/**/*',
      'src/app/demo.ts',
      '*.config.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
)
