// How tall every page is at a phone's width (375 px, every section rendered), in this build and,
// when given, in another one side by side: the figure behind "every page at 375 px is shorter".
// Usage: node scripts/dev-tools/page-heights.mjs [other build/client] [--width 375]
// Prints a table; it judges nothing (the page-height limits are e2e/pages-phone.spec.ts's).
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import { createRequestHandler } from '../../server/app.mjs'
import { NOT_FOUND_FILE, listFiles, pagePathOf } from '../../server/build-files.mjs'
import { isAdminPath } from '../../server/headers.mjs'
import { formatTable } from '../benchmarks/text-table.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'
import { renderAllSections } from './render-all-sections.mjs'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { width: { type: 'string', default: '375' } } })
const width = Number(values.width)
const roots = ['build/client', ...positionals]

/** Serves a build on a free port; returns its origin and a way to stop it. */
async function serve(root) {
  const server = createServer(createRequestHandler({ root }))
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }
}

/** The document's height at `width`, with every section laid out, for each path. */
async function heights(browser, root, paths) {
  const { origin, close } = await serve(root)
  const page = await browser.newPage({ viewport: { width, height: 812 } })
  const result = new Map()
  for (const path of paths) {
    const response = await page.goto(origin + path, { waitUntil: 'load' })
    if (!response || ![200, 404].includes(response.status())) continue
    await renderAllSections(page)
    result.set(path, await page.evaluate(() => document.documentElement.scrollHeight))
  }
  await page.close()
  close()
  return result
}

const paths = [
  ...listFiles(roots[0])
    .filter((file) => file !== NOT_FOUND_FILE)
    .map(pagePathOf)
    .filter((path) => path !== null && !isAdminPath(path))
    .sort(),
  '/this-page-does-not-exist',
]
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  const measured = []
  for (const root of roots) measured.push(await heights(browser, root, paths))
  const [now, other] = measured
  const rows = paths.map((path) => {
    const here = now.get(path)
    const there = other?.get(path)
    const change = here !== undefined && there !== undefined ? `${here - there > 0 ? '+' : ''}${here - there}` : ''
    return other ? [path, String(there ?? ''), String(here ?? ''), change] : [path, String(here ?? '')]
  })
  const headers = other ? ['Page', `${positionals[0]} (px)`, 'This build (px)', 'Change'] : ['Page', 'Height (px)']
  console.log(`Page heights at ${width} px\n\n${formatTable(headers, rows, (column) => column > 0)}`)
  if (other) {
    const taller = rows.filter(([, , , change]) => change.startsWith('+') || change === '0')
    console.log(
      `\n${taller.length} of ${rows.length} pages are not shorter than in ${positionals[0]}${taller.length ? `: ${taller.map(([path]) => path).join(', ')}` : ''}`,
    )
  }
} finally {
  await browser.close()
}
