import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { staticRegionsConfig } from './eslint/static-regions.js'

// The events react-dom stops at the document while the part of the page they target is still
// dehydrated (its discrete replayable and its queued continuous events), as an esquery regex.
const REACT_BLOCKED_EVENTS =
  '/^(click|auxclick|dblclick|contextmenu|mousedown|mouseup|mouseover|pointerdown|pointerup|pointercancel|pointerover|gotpointercapture|touchstart|touchend|touchcancel|keydown|keypress|keyup|input|textInput|change|reset|copy|cut|paste|compositionstart|compositionend|dragstart|dragend|dragenter|drop|focusin)$/'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-editions/',
      '.react-router/',
      'node_modules/',
      'screenshots/',
      'test-results/',
      'playwright-report/',
      'reports/',
    ],
  },
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
  {
    // The first view's script loads on every page before React; what it imports statically is in
    // that first view. React would undo the point of it, and a module the React code also imports
    // from app/lib or app/content lands in the chunk the pages share (vite.config.ts), dragging that
    // whole chunk into the first view. Such a module moves to app/shell/; import() is fine.
    files: ['app/shell/**/*.ts'],
    ignores: ['app/shell/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', '~/components/*', '~/routes/*'],
              message: 'app/shell/ runs before React loads: work on the prerendered markup instead.',
            },
            {
              group: ['~/lib/*', '~/content/*', '~/generated/*', '~/documents/*'],
              allowTypeImports: true,
              message:
                'A static import here is first-view code and may drag in the chunk the pages share: move the module into app/shell/, read the data from prerendered markup, or import() it when needed.',
            },
          ],
        },
      ],
      // See app/shell/page-events.ts: while React hydrates, it stops these events at the document.
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name='addEventListener'][callee.object.name!='window'][arguments.0.value=${REACT_BLOCKED_EVENTS}]`,
          message: 'A listener below the window misses this event while React hydrates: use listenToPage() from app/shell/page-events.ts.',
        },
      ],
    },
  },
  // Last, so no later block replaces its no-restricted-* rules for the static region files.
  staticRegionsConfig,
)
