// What a built page loads on its first view, read from its HTML and its JavaScript (pure string
// parsing of minified output; no DOM, so the size report runs in plain Node).

/** Relative or root-relative specifiers of the static imports and re-exports in (minified) ES module code. */
export function extractStaticImports(code) {
  const specifiers = []
  // `import"./a.js"`, `import{a as b}from"./a.js"`, `import*as a from"/a.js"`, `import a,{b}from'./a.js'`,
  // `export*from"./a.js"`, `export{a}from"./a.js"`. Not `import("./a.js")` (lazy) nor `import.meta`.
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\n]+)\1/g
  for (const match of code.matchAll(pattern)) {
    const specifier = match[2]
    if (isLocalSpecifier(specifier) && !specifiers.includes(specifier)) specifiers.push(specifier)
  }
  return specifiers
}

/** Specifiers of `import("...")` calls with a literal string (used for inline scripts, which run at load). */
export function extractLiteralDynamicImports(code) {
  const specifiers = []
  for (const match of code.matchAll(/(?:^|[^\w$.])import\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g)) {
    if (isLocalSpecifier(match[2]) && !specifiers.includes(match[2])) specifiers.push(match[2])
  }
  return specifiers
}

function isLocalSpecifier(specifier) {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/')
}

/** The URL path `specifier` points to when imported from `fromPath` ('/assets/a.js'); null for other origins. */
export function resolveSpecifier(specifier, fromPath = '/') {
  if (/^[a-z][a-z\d+.-]*:/i.test(specifier) || specifier.startsWith('//')) {
    return null
  }
  return decodeURI(new URL(specifier, `http://site.invalid${fromPath}`).pathname)
}

function decodeEntities(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** Attributes of a start tag's attribute text, names lower-cased; boolean attributes get ''. */
export function parseAttributes(text) {
  const attributes = {}
  for (const match of text.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[match[1].toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

/**
 * What an HTML page loads up front: stylesheets, JavaScript entry points (URL paths, document order)
 * and the route modules the React Router hydration script registers ({ id, path }); and what it
 * loads when a visitor shows intent to navigate (`intentScripts`: the boot file, which hydrates).
 */
export function parsePage(html, pagePath = '/') {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '')
  const stylesheets = []
  const scripts = []
  const intentScripts = []
  const routeModules = []
  const add = (list, path) => {
    if (path && !list.includes(path)) list.push(path)
  }

  for (const match of withoutComments.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1])
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/)
    if (!attributes.href) continue
    if (rel.includes('stylesheet')) add(stylesheets, resolveSpecifier(attributes.href, pagePath))
    if (rel.includes('modulepreload')) add(scripts, resolveSpecifier(attributes.href, pagePath))
  }

  for (const match of withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1])
    const type = (attributes.type ?? '').toLowerCase()
    const isJavaScript = type === '' || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type)
    if (!isJavaScript) continue
    // The deferred loader names the boot file it imports when a visitor shows intent to navigate.
    if (attributes['data-boot']) add(intentScripts, resolveSpecifier(attributes['data-boot'], pagePath))
    if (attributes.src !== undefined) {
      add(scripts, resolveSpecifier(attributes.src, pagePath))
      continue
    }
    // Inline scripts run at load; a literal import() in one (the deferred hydration loader of
    // scripts/build-steps/defer-hydration.mjs, or a module script) loads its target on the first view.
    const code = match[2]
    const imports =
      type === 'module' ? [...extractStaticImports(code), ...extractLiteralDynamicImports(code)] : extractLiteralDynamicImports(code)
    for (const specifier of imports) add(scripts, resolveSpecifier(specifier, pagePath))
    routeModules.push(...extractRouteModules(code, pagePath))
  }
  return { stylesheets, scripts, intentScripts, routeModules }
}

/** [{ id, path }] from `import * as route0 from "..."` and `window.__reactRouterRouteModules = {"root":route0}`. */
export function extractRouteModules(code, pagePath = '/') {
  const variables = new Map()
  for (const match of code.matchAll(/import\s*\*\s*as\s*([\w$]+)\s*from\s*(["'])([^"'\n]+)\2/g)) {
    variables.set(match[1], resolveSpecifier(match[3], pagePath))
  }
  const registry = code.match(/__reactRouterRouteModules\s*=\s*\{([^}]*)\}/)
  if (!registry) return []
  const modules = []
  for (const match of registry[1].matchAll(/(["'])((?:(?!\1).)+)\1\s*:\s*([\w$]+)/g)) {
    const path = variables.get(match[3])
    if (path) modules.push({ id: match[2], path })
  }
  return modules
}
