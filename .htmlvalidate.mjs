// html-validate configuration for the prerendered pages (run: npm run validate:html, which checks
// every build/client/**/*.html). The recommended preset applies in full; the only changes are for
// markup React itself writes, which no page or component can change. Where possible a rule is
// re-configured to React's style rather than turned off, so it still checks everything else.

/** @type {import('html-validate').ConfigData} */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React's renderer writes void elements self-closed (<meta/>, <link/>, <img/>). Both forms are
    // valid HTML; require React's form consistently instead of the preset's "omit".
    'void-style': ['error', { style: 'selfclose' }],

    // React writes some attributes with their DOM property's camelCase name: <meta charSet>,
    // <link fetchPriority>, <img fetchPriority>, <time dateTime>. HTML attribute names are
    // case-insensitive, so browsers read them correctly; other casing (UPPER, PascalCase) stays an error.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],

    // React writes boolean attributes (async, disabled, open, ...) as name="" rather than a bare
    // name. Both are valid HTML; require React's form.
    'attribute-boolean-style': ['error', { style: 'empty' }],

    // Attributes that may be empty (download, hidden): React DOM writes them as name="" (<a download="">),
    // but React's streaming renderer writes its own hidden containers bare (<div hidden id="S:0">,
    // which carry React Router's streamed loader data). No single style matches both, and both are
    // valid HTML, so this purely stylistic rule is off.
    'attribute-empty-style': 'off',

    // React generates ids: useId() gives "_R_1a_" (aria-controls, aria-labelledby pairs) and
    // streamed Suspense boundaries use "B:0"/"S:0". HTML5 allows any id without whitespace; the
    // relaxed mode checks exactly that (non-empty, no spaces) instead of the stricter
    // "starts with a letter, only [A-Za-z0-9_-]" convention.
    'valid-id': ['error', { relaxed: true }],

    // A position computed from data at prerender is what a style attribute is for: the offices
    // map places each pin at its office's projected coordinates (left/top in percent). Everything
    // else stays in classes; the policy allows style attributes (server/headers.mjs).
    'no-inline-style': ['error', { allowedProperties: ['display', 'left', 'top'] }],
  },
}
