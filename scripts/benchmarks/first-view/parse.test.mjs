import { describe, expect, it } from 'vitest'

import { hydration } from './hydration-fixture.mjs'
import { extractLiteralDynamicImports, extractRouteModules, extractStaticImports, parsePage, resolveSpecifier } from './parse.mjs'

describe('extractStaticImports', () => {
  it('finds the import and re-export forms of minified chunks', () => {
    const code =
      'import{I as e,M as t}from"./jsx-runtime-Ct.js";import"./side-effect.js";import*as n from"./ns.js";' +
      'import r,{a as i}from\'./default.js\';export*from"./star.js";export{x as y}from"./named.js";' +
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
