// Runs after `react-router build` (see "build" in package.json). First, when run as a command, it
// writes the content editor to build/client/admin/ (scripts/cms/admin-files.mjs), so the steps below
// give it its headers, redirects and compressed copies like any other file. Then it
//   0. defers each page's hydration script until the page has rendered (scripts/build-steps/defer-hydration.mjs),
//      and writes the site search's index from the pages (scripts/build-steps/search-index.mjs),
//   1. hashes each HTML file's inline scripts -> build/csp-hashes.json, stores the policy's extra
//      hosts (the analytics provider's, if any) -> build/csp-sources.json and the pages answered with
//      410 Gone (closed roles) -> build/gone-pages.json (all read by server/app.mjs; kept outside
//      build/client so they are never published),
//   2. writes build/client/_headers and build/client/_redirects for static hosts from the same header
//      and redirect modules the server uses (server/headers.mjs, server/redirects.mjs),
//   3. writes build/nginx/http.conf and build/nginx/server.conf, the build's part of the nginx
//      configuration that deploy/nginx.conf includes (scripts/build-steps/nginx-config.mjs),
//   4. precompresses text files (.br and .gz siblings) so neither server nor CDN compresses per request.
// Static hosts serve any file they are given and use a root 404.html for unknown URLs, so it also
// removes React Router's __spa-fallback.html (every route is prerendered; nothing needs it) and
// copies the prerendered not-found page to 404.html.

import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { NOT_FOUND_FILE, SPA_FALLBACK, STATIC_NOT_FOUND_FILE, listFiles, pagePathOf } from '../../server/build-files.mjs'
import { CSP_SOURCES_FILE, generatedCspSources } from '../../server/csp-sources.mjs'
import { GONE_PAGES_FILE, generatedGonePages } from '../../server/gone-pages.mjs'
import { contentSecurityPolicyMeta, isAdminPath, renderHeadersFile } from '../../server/headers.mjs'
import { renderRedirectsFile } from '../../server/redirects.mjs'
import { writeAdminFiles } from '../cms/admin-files.mjs'
import { loadCmsConfig } from '../cms/load-cms-config.mjs'
import { DEFAULT_LOCALE, EDITIONS, localeOfPath } from '../../app/content/editions.mjs'
import { inlineScriptHashes } from './csp-hashes.mjs'
import { deferHydration } from './defer-hydration.mjs'
import { renderNginxConfig } from './nginx-config.mjs'
import { SITE_MAP_FILE, writeSearchIndex } from './search-index.mjs'

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|data)$/
const MIN_COMPRESS_BYTES = 1024
// Cloudflare Pages limits; Netlify has none, but staying inside them keeps both hosts working.
const MAX_HEADER_RULES = 100
const MAX_HEADER_LINE = 2000
const MAX_REDIRECT_RULES = 2000

/** Hashes of every HTML file's inline scripts, keyed by path relative to `clientDir`. */
export function collectScriptHashes(clientDir, files) {
  const hashes = {}
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    hashes[file] = inlineScriptHashes(readFileSync(join(clientDir, file), 'utf8'))
  }
  return hashes
}

const brotliCompressAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes `file`.br and `file`.gz when they are smaller than `file`; resolves to how many it wrote.
 * Asynchronous: zlib compresses on its worker threads, so the files of a build, compressed at
 * once, use every core (16 s on one core of this project's 2-core host, about half on both).
 */
export async function precompress(path) {
  const source = readFileSync(path)
  const variants = [
    [
      '.br',
      () =>
        brotliCompressAsync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
    ],
    ['.gz', () => gzipAsync(source, { level: 9 })],
  ]
  const written = await Promise.all(
    variants.map(async ([extension, compress]) => {
      const compressed = await compress()
      if (compressed.length < source.length) {
        writeFileSync(path + extension, compressed)
        return 1
      }
      if (existsSync(path + extension)) unlinkSync(path + extension) // stale sibling from an earlier run would be served instead
      return 0
    }),
  )
  return written[0] + written[1]
}

/**
 * React Router also writes a `.data` file for each prerendered resource route (the brochure PDFs).
 * Nothing ever requests them: a `.data` file whose path without `.data` is itself a file goes.
 */
export function removeResourceData(clientDir) {
  for (const file of listFiles(clientDir)) {
    const resource = file.match(/^(.+)\.data(\.br|\.gz)?$/)?.[1]
    if (resource && existsSync(join(clientDir, resource)) && statSync(join(clientDir, resource)).isFile()) {
      rmSync(join(clientDir, file))
    }
  }
}

/**
 * Puts the page's CSP into `html` as a meta tag, before its first script: static hosts send 404.html
 * for unknown URLs with only the headers of their /* rule, so without it the not-found page would
 * have no policy there. Its script hashes stay the same (a meta tag is no script).
 */
export function withPolicyMeta(html, scriptHashes, cspSources = {}) {
  const meta = contentSecurityPolicyMeta(scriptHashes, cspSources)
  const anchor = /<meta charset="?[\w-]+"?\s*\/?>/i.exec(html) ?? /<head[^>]*>/i.exec(html)
  if (!anchor) throw new Error('postbuild: 404.html has no <head> to put its Content-Security-Policy in')
  const at = anchor.index + anchor[0].length
  return html.slice(0, at) + meta + html.slice(at)
}

/** The first view's script a build wrote (scripts/build-steps/first-view-entry.ts), as a URL path. */
export function firstViewScript(clientDir) {
  const names = readdirSync(join(clientDir, 'assets')).filter((name) => /^first-view-[\w-]+\.js$/.test(name))
  if (names.length !== 1) throw new Error(`postbuild: expected one assets/first-view-<hash>.js, found ${names.length}`)
  return `/assets/${names[0]}`
}

/**
 * Each edition's first view script, by prefix: every edition's build makes its own (its interface
 * text is compiled in). build-editions.mjs records them in build/first-views.json as it merges the
 * editions; a build of one edition has just the one.
 */
function firstViewScripts(buildDir) {
  const file = join(buildDir, FIRST_VIEWS_FILE)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { '': firstViewScript(join(buildDir, 'client')) }
}

/** The file build-editions.mjs writes each edition's first view script into. */
export const FIRST_VIEWS_FILE = 'first-views.json'

/** Rewrites every page so its JavaScript starts after the first render; writes the boot files. */
function deferAllHydration(buildDir) {
  const clientDir = join(buildDir, 'client')
  const scripts = firstViewScripts(buildDir)
  // The content editor is no React Router page: it has no hydration to defer.
  for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html') && !isAdminPath(`/${name}`))) {
    const prefix = Object.keys(scripts).find((candidate) => candidate && `/${file}`.startsWith(`${candidate}/`)) ?? ''
    const firstViewPath = scripts[prefix]
    const path = join(clientDir, file)
    let result
    try {
      result = deferHydration(readFileSync(path, 'utf8'), { firstViewPath })
    } catch (error) {
      throw new Error(`postbuild: ${file}: ${error instanceof Error ? error.message : error}`)
    }
    if (!result.boot) continue
    writeFileSync(path, result.html)
    writeFileSync(join(clientDir, 'assets', result.boot.name), result.boot.code)
  }
}

/**
 * `cspSources`: the policy's extra hosts (server/csp-sources.mjs); `gonePages`: the pages answered with
 * 410 Gone (server/gone-pages.mjs). By default both are those of the project's content.
 */
