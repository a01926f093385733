// Components that render inside a StaticHtml region run once, at prerender, on the server: the
// browser gets their markup but never their code (see "What this is" in the README). A click
// handler, a hook or a call to a browser API there is silently dead on the live site, so the lint
// refuses them. A file's folder says where it runs: everything under app/components/sections/ is
// static, plus the few shared files listed below that only those sections (or the footer) render.

/** Files whose components render only inside a StaticHtml region. */
export const STATIC_REGION_FILES = [
  'app/components/sections/**/*.{ts,tsx}',
  // The footer, the cookie banner, the scroll-to-top button and the booking dialog's template are
  // regions of their own (site-layout.tsx); app/shell/ brings the last three to life.
  'app/components/layout/site-footer.tsx',
  'app/components/layout/cookie-banner.tsx',
  'app/components/layout/scroll-to-top.tsx',
  'app/components/layout/booking-dialog-template.tsx',
  // Used by sections only (and, for the chart, by the PDF brochures, which never run in a browser).
  // eslint/static-region-files.test.ts fails when a module like these is missing from the list.
  'app/components/ui/address-lines.tsx',
  'app/components/ui/check-list.tsx',
  'app/components/ui/contact-links.tsx',
  'app/components/ui/count-up.tsx',
  'app/components/ui/person-photo.tsx',
  'app/components/ui/result-chart.tsx',
  'app/components/ui/section-header.tsx',
  'app/components/ui/section.tsx',
  'app/components/ui/snap-row-controls.tsx',
  'app/components/ui/technology-logo.tsx',
]

const WHY = 'renders only at prerender inside StaticHtml; the browser never runs this code'
const INSTEAD =
  'use a data-attribute behaviour wired up in the site layout (data-booking, data-toggle-pressed, data-count-up…: README, "What this is"), or render the component outside app/components/sections/ and outside a StaticHtml region'

const message = (what) => `${what}: this component ${WHY}. Instead, ${INSTEAD}.`

// Browser-only globals. `import.meta.env.SSR` checks need no entry: they name none of these.
const BROWSER_GLOBALS = [
  'window',
  'self',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'innerWidth',
  'innerHeight',
  'scrollX',
  'scrollY',
  'scrollTo',
  'alert',
]

/** The flat-config block eslint.config.js adds; test files are left out (they run in jsdom). */
export const staticRegionsConfig = {
  files: STATIC_REGION_FILES,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
        message: message('Event handler props (onClick, onChange…) never fire'),
      },
      {
        selector: 'JSXAttribute[name.name="ref"]',
        message: message('A ref is never attached'),
      },
      {
        selector: 'CallExpression[callee.name=/^use([A-Z].*)?$/]',
        message: message('Hooks (useState, useEffect, use…) never run in the browser, so state and effects are dead'),
      },
      {
        selector: 'CallExpression[callee.property.name=/^use([A-Z].*)?$/]',
        message: message('Hooks (React.useState, React.useEffect…) never run in the browser, so state and effects are dead'),
      },
    ],
    'no-restricted-globals': ['error', ...BROWSER_GLOBALS.map((name) => ({ name, message: message(`\`${name}\` is a browser API`) }))],
    'no-restricted-properties': [
      'error',
      ...BROWSER_GLOBALS.map((property) => ({
        object: 'globalThis',
        property,
        message: message(`\`globalThis.${property}\` is a browser API`),
      })),
    ],
  },
}
