import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkBudgets } from './budgets.mjs'
import { hydration } from './hydration-fixture.mjs'
import { createMeasurer, measureRoute } from './measure.mjs'

/** What the hydration fixture loads, in discovery order: its route modules, the entry, their static imports. */
const HYDRATION_GRAPH = [
  '/assets/manifest-1.js',
  '/assets/root-1.js',
  '/assets/layout-1.js',
  '/assets/page-1.js',
  '/assets/entry.client-1.js',
  '/assets/shared-1.js',
  '/assets/deep-1.js',
]

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
    // A page as postbuild leaves it: the first view script now, the boot file on intent.
    write(
      'deferred/index.html',
      '<script data-boot="/assets/boot-1.js">(()=>{const b="/assets/boot-1.js";import("/assets/first-view-1.js")})()</script>',
    )
    write('assets/first-view-1.js', 'import"./shell-1.js";')
    write('assets/shell-1.js', 'export const s=1')
    write('assets/boot-1.js', hydration)
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('follows static imports transitively, once each, and not lazy imports', () => {
    const report = measureRoute('/about', 'about/index.html', createMeasurer(root))
    expect(report.js.files.map((file) => file.path)).toEqual(HYDRATION_GRAPH)
    expect(report.missing).toEqual(['/assets/missing-1.js'])
    expect(report.css.files.map((file) => file.path)).toEqual(['/assets/app-1.css'])
    expect(report.routeChunks.map((chunk) => chunk.id)).toEqual(['root', 'routes/site-layout', 'page/about'])
    expect(report.js.gzip).toBe(report.js.files.reduce((sum, file) => sum + file.gzip, 0))
    expect(report.html.brotli).toBeGreaterThan(0)
    expect(checkBudgets(report).map((failure) => failure.budget)).toEqual(['missing file'])
  })

  it('counts the first view script as first view, and the boot file and what it loads as loaded on intent', () => {
    const report = measureRoute('/deferred', 'deferred/index.html', createMeasurer(root))
    expect(report.js.files.map((file) => file.path)).toEqual(['/assets/first-view-1.js', '/assets/shell-1.js'])
    expect(report.intentJs.files.map((file) => file.path)).toEqual(['/assets/boot-1.js', ...HYDRATION_GRAPH])
    expect(report.routeChunks.map((chunk) => chunk.id)).toEqual(['root', 'routes/site-layout', 'page/about'])
  })
})
