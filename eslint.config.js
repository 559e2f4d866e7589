import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// A later block's no-restricted-imports replaces an earlier one's, so every layer repeats this.
const noMockCode = {
  group: ['**/mocks/**', '../mocks/*', 'msw', 'msw/*'],
  message: 'Mock code may only be loaded through src/app/demo.ts behind import.meta.env.VITE_DEMO.',
}
const noReact = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    '@xstate/react',
    '@lingui/react',
    '@lingui/react/*',
  ],
  message: 'Machines and domain rules never import React.',
}
const noApi = {
  group: ['**/src/api/**', '**/api/*', 'openapi-fetch'],
  message: 'No API client or contract types here: I/O is injected (machines) or absent (domain).',
}
const noAppOrFeatures = {
  group: ['**/src/app/**', '**/src/features/**', '**/app/*', '**/features/*', '**/features/**'],
  message: 'Machines and domain rules sit below the app and the screens: they never import them.',
}

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
      'no-restricted-imports': ['error', { patterns: [noMockCode] }],
    },
  },
  {
    // Machines are pure statecharts: no React, no API client, no browser globals.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noMockCode, noReact, noApi, noAppOrFeatures] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    // Domain rules are pure: no React, no I/O, nothing from the layers above them.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noMockCode, noReact, noApi, noAppOrFeatures] },
      ],
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
