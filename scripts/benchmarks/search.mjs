// `npm run bench:search [--runs N]`: what the site search costs. The index's bytes (raw, gzip,
// brotli) and its page texts; then, on the production build with the CPU slowed 4× (as Lighthouse's
// mobile preset assumes), fresh visits that open search and type: the bytes fetched when search
// first opens (its code and the index) and for the first results' excerpts, and for each keystroke
// the time from the key to the results on screen. Prints the figures and writes reports/search.md;
// a benchmark that judges nothing.

import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH, OFFLINE_FLAG } from '../dev-tools/chromium.mjs'
import { CLIENT_DIR, PROJECT_DIR, ensureBuild } from './built-pages.mjs'
import { median, parseRuns } from './lighthouse/runs.mjs'
import { writeTableReport } from './report-file.mjs'
import { serveBuild } from './serve-build.mjs'
import { formatTable } from './text-table.mjs'

const CPU_SLOWDOWN = 4
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const QUERIES = ['disaster recovery', 'kubernets', 'retail']
const KEY_DELAY_MS = 180
const QUIET_MS = 1000

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Raw, gzip and brotli bytes of a text. */
function sizes(text) {
  return { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length, brotli: brotliCompressSync(text).length }
}

function indexFigures() {
  const index = sizes(readFileSync(join(CLIENT_DIR, 'search-index.json'), 'utf8'))
  const texts = readdirSync(join(CLIENT_DIR, 'assets'))
    .filter((name) => name.startsWith('search-text-') && name.endsWith('.txt'))
    .map((name) => sizes(readFileSync(join(CLIENT_DIR, 'assets', name), 'utf8')))
  return { index, texts }
}

/** In the page: the time from each key press in the search field to the next change of the results. */
function recordKeystrokes() {
  window.__keystrokes = []
  let pressed
  addEventListener('keydown', (event) => event.target instanceof HTMLInputElement && (pressed = performance.now()), true)
  new MutationObserver((records) => {
    if (pressed === undefined || !records.some((record) => record.target instanceof HTMLUListElement)) return
    // The frame that shows the change: after the next paint.
    const start = pressed
    pressed = undefined
    requestAnimationFrame(() => setTimeout(() => window.__keystrokes.push(performance.now() - start)))
  }).observe(document, { childList: true, subtree: true })
}

/**
 * Bytes received over the network while `act` runs and until no request has been in flight for
 * QUIET_MS (Playwright's networkidle is a load state: once reached, it never waits again).
 */
async function bytesDuring(cdp, act) {
  let bytes = 0
  const inFlight = new Set()
  const started = (event) => inFlight.add(event.requestId)
  const finished = (event) => {
    inFlight.delete(event.requestId)
    bytes += event.encodedDataLength ?? 0
  }
  const failed = (event) => inFlight.delete(event.requestId)
  cdp.on('Network.requestWillBeSent', started)
  cdp.on('Network.loadingFinished', finished)
  cdp.on('Network.loadingFailed', failed)
  await act()
  let quietSince = Date.now()
  while (Date.now() - quietSince < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (inFlight.size > 0) quietSince = Date.now()
  }
  cdp.off('Network.requestWillBeSent', started)
  cdp.off('Network.loadingFinished', finished)
  cdp.off('Network.loadingFailed', failed)
  return bytes
}

async function measureOnce(browser, origin, query) {
  const context = await browser.newContext(PHONE)
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: origin }])
  await context.addInitScript(recordKeystrokes)
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${origin}/about`, { waitUntil: 'load' })
    await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', undefined, { timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    const field = page.getByRole('dialog', { name: 'Search the site' }).getByRole('searchbox')
    // From the click to the dialog on screen with its index loaded.
    let openMs = 0
    const openBytes = await bytesDuring(cdp, async () => {
      const indexLoaded = page
        .waitForResponse((response) => response.url().endsWith('/search-index.json'))
        .then((response) => response.finished())
      const openedAt = Date.now()
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
      await field.waitFor()
      await indexLoaded
      openMs = Date.now() - openedAt
    })
    const excerptBytes = await bytesDuring(cdp, async () => {
      await field.pressSequentially(query, { delay: KEY_DELAY_MS })
      await page.waitForFunction(() => document.querySelectorAll('dialog[data-search-dialog] li').length > 0)
    })
    const keystrokes = await page.evaluate(() => window.__keystrokes)
    return { openBytes, openMs, excerptBytes, keystrokes }
  } finally {
    await context.close()
  }
}

async function main() {
  const { runs } = parseRuns(process.argv.slice(2), 3)
  ensureBuild()
  const { index, texts } = indexFigures()
  const textBrotli = texts.map((text) => text.brotli)
  const sizeTitle = 'The index and the page texts the excerpts are cut from:'
  const sizeTable = formatTable(
    ['file', 'raw', 'gzip', 'brotli'],
    [
      ['search-index.json', kb(index.raw), kb(index.gzip), kb(index.brotli)],
      [
        `${texts.length} page texts, each (median)`,
        kb(median(texts.map((t) => t.raw))),
        kb(median(texts.map((t) => t.gzip))),
        kb(median(textBrotli)),
      ],
      [`${texts.length} page texts, all`, kb(texts.reduce((a, t) => a + t.raw, 0)), '', kb(textBrotli.reduce((a, b) => a + b, 0))],
    ],
  )
  console.log(`${sizeTitle}\n\n${sizeTable}\n`)

  const server = await serveBuild({ projectDir: PROJECT_DIR })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, OFFLINE_FLAG] })
  const rows = []
  try {
    for (const query of QUERIES) {
      const visits = []
      for (let run = 0; run < runs; run++) visits.push(await measureOnce(browser, server.origin, query))
      const keystrokes = visits.flatMap((visit) => visit.keystrokes)
      console.log(`"${query}": keystroke to results ${keystrokes.map(Math.round).join(', ')} ms`)
      rows.push([
        `"${query}"`,
        kb(median(visits.map((visit) => visit.openBytes))),
        String(Math.round(median(visits.map((visit) => visit.openMs)))),
        kb(median(visits.map((visit) => visit.excerptBytes))),
        String(Math.round(median(keystrokes))),
        String(Math.round(Math.max(...keystrokes))),
      ])
    }
  } finally {
    await browser.close()
    server.close()
  }
  const title = `Search on /about, a phone with the CPU slowed ${CPU_SLOWDOWN}×, ${runs} fresh visit(s) per query, keys ${KEY_DELAY_MS} ms apart:`
  const table = formatTable(
    ['query', 'bytes on open', 'open to index ready ms', 'bytes for excerpts', 'keystroke to results, median ms', 'worst ms'],
    rows,
  )
  console.log(`\n${title}\n\n${table}\n`)
  const report = writeTableReport('search', {
    heading: 'Site search',
    title: `${sizeTitle}\n\n\`\`\`\n${sizeTable}\n\`\`\`\n\n${title}`,
    table,
  })
  console.log(`Written to ${report}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  })
}
