// Measures one route's first view in a build: its HTML, stylesheets and the JavaScript it loads
// (followed through static imports), each file gzip- and brotli-compressed as a server would.

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { extractLiteralDynamicImports, extractRouteModules, extractStaticImports, parsePage, resolveSpecifier } from './parse.mjs'

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
  function walk(entryPaths, seen) {
    const queue = entryPaths.filter((path) => !seen.has(path))
    for (const path of queue) seen.add(path)
    const files = []
    while (queue.length > 0) {
      const path = queue.shift()
      const entry = measure(path)
      if (!entry) {
        missing.push(path)
        continue
      }
      files.push(entry)
      // The boot file is React Router's hydration script: it registers the route modules and
      // import()s the client entry at once, as the inline script did.
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
    return files
  }
  const seen = new Set()
  const js = walk(page.scripts, seen)
  // What loads on top when a visitor shows intent to navigate: React, React Router, the routes.
  const intentJs = walk(page.intentScripts, seen)

  const strip = ({ path, raw, gzip, brotli }) => ({ path, raw, gzip, brotli })
  const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0)
  return {
    route,
    html: { file, raw: html.raw, gzip: html.gzip, brotli: html.brotli },
    css: { files: css.map(strip), raw: sum(css, 'raw'), gzip: sum(css, 'gzip'), brotli: sum(css, 'brotli') },
    js: { files: js.map(strip), raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), brotli: sum(js, 'brotli') },
    intentJs: { files: intentJs.map(strip), raw: sum(intentJs, 'raw'), gzip: sum(intentJs, 'gzip'), brotli: sum(intentJs, 'brotli') },
    routeChunks: page.routeModules.map(({ id, path }) => ({ id, path, ...strip(measure(path) ?? { path, raw: 0, gzip: 0, brotli: 0 }) })),
    missing,
  }
}
