// One Lighthouse run with its default config (mobile, simulated throttling, 4× CPU slowdown) in a
// fresh headless Chromium. The default on purpose: a run's timings then mean what Lighthouse's own
// documentation says they mean, and the host's speed is read, not corrected for (the report shows
// each run's benchmarkIndex beside its figures).

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../dev-tools/chromium.mjs'
import { CATEGORIES } from './categories.mjs'

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/** The result (lhr) of one run; a fresh browser each time, as Lighthouse advises: no state shared between runs. */
export async function runLighthouse(url, { ignoreStatusCode }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode }
    const runnerResult = await lighthouse(url, flags)
    if (!runnerResult) throw new Error('Lighthouse returned no result')
    return runnerResult.lhr
  } finally {
    await chrome.kill()
  }
}
