// `npm run size`: per route, the gzip and brotli bytes of the HTML, CSS and JavaScript a first view
// loads, checked against the budgets below. Writes reports/size.md; exits 1 when a budget is broken.
// Usage: npm run size [-- /about /contactus | -- --sample]   (builds first when there is no build)
//
// First-view JavaScript = every <script src>, <link rel=modulepreload>, import in the inline module
// scripts and literal import() in inline scripts (the deferred loader imports the page's boot file,
// which imports the manifest, the route modules and the entry), followed through each file's own
// static imports. "Route chunks" are the route modules the hydration script registers
// (window.__reactRouterRouteModules: root, layouts, the page's route).

import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { NOT_FOUND_FILE, listFiles, pagePathOf } from '../../server/build-files.mjs'
import { isAdminPath } from '../../server/headers.mjs'

const PROJECT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const CLIENT_DIR = join(PROJECT_DIR, 'build', 'client')

/** 1 kB = 1000 bytes throughout (the stricter reading of "KB"). */
export const KB = 1000
export const BUDGETS = {
  /** all JavaScript of one first view, gzip */
  jsGzip: 120 * KB,
  /** each route module, gzip */
  routeChunkGzip: 15 * KB,
  /** all stylesheets of one first view, brotli */
  cssBrotli: 15 * KB,
  /** the HTML document, brotli */
  htmlBrotli: 25 * KB,
}
export const BUDGET_LINE =
  `Budgets (1 kB = 1000 B): JavaScript per first view ≤ ${BUDGETS.jsGzip / KB} kB gzip, each route chunk ≤ ` +
  `${BUDGETS.routeChunkGzip / KB} kB gzip, CSS ≤ ${BUDGETS.cssBrotli / KB} kB brotli, HTML ≤ ${BUDGETS.htmlBrotli / KB} kB brotli`

/** A path no route matches: the server answers it with the not-found page and status 404. */
export const UNKNOWN_PATH = '/this-page-does-not-exist'

// ---------------------------------------------------------------------------------------------------
// Parsing (pure)

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
 * and the route modules the React Router hydration script registers ({ id, path }).
 */
export function parsePage(html, pagePath = '/') {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '')
  const stylesheets = []
  const scripts = []
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
    if (attributes.src !== undefined) {
      add(scripts, resolveSpecifier(attributes.src, pagePath))
      continue
    }
    // Inline scripts run at load; a literal import() in one (the deferred hydration loader of
    // scripts/build-steps/defer-hydration.mjs, or a module script) loads its target on the first view.
    const code = match[2]
    const imports = type === 'module' ? [...extractStaticImports(code), ...extractLiteralDynamicImports(code)] : extractLiteralDynamicImports(code)
    for (const specifier of imports) add(scripts, resolveSpecifier(specifier, pagePath))
    routeModules.push(...extractRouteModules(code, pagePath))
  }
  return { stylesheets, scripts, routeModules }
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

// ---------------------------------------------------------------------------------------------------
// Budgets (pure)

