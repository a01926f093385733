// One Lighthouse run (default config: mobile, simulated throttling) in a fresh headless Chromium,
// with the CPU slowdown calibrated to the host's speed as the run itself measured it.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../dev-tools/chromium.mjs'
import { CATEGORIES } from './categories.mjs'
import { calibratedCpuSlowdown } from './cpu-calibration.mjs'

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/**
 * One Lighthouse run in a fresh Chromium (Lighthouse's advice: no state shared between runs), in
 * Lighthouse's two halves. Gathering loads the page and measures the host (benchmarkIndex); the
 * simulation happens only when auditing, so the audits run with the slowdown that benchmark calls
 * for (cpu-calibration.mjs). Gathering does not use the slowdown, so writing it into the saved
 * settings keeps Lighthouse's check that both halves ran with the same settings meaningful.
 */
export async function runLighthouse(url, { ignoreStatusCode }) {
  const artifactsDir = mkdtempSync(join(tmpdir(), 'lighthouse-run-'))
  const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode }
  try {
    let browser = null
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
    try {
      try {
        browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser ?? null
      } catch {
        // the version is only informative
      }
      await lighthouse(url, { ...flags, port: chrome.port, gatherMode: artifactsDir })
    } finally {
      await chrome.kill()
    }

    const artifactsFile = join(artifactsDir, 'artifacts.json')
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'))
    const cpuSlowdown = calibratedCpuSlowdown(artifacts.BenchmarkIndex)
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpuSlowdown }
    artifacts.settings.throttling = throttling
    writeFileSync(artifactsFile, JSON.stringify(artifacts))

    const runnerResult = await lighthouse(url, { ...flags, throttling, auditMode: artifactsDir })
    if (!runnerResult) throw new Error('Lighthouse returned no result')
    return { lhr: runnerResult.lhr, browser }
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true })
  }
}
