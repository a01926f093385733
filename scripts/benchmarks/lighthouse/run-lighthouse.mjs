// One Lighthouse run (default config: mobile, simulated throttling) in a fresh headless Chromium.

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../dev-tools/chromium.mjs'
import { CATEGORIES } from './categories.mjs'

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/** One Lighthouse run in a fresh Chromium (Lighthouse's advice: no state shared between runs). */
export async function runLighthouse(url, { ignoreStatusCode }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    let browser = null
    try {
      browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser ?? null
    } catch {
      // the version is only informative
    }
    const runnerResult = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ignoreStatusCode,
    })
    if (!runnerResult) throw new Error('Lighthouse returned no result')
    return { lhr: runnerResult.lhr, browser }
  } finally {
    await chrome.kill()
  }
}