export function formatKB(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`
}

const fileName = (path) => path.split('/').at(-1)

/**
 * Broken budgets of one route's report, each { route, file, budget, actual, limit, message }.
 * report: { route, html: { file, brotli }, css: { files: [{ path, brotli }], brotli },
 *           js: { files: [{ path, gzip }], gzip }, routeChunks: [{ id, path, gzip }], missing?: string[] }
 */
export function checkBudgets(report, budgets = BUDGETS) {
  const failures = []
  const fail = (file, budget, actual, limit) =>
    failures.push({
      route: report.route,
      file,
      budget,
      actual,
      limit,
      message: `${report.route}: ${file}: ${budget} is ${formatKB(actual)}, budget ${formatKB(limit)}`,
    })
  const largest = (files, key) =>
    [...files]
      .sort((a, b) => b[key] - a[key])
      .slice(0, 3)
      .map((file) => `${fileName(file.path)} ${formatKB(file[key])}`)
      .join(', ')

  if (report.html.brotli > budgets.htmlBrotli) fail(report.html.file, 'HTML brotli', report.html.brotli, budgets.htmlBrotli)
  if (report.css.brotli > budgets.cssBrotli) {
    const file = report.css.files.length === 1 ? fileName(report.css.files[0].path) : `CSS (${largest(report.css.files, 'brotli')})`
    fail(file, 'CSS brotli', report.css.brotli, budgets.cssBrotli)
  }
  if (report.js.gzip > budgets.jsGzip) {
    fail(`${report.js.files.length} JS files, largest ${largest(report.js.files, 'gzip')}`, 'first-view JavaScript gzip', report.js.gzip, budgets.jsGzip)
  }
  for (const chunk of report.routeChunks) {
    if (chunk.gzip > budgets.routeChunkGzip) {
      fail(`${fileName(chunk.path)} (route ${chunk.id})`, 'route chunk gzip', chunk.gzip, budgets.routeChunkGzip)
    }
  }
  for (const path of report.missing ?? []) {
    failures.push({ route: report.route, file: path, budget: 'missing file', actual: 0, limit: 0, message: `${report.route}: ${path} is referenced but not in the build` })
  }
  return failures
}

// ---------------------------------------------------------------------------------------------------
// Routes

/** Prerendered page paths (sorted, without the not-found document) -> file, from the build. */
export function builtPages(root = CLIENT_DIR) {
  const pages = new Map()
  for (const file of listFiles(root)) {
    const path = pagePathOf(file)
    // The content editor (/admin) is no visitor page: its code never reaches one, and has no budget.
    if (path !== null && file !== NOT_FOUND_FILE && !isAdminPath(path)) pages.set(path, file)
  }
  return new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** The first success story on the list (the newest: app/generated/content/stories.json), else alphabetically. */
function firstStoryPath(pagePaths) {
  const stories = pagePaths.filter((path) => path.startsWith('/success-stories/'))
  try {
    const [first] = JSON.parse(readFileSync(join(PROJECT_DIR, 'app', 'generated', 'content', 'stories.json'), 'utf8'))
    if (first?.slug && stories.includes(`/success-stories/${first.slug}`)) return `/success-stories/${first.slug}`
  } catch {
    // fall through to the built pages
  }
  return stories[0]
}

/** The six CI routes: home, a service, a story, about, contact, not-found. */
export function sampleRoutes(pagePaths) {
  const wanted = ['/', '/business-intelligence', firstStoryPath(pagePaths), '/about', '/contactus']
  const missing = wanted.filter((path) => !path || !pagePaths.includes(path))
  if (missing.length > 0) throw new Error(`sample routes missing from the build: ${missing.join(', ') || 'a success story'}`)
  return [...wanted, UNKNOWN_PATH]
}

/** Routes from the command line (paths, or --sample), default every page plus an unknown path. */
export function resolveRoutes(args, pagePaths) {
  const paths = args.filter((arg) => !arg.startsWith('--'))
  const unknownFlags = args.filter((arg) => arg.startsWith('--') && arg !== '--sample')
  if (unknownFlags.length > 0) throw new Error(`unknown option ${unknownFlags.join(' ')} (use route paths or --sample)`)
  const bad = paths.filter((path) => !path.startsWith('/'))
  if (bad.length > 0) throw new Error(`routes must start with '/': ${bad.join(' ')}`)
  const routes = args.includes('--sample') ? sampleRoutes(pagePaths) : []
  for (const path of paths) if (!routes.includes(path)) routes.push(path)
  return routes.length > 0 ? routes : [...pagePaths, UNKNOWN_PATH]
}

/** Builds when build/client has no index.html yet (as `npm start` does). */
export function ensureBuild(root = CLIENT_DIR) {
  if (existsSync(join(root, 'index.html'))) return
  console.log('No build found; running `npm run build` first.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_DIR, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// ---------------------------------------------------------------------------------------------------
// Measuring

function compressedSizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  }
}

/** Measures files of one build, each once. */
export function createMeasurer(root) {
  const cache = new Map()
  return function measure(urlPath) {
    if (!cache.has(urlPath)) {
      const file = join(root, urlPath.replace(/^\/+/, ''))
      if (!existsSync(file)) cache.set(urlPath, null)
      else {
        const buffer = readFileSync(file)
        cache.set(urlPath, { path: urlPath, text: buffer.toString('utf8'), ...compressedSizes(buffer) })
      }
    }
    return cache.get(urlPath)
  }
}

/** First-view report of one route. */
export function measureRoute(route, file, measure) {
  const html = measure(`/${file}`)
  if (!html) throw new Error(`${file} not found in the build`)
  // The document's URL is the route, so relative references resolve against it.
  const page = parsePage(html.text, route)
  const missing = []

  const css = []
  for (const path of page.stylesheets) {
    const entry = measure(path)
    if (entry) css.push(entry)
    else missing.push(path)
  }

  // Breadth-first through static imports, in the order the browser discovers them.
  const queue = [...page.scripts]
  const seen = new Set(queue)
  const js = []
  while (queue.length > 0) {
    const path = queue.shift()
    const entry = measure(path)
    if (!entry) {
      missing.push(path)
      continue
    }
    js.push(entry)
    // The boot file the deferred loader imports is React Router's hydration script: it registers the
    // route modules and import()s the client entry at once, as the inline script did.
    const modules = extractRouteModules(entry.text, path)
    for (const module of modules) {
      if (!page.routeModules.some((known) => known.id === module.id)) page.routeModules.push(module)
    }
    const runsAtLoad = modules.length > 0 ? extractLiteralDynamicImports(entry.text) : []
    for (const specifier of [...extractStaticImports(entry.text), ...runsAtLoad]) {
      const target = resolveSpecifier(specifier, path)
      if (target && !seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
    }
  }

  const strip = ({ path, raw, gzip, brotli }) => ({ path, raw, gzip, brotli })
  const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0)
  return {
    route,
    html: { file, raw: html.raw, gzip: html.gzip, brotli: html.brotli },
    css: { files: css.map(strip), raw: sum(css, 'raw'), gzip: sum(css, 'gzip'), brotli: sum(css, 'brotli') },
    js: { files: js.map(strip), raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), brotli: sum(js, 'brotli') },
    routeChunks: page.routeModules.map(({ id, path }) => ({ id, path, ...strip(measure(path) ?? { path, raw: 0, gzip: 0, brotli: 0 }) })),
    missing,
  }
}

// ---------------------------------------------------------------------------------------------------
// Output

function markdownTable(header, rows, align) {
  const lines = [`| ${header.join(' | ')} |`, `|${align.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`]
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`)
  return lines.join('\n')
}

