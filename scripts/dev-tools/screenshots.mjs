// Saves a full-page PNG of every prerendered page at 375 px and 1280 px into screenshots/.
// Usage: npm run screenshots [-- /about /contactus]   (builds first when there is no build)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'

import { chromium } from '@playwright/test'

import { createRequestHandler } from '../../server/app.mjs'
import { NOT_FOUND_FILE, listFiles, pagePathOf } from '../../server/build-files.mjs'
import { isAdminPath } from '../../server/headers.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { loadAllImages } from './load-lazy-images.mjs'
import { renderAllSections } from './render-all-sections.mjs'

const ROOT = 'build/client'
const OUT = 'screenshots'
const WIDTHS = [375, 1280]

if (!existsSync(join(ROOT, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const requested = process.argv.slice(2)
const builtPages = listFiles(ROOT)
  .filter((file) => file !== NOT_FOUND_FILE)
  .map(pagePathOf)
  .filter((path) => path !== null && !isAdminPath(path)) // the content editor is no visitor page
  .sort()
const paths = requested.length > 0 ? requested : [...builtPages, '/this-page-does-not-exist']

const server = createServer(createRequestHandler({ root: ROOT }))
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${server.address().port}`

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
mkdirSync(OUT, { recursive: true })
try {
  for (const width of WIDTHS) {
    // A stored consent choice keeps the banner out of the pictures; reduced motion freezes the marquee.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    await context.addCookies([{ name: 'CookieConsent', value: 'true', url: origin }])
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const page = await context.newPage()
    for (const path of paths) {
      await page.goto(origin + path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      await loadAllImages(page)
      await renderAllSections(page)
      const name = (path === '/' ? 'home' : path.slice(1).replaceAll('/', '__')) + `-${width}.png`
      // Clipped to the viewport's width: under renderAllSections' override Chromium counts the home
      // page's clipped marquee track in the document's width, and a full-page shot would be that wide.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      await page.screenshot({ path: join(OUT, name), fullPage: true, clip: { x: 0, y: 0, width, height } })
      console.log(`${OUT}/${name}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  server.close()
}
