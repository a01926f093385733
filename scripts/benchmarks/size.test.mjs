import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  BUDGETS,
  KB,
  UNKNOWN_PATH,
  checkBudgets,
  createMeasurer,
  extractLiteralDynamicImports,
  extractRouteModules,
  extractStaticImports,
  measureRoute,
  parsePage,
  resolveRoutes,
  resolveSpecifier,
  sampleRoutes,
} from './size.mjs'

describe('extractStaticImports', () => {
  it('finds the import and re-export forms of minified chunks', () => {
    const code =
      'import{I as e,M as t}from"./jsx-runtime-Ct.js";import"./side-effect.js";import*as n from"./ns.js";' +
      "import r,{a as i}from'./default.js';export*from\"./star.js\";export{x as y}from\"./named.js\";" +
      'var z=1;export{z as default};'
    expect(extractStaticImports(code)).toEqual([
      './jsx-runtime-Ct.js',
      './side-effect.js',
      './ns.js',
      './default.js',
      './star.js',
      './named.js',
    ])
  })

  it('finds imports written with spaces and line breaks', () => {
    const code = 'import { a } from "../shared/a.js";\nimport b from "/assets/b.js"\nimport "./c.js"'
    expect(extractStaticImports(code)).toEqual(['../shared/a.js', '/assets/b.js', './c.js'])
  })

  it('ignores dynamic imports, import.meta, bare and remote specifiers and look-alike identifiers', () => {
    const code =
      'const l=()=>import("./lazy.js");import(`./lazy2.js`);console.log(import.meta.url);' +
      'import{h}from"react";import"https://cdn.example/x.js";reimport"./not.js";var s=`import map`;'
    expect(extractStaticImports(code)).toEqual([])
  })

  it('lists each specifier once', () => {
    expect(extractStaticImports('import{a}from"./a.js";import{b}from"./a.js";')).toEqual(['./a.js'])
  })
})

describe('extractLiteralDynamicImports', () => {
  it('finds import("...") with a literal local specifier only', () => {
    expect(extractLiteralDynamicImports('import("/assets/entry.client-X.js");x.import("./no.js");import(name);import("pkg")')).toEqual([
      '/assets/entry.client-X.js',
    ])
  })
})

describe('resolveSpecifier', () => {
  it('resolves against the importing file and drops other origins', () => {
    expect(resolveSpecifier('./b.js', '/assets/a.js')).toBe('/assets/b.js')
    expect(resolveSpecifier('../x/b.js', '/assets/a.js')).toBe('/x/b.js')
    expect(resolveSpecifier('/assets/c.js', '/about')).toBe('/assets/c.js')
    expect(resolveSpecifier('https://cdn.example/c.js', '/')).toBeNull()
    expect(resolveSpecifier('//cdn.example/c.js', '/')).toBeNull()
  })
})

