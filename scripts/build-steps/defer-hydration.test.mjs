import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { deferHydration } from './defer-hydration.mjs'

const moduleScript =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-1.js");'
// What React Router writes after its module script: the loader data stream and React's Suspense reveal.
const hydrationData =
  '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[]");</script></div><script>$RC("B:0","S:0")</script>'
// React Router's scroll restoration script, shortened.
const scrollRestoration =
  '((storageKey2, restoreKey) => {\n  let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");\n})("react-router-scroll-positions", null)'
const page =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/></head><body><h1>Hi</h1>' +
  `<script>${scrollRestoration}</script><script>window.__reactRouterContext = {}</script><script type="module" async="">${moduleScript}</script>${hydrationData}</body></html>`

const FIRST_VIEW = '/assets/first-view-1.js'
const options = { firstViewPath: FIRST_VIEW }

describe('deferHydration', () => {
  const { html, boot } = deferHydration(page, options)

  it('moves the hydration module script, unchanged, into a content-hashed boot file', () => {
    expect(boot.code).toBe(moduleScript)
    expect(boot.name).toMatch(/^boot-[\w-]{10}\.js$/)
    expect(deferHydration(page, options).boot.name).toBe(boot.name)
    expect(deferHydration(page.replaceAll('root-1', 'root-2'), options).boot.name).not.toBe(boot.name)
  })

  it('leaves no script download in the markup the browser parses before the first render', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/)
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
  })

  it('keeps the router context and the hydration data, unchanged and in place, in templates the browser does not run', () => {
    expect(html).toContain(
      '</script><template data-react-boot=""><script>window.__reactRouterContext = {}</script></template><script data-boot=',
    )
    expect(html).toMatch(new RegExp(`</script><template data-react-boot="">${escape(hydrationData)}</template></body></html>$`))
  })

  it('runs React Router’s scroll restoration only for a history entry it keyed, and keys a new entry when React starts', async () => {
    expect(html).toContain(`<h1>Hi</h1><script>if(history.state?.key)${scrollRestoration}</script><template data-react-boot="">`)
    const fresh = fakePage(html, { painted: true, complete: true })
    fresh.startReact()
    expect(fresh.historyState()).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) })
    const keyed = fakePage(html, { painted: true, complete: true, historyState: { key: 'k1', idx: 2 } })
    keyed.startReact()
    expect(keyed.historyState()).toEqual({ key: 'k1', idx: 2 })
    expect(() => deferHydration(page.replace(scrollRestoration, 'other()'), options)).toThrow(/scroll restoration/)
  })

  it('refuses a page with anything but hydration data after the module script, or without the router context before it', () => {
    expect(() => deferHydration(page.replace('</body>', '<p>Visible</p></body>'), options)).toThrow(/only hydration data/)
    expect(() => deferHydration(page.replace('window.__reactRouterContext = {}', 'other()'), options)).toThrow(/router context/)
  })

  it('names the first view script as a literal import, and the boot file with the same preloads for later', () => {
    const loader = /<script[^>]*>(\(\(\)=>[^<]*)<\/script>/.exec(html)?.[1] ?? ''
    expect(loader).toContain(`import("${FIRST_VIEW}")`)
    expect(loader).toContain(`"/assets/${boot.name}"`)
    expect(loader).not.toContain(`import("/assets/${boot.name}")`)
    expect(loader).toContain('["/assets/manifest-1.js","/assets/entry.client-1.js","/assets/root-1.js"]')
  })

  it('loads only the first view script with the page; React loads when that script calls __startReact', async () => {
    const page = fakePage(html, { painted: true, complete: true })
    await page.flush({ timers: true })
    expect(page.imports).toEqual([FIRST_VIEW])
    expect(page.preloads).toEqual([])
    expect(page.restored).toEqual([])
    const started = page.startReact()
    expect(page.startReact()).toBe(started)
    // React Router's inline scripts run again first, before any chunk
    expect(page.restored).toEqual(['template 1', 'template 2'])
    const seen = []
    for (let task = 0; task < 8; task++) {
      seen.push(`${page.preloads.length}/${page.imports.length - 1}`)
      await page.step()
    }
    // one task per hint and per chunk
    expect(seen.slice(0, 7)).toEqual(['1/0', '2/0', '3/0', '3/1', '3/2', '3/3', '3/3'])
    expect(page.imports).toEqual([FIRST_VIEW, '/assets/manifest-1.js', '/assets/root-1.js', `/assets/${boot.name}`])
  })

  it('refuses a module script that does not end by importing a preloaded client entry', () => {
    expect(() => deferHydration(page.replace('import("/assets/entry.client-1.js");', ''), options)).toThrow(/client entry/)
  })

  it('starts the first view script only after both the load event and the first contentful paint', async () => {
    const page = fakePage(html)
    await page.flush()
    expect(page.imports).toEqual([])
    page.fire('load')
    await page.flush()
    expect(page.imports).toEqual([])
    page.paint('first-paint')
    await page.flush()
    expect(page.imports).toEqual([])
    page.paint('first-contentful-paint')
    await page.flush()
    expect(page.imports).toEqual([FIRST_VIEW])
  })

  it('starts at once after load when the page has painted already, and only once', async () => {
    const page = fakePage(html, { painted: true, complete: true })
    await page.flush()
    expect(page.imports).toEqual([FIRST_VIEW])
    await page.flush({ timers: true })
    expect(page.imports).toEqual([FIRST_VIEW])
  })

  it('starts after three seconds where no paint is reported', async () => {
    const page = fakePage(html, { complete: true })
    await page.flush()
    expect(page.imports).toEqual([])
    await page.flush({ timers: true })
    expect(page.imports).toEqual([FIRST_VIEW])
  })

  it('leaves a page it already rewrote as it is', () => {
    expect(deferHydration(html, options)).toEqual({ html, boot: undefined })
  })

  it('refuses a page without React Router’s hydration script, so the build fails loudly', () => {
    expect(() => deferHydration('<html><body>static</body></html>', options)).toThrow(/expected one React Router module script, found 0/)
    expect(() => deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ''), options)).toThrow(/modulepreload/)
    expect(() => deferHydration(page, {})).toThrow(/first view/)
  })
})

/**
 * Runs the page's inline loader against a stand-in browser: events, paint entries, frames and timers
 * fire only when the test says so. `preloads` lists the modulepreload links the loader added and
 * `imports` the modules it imported, in order.
 */
function fakePage(html, { painted = false, complete = false, historyState = null } = {}) {
  const source = /<script[^>]*>(\(\(\)=>[^<]*)<\/script>/.exec(html)?.[1] ?? ''
  const preloads = []
  const imports = []
  const restored = []
  const templates = [...html.matchAll(/<template data-react-boot="">/g)].map((_, index) => ({
    content: { cloneNode: () => `template ${index + 1}` },
    replaceWith: (clone) => restored.push(clone),
  }))
  const listeners = {}
  const observers = []
  const entries = painted ? [{ name: 'first-paint' }, { name: 'first-contentful-paint' }] : []
  let frames = []
  let timers = []
  const context = {
    document: {
      readyState: complete ? 'complete' : 'interactive',
      createElement: () => ({}),
      querySelectorAll: (selector) => (selector === 'template[data-react-boot]' ? templates : []),
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
    history: {
      state: historyState,
      replaceState(state) {
        this.state = state
      },
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
  context.window = context
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
    restored,
    historyState: () => context.history.state,
    step,
    startReact: () => context.__startReact(),
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

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
