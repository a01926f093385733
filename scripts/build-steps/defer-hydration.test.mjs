import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { deferHydration } from './defer-hydration.mjs'

const moduleScript =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");'
const page =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/></head><body><h1>Hi</h1>' +
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

  it('imports the boot file, with the same preloads', () => {
    const loader = /<script>(\(\(\)=>[^<]*)<\/script>/.exec(html)?.[1] ?? ''
    expect(loader).toContain(`import("/assets/${boot.name}")`)
    expect(loader).toContain('["/assets/manifest-1.js","/assets/entry.client-1.js","/assets/root-1.js"]')
  })

  it('adds one preload hint per task, then evaluates each chunk but the client entry in a task of its own, then boots', async () => {
    const page = fakePage(html, { painted: true, complete: true })
    const seen = []
    for (let task = 0; task < 12; task++) {
      await page.step()
      seen.push(`${page.preloads.length}/${page.imports.length}`)
    }
    // frame, then the loader's own task (first hint), then one task per hint and per chunk
    expect(seen.slice(0, 7)).toEqual(['0/0', '1/0', '2/0', '3/0', '3/1', '3/2', '3/3'])
    expect(page.imports).toEqual(['/assets/manifest-1.js', '/assets/root-1.js', `/assets/${boot.name}`])
  })

  it('refuses a module script that does not end by importing a preloaded client entry', () => {
    expect(() => deferHydration(page.replace('import("/assets/entry.client-1.js");', ''))).toThrow(/client entry/)
  })

  it('starts the downloads only after both the load event and the first contentful paint', async () => {
    const page = fakePage(html)
    await page.flush()
    expect(page.preloads).toEqual([])
    page.fire('load')
    await page.flush()
    expect(page.preloads).toEqual([])
    page.paint('first-paint')
    await page.flush()
    expect(page.preloads).toEqual([])
    page.paint('first-contentful-paint')
    await page.flush()
    expect(page.preloads).toEqual(['/assets/manifest-1.js', '/assets/entry.client-1.js', '/assets/root-1.js'])
  })

  it('starts at once after load when the page has painted already, and only once', async () => {
    const page = fakePage(html, { painted: true, complete: true })
    await page.flush()
    expect(page.preloads).toHaveLength(3)
    await page.flush({ timers: true })
    expect(page.preloads).toHaveLength(3)
    expect(page.imports).toHaveLength(3)
  })

  it('starts after three seconds where no paint is reported', async () => {
    const page = fakePage(html, { complete: true })
    await page.flush()
    expect(page.preloads).toEqual([])
    await page.flush({ timers: true })
    expect(page.preloads).toHaveLength(3)
  })

  it('leaves a page it already rewrote as it is', () => {
    expect(deferHydration(html)).toEqual({ html, boot: undefined })
  })

  it('refuses a page without React Router’s hydration script, so the build fails loudly', () => {
    expect(() => deferHydration('<html><body>static</body></html>')).toThrow(/expected one React Router module script, found 0/)
    expect(() => deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ''))).toThrow(/modulepreload/)
  })
})

/**
 * Runs the page's inline loader against a stand-in browser: events, paint entries, frames and timers
 * fire only when the test says so. `preloads` lists the modulepreload links the loader added and
 * `imports` the modules it imported, in order.
 */
function fakePage(html, { painted = false, complete = false } = {}) {
  const source = /<script>(\(\(\)=>[^<]*)<\/script>/.exec(html)?.[1] ?? ''
  const preloads = []
  const imports = []
  const listeners = {}
  const observers = []
  const entries = painted ? [{ name: 'first-paint' }, { name: 'first-contentful-paint' }] : []
  let frames = []
  let timers = []
  const context = {
    document: {
      readyState: complete ? 'complete' : 'interactive',
      createElement: () => ({}),
      head: { append: (link) => preloads.push(link.href) },
    },
    performance: { getEntriesByType: (type) => (type === 'paint' ? entries : []) },
    PerformanceObserver: class {
      constructor(callback) {
        this.callback = callback
      }
      observe() {
        observers.push(this)
      }
      disconnect() {
        observers.splice(observers.indexOf(this), 1)
      }
    },
    addEventListener: (type, listener) => (listeners[type] = listener),
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, delay = 0) => timers.push({ callback, delay }),
    // A script run by node:vm has no module loader: import() becomes a call that records its argument.
    __import: (specifier) => {
      imports.push(specifier)
      return Promise.resolve({})
    },
  }
  runInNewContext(source.replaceAll('import(', '__import('), context)
  const settle = () => new Promise((resolve) => setImmediate(resolve))

  /** Runs pending frames and zero-delay timers (with `all`, the delayed ones too), then the promise jobs they queued. */
  async function step({ all = false } = {}) {
    const due = timers.filter((timer) => all || timer.delay === 0)
    timers = timers.filter((timer) => !due.includes(timer))
    const pending = frames
    frames = []
    for (const callback of pending) callback()
    for (const timer of due) timer.callback()
    await settle()
  }

  return {
    preloads,
    imports,
    step,
    fire: (type) => listeners[type]?.(),
    paint(name) {
      const entry = { name }
      entries.push(entry)
      for (const observer of [...observers]) observer.callback({ getEntries: () => [entry] })
    },
    async flush({ timers: all = false } = {}) {
      for (let round = 0; round < 20; round++) await step({ all })
    },
  }
}
