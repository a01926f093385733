import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'

import { FIRST_SCREEN_END_ID } from '../app/components/sections/first-screen'
import { stories } from '../app/content/stories'
import { listFiles } from '../server/build-files.mjs'
import { storyPath } from '../app/content/story-slugs'
import { expect, test } from './fixtures'

// A phone on a slow connection gets a page's HTML in pieces, and the browser paints what it has
// between them. Content that arrives later must not move what is already on screen: that is layout
// shift (CLS), and a visitor's tap can land on the wrong thing. A local proxy hands the browser each
// page's HTML in small pieces with a pause between them; everything else it passes on at once.
// What holds it: no paint before the page's opening band is parsed (first-screen.tsx), and a header
// whose menu starts where the logo ends.

const PIECE_BYTES = 4096
const PAUSE_MS = 25
// One page of each kind: home, a service, a solution, a product, company pages, a story, the
// stories, careers and a role, the brochures, the policy and the not-found page.
const PAGES = [
  '/',
  '/machine-learning',
  '/startup',
  '/realm',
  '/about',
  '/contactus',
  storyPath(stories[0]!.slug),
  '/success-stories',
  '/careers',
  '/careers/data-engineer-amsterdam',
  '/brochures',
  '/privacypolicy',
  '/no-such-page',
]
const WIDTHS = { phone: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } }

let proxy: Server
let proxyOrigin: string

test.beforeAll(async ({ baseURL }) => {
  proxy = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, baseURL), { redirect: 'manual' })
    // fetch has decoded the body: its length and encoding headers no longer apply.
    const headers = [...upstream.headers].filter(
      ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
    )
    response.writeHead(upstream.status, Object.fromEntries(headers))
    const body = Buffer.from(await upstream.arrayBuffer())
    if (!upstream.headers.get('content-type')?.startsWith('text/html')) return void response.end(body)
    for (let at = 0; at < body.length; at += PIECE_BYTES) {
      response.write(body.subarray(at, at + PIECE_BYTES))
      await delay(PAUSE_MS)
    }
    response.end()
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve))
})

type Shift = { value: number; sources: string[] }

for (const [device, viewport] of Object.entries(WIDTHS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport })
    for (const path of PAGES) {
      test(`${path} does not move as its HTML arrives in pieces`, async ({ page }) => {
        await page.context().addCookies([{ name: 'CookieConsent', value: 'true', url: proxyOrigin }])
        await page.addInitScript(() => {
          const shifts: Shift[] = ((window as Window & { __shifts?: Shift[] }).__shifts = [])
          const describe = (node: Node | null) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80) : String(node)
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              hadRecentInput: boolean
              sources: { node: Node | null }[]
            })[]) {
              if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) })
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.goto(`${proxyOrigin}${path}`, { waitUntil: 'load' })
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const shifts = await page.evaluate(() => (window as Window & { __shifts?: Shift[] }).__shifts ?? [])
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
        expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.005)
      })
    }
  })
}

test('every page marks its opening band once, which the browser waits for before it paints', () => {
  const clientDir = new URL('../build/client/', import.meta.url)
  const pages = listFiles(clientDir.pathname).filter((file: string) => file.endsWith('.html') && !file.startsWith('admin/'))
  expect(pages.length).toBeGreaterThan(40)
  for (const file of pages) {
    const html = readFileSync(new URL(file, clientDir), 'utf8')
    // Without its target, the link would hold the first paint until the whole page is parsed.
    expect(html.split(`id="${FIRST_SCREEN_END_ID}"`).length - 1, file).toBe(1)
    expect(html, file).toContain(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"/>`)
  }
})
