import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { staticRegionsConfig } from './eslint/static-regions.js'

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'screenshots/', 'test-results/', 'playwright-report/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // React rules for the app only: Playwright fixtures also call a function named `use`.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Node scripts and tests; some pass callbacks that run inside the browser page.
    files: ['server/**', 'scripts/**', 'e2e/**', 'eslint/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Last, so no later block replaces its no-restricted-* rules for the static region files.
  staticRegionsConfig,
)