const hydration = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/layout-1.js";
import * as route2 from "/assets/page-1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/site-layout":route1,"page/about":route2};
import("/assets/entry.client-1.js");`

describe('parsePage', () => {
  const html =
    '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
    '<link rel="stylesheet" href="/assets/app-1.css"/><link rel="preload" as="font" href="/assets/font.woff2"/>' +
    '<!-- <script src="/assets/commented.js"></script> -->' +
    '<link rel="icon" href="/favicon.svg"/><script src="/assets/classic.js" defer></script></head><body>' +
    '<script>window.__reactRouterContext = {"x":"import \\"/assets/not-module.js\\""}</script>' +
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
    `<script type="module" async="">${hydration}</script></body></html>`

  it('collects stylesheets, scripts, modulepreloads and the hydration imports', () => {
    const page = parsePage(html, '/about')
    expect(page.stylesheets).toEqual(['/assets/app-1.css'])
    expect(page.scripts).toEqual([
      '/assets/entry.client-1.js',
      '/assets/classic.js',
      '/assets/manifest-1.js',
      '/assets/root-1.js',
      '/assets/layout-1.js',
      '/assets/page-1.js',
    ])
  })

  it('maps the route ids of the hydration script to their modules', () => {
    expect(parsePage(html, '/about').routeModules).toEqual([
      { id: 'root', path: '/assets/root-1.js' },
      { id: 'routes/site-layout', path: '/assets/layout-1.js' },
      { id: 'page/about', path: '/assets/page-1.js' },
    ])
    expect(extractRouteModules('import "/assets/manifest.js";')).toEqual([])
  })
})

describe('measureRoute', () => {
  let root
  const write = (file, content) => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), content)
  }

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'size-'))
    write('about/index.html', `<link rel="stylesheet" href="/assets/app-1.css"><script type="module">${hydration}</script>`)
    write('assets/app-1.css', 'body{color:red}')
    write('assets/manifest-1.js', 'window.__reactRouterManifest={}')
    write('assets/root-1.js', 'import{a}from"./shared-1.js";export default a')
    write('assets/layout-1.js', 'import{a}from"./shared-1.js";import"./missing-1.js";')
    write('assets/page-1.js', 'import{b}from"./deep-1.js";const l=()=>import("./lazy-1.js");')
    write('assets/entry.client-1.js', 'import"./shared-1.js";')
    write('assets/shared-1.js', 'export const a=1')
    write('assets/deep-1.js', 'import"./shared-1.js";export const b=2')
    write('assets/lazy-1.js', 'export const lazy=3')
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('follows static imports transitively, once each, and not lazy imports', () => {
    const report = measureRoute('/about', 'about/index.html', createMeasurer(root))
    expect(report.js.files.map((file) => file.path)).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-1.js',
      '/assets/layout-1.js',
      '/assets/page-1.js',
      '/assets/entry.client-1.js',
      '/assets/shared-1.js',
      '/assets/deep-1.js',
    ])
    expect(report.missing).toEqual(['/assets/missing-1.js'])
    expect(report.css.files.map((file) => file.path)).toEqual(['/assets/app-1.css'])
    expect(report.routeChunks.map((chunk) => chunk.id)).toEqual(['root', 'routes/site-layout', 'page/about'])
    expect(report.js.gzip).toBe(report.js.files.reduce((sum, file) => sum + file.gzip, 0))
    expect(report.html.brotli).toBeGreaterThan(0)
    expect(checkBudgets(report).map((failure) => failure.budget)).toEqual(['missing file'])
  })
})

describe('checkBudgets', () => {
  const report = (overrides = {}) => ({
    route: '/about',
    html: { file: 'about/index.html', brotli: 10 * KB },
    css: { files: [{ path: '/assets/app-1.css', brotli: 7 * KB }], brotli: 7 * KB },
    js: { files: [{ path: '/assets/entry.client-1.js', gzip: 60 * KB }], gzip: 60 * KB },
    routeChunks: [{ id: 'page/about', path: '/assets/page-1.js', gzip: 4 * KB }],
    ...overrides,
  })

  it('passes a route inside every budget, including exactly at the limit', () => {
    expect(checkBudgets(report())).toEqual([])
    expect(
      checkBudgets(
        report({
          html: { file: 'about/index.html', brotli: BUDGETS.htmlBrotli },
          css: { files: [], brotli: BUDGETS.cssBrotli },
          js: { files: [], gzip: BUDGETS.jsGzip },
          routeChunks: [{ id: 'x', path: '/assets/x.js', gzip: BUDGETS.routeChunkGzip }],
        }),
      ),
    ).toEqual([])
  })

  it('names the route, the file and the budget of each breach', () => {
    const failures = checkBudgets(
      report({
        html: { file: 'about/index.html', brotli: 25 * KB + 1 },
        css: { files: [{ path: '/assets/app-1.css', brotli: 16 * KB }], brotli: 16 * KB },
        js: {
          files: [
            { path: '/assets/entry.client-1.js', gzip: 70 * KB },
            { path: '/assets/page-1.js', gzip: 51 * KB },
          ],
          gzip: 121 * KB,
        },
        routeChunks: [
          { id: 'root', path: '/assets/root-1.js', gzip: 1 * KB },
          { id: 'page/about', path: '/assets/page-1.js', gzip: 51 * KB },
        ],
      }),
    )
    expect(failures.map((failure) => [failure.route, failure.budget])).toEqual([
      ['/about', 'HTML brotli'],
      ['/about', 'CSS brotli'],
      ['/about', 'first-view JavaScript gzip'],
      ['/about', 'route chunk gzip'],
    ])
    expect(failures[0].message).toBe('/about: about/index.html: HTML brotli is 25.0 kB, budget 25.0 kB')
    expect(failures[1].file).toBe('app-1.css')
    expect(failures[2].message).toContain('entry.client-1.js 70.0 kB')
    expect(failures[3].message).toBe('/about: page-1.js (route page/about): route chunk gzip is 51.0 kB, budget 15.0 kB')
  })

  it('accepts other budgets', () => {
    expect(checkBudgets(report(), { ...BUDGETS, jsGzip: 50 * KB }).map((failure) => failure.budget)).toEqual(['first-view JavaScript gzip'])
  })
})

describe('route selection', () => {
  const pages = ['/', '/about', '/business-intelligence', '/contactus', '/success-stories', '/success-stories/a-story', '/success-stories/b-story']

  it('samples home, a service, a story, about, contact and an unknown path', () => {
    const sample = sampleRoutes(pages)
    expect(sample).toHaveLength(6)
    expect(sample[0]).toBe('/')
    expect(sample[1]).toBe('/business-intelligence')
    expect(sample[2]).toMatch(/^\/success-stories\/.+/)
    expect(sample.slice(3)).toEqual(['/about', '/contactus', UNKNOWN_PATH])
  })

  it('fails when a sample page is not built', () => {
    expect(() => sampleRoutes(pages.filter((path) => path !== '/contactus'))).toThrow('/contactus')
  })

  it('uses the given paths, --sample, or every page plus the unknown path', () => {
    expect(resolveRoutes(['/about', '/nope'], pages)).toEqual(['/about', '/nope'])
    expect(resolveRoutes([], pages)).toEqual([...pages, UNKNOWN_PATH])
    expect(resolveRoutes(['--sample', '/about', '/startup'], pages)).toEqual([...sampleRoutes(pages), '/startup'])
    expect(() => resolveRoutes(['--all'], pages)).toThrow('unknown option')
    expect(() => resolveRoutes(['about'], pages)).toThrow("must start with '/'")
  })
})
