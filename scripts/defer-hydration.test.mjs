import { describe, expect, it } from 'vitest'

import { deferHydration } from './defer-hydration.mjs'

const moduleScript =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");'
const page =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js"/></head><body><h1>Hi</h1>' +
  `<script>window.__reactRouterContext = {}</script><script type="module" async="">${moduleScript}</script></body></html>`

describe('deferHydration', () => {
  const { html, boot } = deferHydration(page)

  it('moves the hydration module script, unchanged, into a content-hashed boot file', () => {
    expect(boot.code).toBe(moduleScript)
    expect(boot.name).toMatch(/^boot-[\w-]{10}\.js$/)
    expect(deferHydration(page).boot.name).toBe(boot.name)
    expect(deferHydration(page.replaceAll('root-1', 'root-2')).boot.name).not.toBe(boot.name)
  })

  it('leaves no script download in the markup the browser parses before the first render', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/)
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
    expect(html).toContain('<script>window.__reactRouterContext = {}</script>')
  })

  it('imports the boot file, with the same preloads, after the load event and a frame', () => {
    const loader = /<script>(\(\(\)=>[^<]*)<\/script>/.exec(html)?.[1] ?? ''
    expect(loader).toContain(`import("/assets/${boot.name}")`)
    expect(loader).toContain('["/assets/manifest-1.js","/assets/root-1.js"]')
    expect(loader).toMatch(/addEventListener\("load",w,\{once:true\}\)/)
    expect(loader).toContain('requestAnimationFrame(()=>setTimeout(s))')
  })

  it('leaves a page it already rewrote as it is', () => {
    expect(deferHydration(html)).toEqual({ html, boot: undefined })
  })

  it('refuses a page without React Router’s hydration script, so the build fails loudly', () => {
    expect(() => deferHydration('<html><body>static</body></html>')).toThrow(/expected one React Router module script, found 0/)
    expect(() => deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ''))).toThrow(/modulepreload/)
  })
})