export async function postbuild({
  buildDir,
  cspSources = generatedCspSources(dirname(buildDir)),
  gonePages = generatedGonePages(dirname(buildDir)),
  log = console.log,
  warn = console.warn,
}) {
  const clientDir = join(buildDir, 'client')
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error(`postbuild: ${clientDir}/index.html is missing; did react-router build run?`)
  }
  rmSync(join(clientDir, SPA_FALLBACK), { force: true })
  removeResourceData(clientDir)
  deferAllHydration(buildDir)
  let searchPages = 0
  for (const { prefix } of EDITIONS) {
    const editionDir = prefix ? `${prefix.slice(1)}/` : ''
    // A build of a few pages (PRERENDER_ONLY) may have no site map, and then no search.
    if (existsSync(join(clientDir, editionDir, SITE_MAP_FILE))) searchPages += writeSearchIndex(clientDir, prefix)
    // Each edition's not-found page where static hosts look for it: /404.html, /nl/404.html.
    if (existsSync(join(clientDir, editionDir, NOT_FOUND_FILE))) {
      copyFileSync(join(clientDir, editionDir, NOT_FOUND_FILE), join(clientDir, editionDir, STATIC_NOT_FOUND_FILE))
    }
  }
  // Earlier runs' .br/.gz files are outputs, not inputs.
  const files = listFiles(clientDir).filter((file) => !/\.(br|gz)$/.test(file))

  const hashes = collectScriptHashes(clientDir, files)
  writeFileSync(join(buildDir, 'csp-hashes.json'), `${JSON.stringify(hashes, null, 2)}\n`)
  writeFileSync(join(buildDir, CSP_SOURCES_FILE), `${JSON.stringify(cspSources, null, 2)}\n`)
  writeFileSync(join(buildDir, GONE_PAGES_FILE), `${JSON.stringify(gonePages, null, 2)}\n`)
  // Another edition's pages carry their policy in a meta tag (server/headers.mjs renderHeadersFile).
  for (const file of files.filter((name) => name.endsWith('.html') && localeOfPath(`/${name}`).locale !== DEFAULT_LOCALE)) {
    if (file.endsWith(`/${STATIC_NOT_FOUND_FILE}`)) continue // below, like the default edition's
    writeFileSync(join(clientDir, file), withPolicyMeta(readFileSync(join(clientDir, file), 'utf8'), hashes[file], cspSources))
  }
  // Every edition's copy for static hosts: /404.html, /nl/404.html.
  const staticNotFoundFiles = EDITIONS.map(({ prefix }) => `${prefix ? `${prefix.slice(1)}/` : ''}${STATIC_NOT_FOUND_FILE}`).filter(
    (file) => hashes[file],
  )
  for (const file of staticNotFoundFiles) {
    writeFileSync(join(clientDir, file), withPolicyMeta(readFileSync(join(clientDir, file), 'utf8'), hashes[file], cspSources))
  }

  const pages = files.map((file) => ({ path: pagePathOf(file), scriptHashes: hashes[file] })).filter((page) => page.path)
  for (const file of staticNotFoundFiles) pages.push({ path: `/${file}`, scriptHashes: hashes[file] })
  const { text, ruleCount } = renderHeadersFile(pages, { cspSources })
  writeFileSync(join(clientDir, '_headers'), text)
  if (ruleCount > MAX_HEADER_RULES) {
    warn(`postbuild: _headers has ${ruleCount} rules; Cloudflare Pages applies only ${MAX_HEADER_RULES}`)
  }
  if (text.split('\n').some((line) => line.length > MAX_HEADER_LINE)) {
    warn(`postbuild: a _headers line exceeds ${MAX_HEADER_LINE} characters (Cloudflare Pages limit)`)
  }

  // Redirects are for pages only: the static hosts' 404.html copy is not one.
  const pagePaths = pages.map((page) => page.path).filter((path) => !staticNotFoundFiles.includes(path.slice(1)))
  const redirects = renderRedirectsFile(
    pagePaths,
    hashes[STATIC_NOT_FOUND_FILE] ? { notFoundPage: pagePathOf(NOT_FOUND_FILE), staticNotFoundFile: STATIC_NOT_FOUND_FILE } : {},
  )
  writeFileSync(join(clientDir, '_redirects'), redirects.text)
  if (redirects.ruleCount > MAX_REDIRECT_RULES) {
    warn(`postbuild: _redirects has ${redirects.ruleCount} rules; Cloudflare Pages applies only ${MAX_REDIRECT_RULES}`)
  }

  const nginxDir = join(buildDir, 'nginx')
  rmSync(nginxDir, { recursive: true, force: true }) // never leave an earlier build's hashes behind
  if (hashes[STATIC_NOT_FOUND_FILE]) {
    mkdirSync(nginxDir, { recursive: true })
    const nginx = renderNginxConfig({
      pagePaths,
      hashes,
      notFoundPage: pagePathOf(NOT_FOUND_FILE),
      staticNotFoundFile: STATIC_NOT_FOUND_FILE,
      cspSources,
      gonePages,
    })
    for (const [name, text] of Object.entries(nginx)) writeFileSync(join(nginxDir, name), text)
  } else {
    warn(`postbuild: no ${NOT_FOUND_FILE} in the build, so no nginx configuration was written`)
  }

  const compressible = files
    .filter((file) => file !== SPA_FALLBACK && COMPRESSIBLE.test(file))
    .map((file) => join(clientDir, file))
    .map((path) => ({ path, size: statSync(path).size }))
    .filter(({ size }) => size > MIN_COMPRESS_BYTES)
    // Largest first: the content editor's 2 MB script, started last, would finish alone.
    .sort((a, b) => b.size - a.size)
    .map(({ path }) => path)
  const compressed = (await Promise.all(compressible.map(precompress))).reduce((sum, count) => sum + count, 0)

  log(
    `postbuild: ${pages.length} pages, ${Object.keys(hashes).length} HTML files hashed, ` +
      `${ruleCount} _headers rules, ${redirects.ruleCount} _redirects rules, ${compressed} precompressed files, ` +
      `${searchPages} pages in the search index`,
  )
  return { pages, hashes, ruleCount, redirectCount: redirects.ruleCount }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const buildDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'build')
  try {
    writeAdminFiles(join(buildDir, 'client', 'admin'), await loadCmsConfig())
    await postbuild({ buildDir })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