const kb = (bytes) => (bytes / KB).toFixed(1)
const routeLabel = (report) => (report.notFound ? `${report.route} (404)` : report.route)

export function renderReport(reports, failures) {
  const routeRows = reports.map((report) => {
    const biggestChunk = [...report.routeChunks].sort((a, b) => b.gzip - a.gzip)[0]
    const broken = failures.filter((f) => f.route === report.route).length
    return [
      routeLabel(report),
      kb(report.html.gzip),
      kb(report.html.brotli),
      kb(report.css.gzip),
      kb(report.css.brotli),
      kb(report.js.gzip),
      kb(report.js.brotli),
      String(report.js.files.length),
      biggestChunk ? `${kb(biggestChunk.gzip)} (${fileName(biggestChunk.path)})` : '–',
      kb(report.html.gzip + report.css.gzip + report.js.gzip),
      kb(report.html.brotli + report.css.brotli + report.js.brotli),
      broken ? `FAIL (${broken})` : 'ok',
    ]
  })
  const routeTable = markdownTable(
    ['Route', 'HTML gz', 'HTML br', 'CSS gz', 'CSS br', 'JS gz', 'JS br', 'JS files', 'Largest route chunk gz', 'Total gz', 'Total br', 'Budget'],
    routeRows,
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'l'],
  )

  // Every CSS/JS file loaded on some first view, largest first.
  const files = new Map()
  for (const report of reports) {
    for (const [kind, entries] of [['CSS', report.css.files], ['JS', report.js.files]]) {
      for (const entry of entries) {
        const row = files.get(entry.path) ?? { ...entry, kind, routes: 0, routeIds: new Set() }
        row.routes++
        files.set(entry.path, row)
      }
    }
    for (const chunk of report.routeChunks) files.get(chunk.path)?.routeIds.add(chunk.id)
  }
  const fileRows = [...files.values()]
    .sort((a, b) => b.gzip - a.gzip)
    .map((row) => [
      fileName(row.path),
      row.kind,
      kb(row.raw),
      kb(row.gzip),
      kb(row.brotli),
      `${row.routes}/${reports.length}`,
      [...row.routeIds].join(', ') || '–',
    ])
  const fileTable = markdownTable(['File', 'Type', 'Raw', 'gz', 'br', 'Loaded by', 'Route module of'], fileRows, ['l', 'l', 'r', 'r', 'r', 'r', 'l'])
  const all = [...files.values()]
  const total = (kind, key) => all.filter((row) => row.kind === kind).reduce((sum, row) => sum + row[key], 0)
  const totals =
    `Totals over ${reports.length} routes: ${all.filter((r) => r.kind === 'JS').length} distinct JS files ` +
    `${formatKB(total('JS', 'gzip'))} gzip / ${formatKB(total('JS', 'brotli'))} brotli; ` +
    `${all.filter((r) => r.kind === 'CSS').length} CSS files ${formatKB(total('CSS', 'gzip'))} gzip / ${formatKB(total('CSS', 'brotli'))} brotli; ` +
    `HTML ${formatKB(reports.reduce((s, r) => s + r.html.gzip, 0))} gzip / ${formatKB(reports.reduce((s, r) => s + r.html.brotli, 0))} brotli. ` +
    `Largest first view: JS ${formatKB(Math.max(...reports.map((r) => r.js.gzip)))} gzip, ` +
    `CSS ${formatKB(Math.max(...reports.map((r) => r.css.brotli)))} brotli, HTML ${formatKB(Math.max(...reports.map((r) => r.html.brotli)))} brotli.`

  const failureText =
    failures.length === 0
      ? 'All budgets met.'
      : `${failures.length} budget(s) broken on ${new Set(failures.map((f) => f.route)).size} route(s):\n\n${failures.map((f) => `- ${f.message}`).join('\n')}`

  return [
    '# First-view size',
    '',
    `Generated ${new Date().toISOString()} by \`npm run size\` from build/client (gzip level 9, brotli quality 11; kB = 1000 bytes).`,
    '',
    BUDGET_LINE,
    '',
    routeTable,
    '',
    totals,
    '',
    '## Budget failures',
    '',
    failureText,
    '',
    '## Files loaded on first view',
    '',
    fileTable,
    '',
  ].join('\n')
}

export function runSize(args, { root = CLIENT_DIR, reportFile = join(PROJECT_DIR, 'reports', 'size.md') } = {}) {
  const pages = builtPages(root)
  const routes = resolveRoutes(args, [...pages.keys()])
  const measure = createMeasurer(root)
  const reports = routes.map((route) => {
    const file = pages.get(route)
    const report = measureRoute(route, file ?? NOT_FOUND_FILE, measure)
    return { ...report, notFound: !file }
  })
  const failures = reports.flatMap((report) => checkBudgets(report))
  const text = renderReport(reports, failures)
  mkdirSync(dirname(reportFile), { recursive: true })
  writeFileSync(reportFile, text)
  return { reports, failures, text }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureBuild()
    const { failures, text } = runSize(process.argv.slice(2))
    console.log(text)
    console.log(`Written to reports/size.md`)
    if (failures.length > 0) {
      console.error(`\nSize budget broken: ${failures.length} failure(s) on ${new Set(failures.map((f) => f.route)).size} route(s), listed under "Budget failures" above.`)
      process.exit(1)
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
