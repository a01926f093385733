// One visit per page and viewport, many checks: the page-visit specs (e2e/pages-*.spec.ts) load each
// page once at a width and run there every check that needs that page at that width. A new page
// costs two visits (desktop and phone), not one per check; a new check costs no visit at all.
import type { APIRequestContext, Page, Response } from '@playwright/test'

import { expect, test } from '../fixtures'

/** The widths every page is checked at: the phone visit narrows to `small` after `phone`. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  // A phone screen: 375 x 812 CSS pixels.
  phone: { width: 375, height: 812 },
  // The narrowest phone in use: nothing may scroll sideways at 320 px.
  small: { width: 320, height: 640 },
} as const

export type ViewportName = keyof typeof VIEWPORTS

export type Visit = {
  page: Page
  request: APIRequestContext
  path: string
  /** The answer to the page's navigation. */
  response: Response | null
}

export type PageCheck = {
  name: string
  /** The pages the check is about; every page when left out. */
  appliesTo?: (path: string) => boolean
  run: (visit: Visit) => Promise<void>
}

/**
 * Runs every check that applies to the visited page, each as a step of the test, and fails once at
 * the end with every check that failed, so one broken section does not hide another.
 */
export async function runChecks(visit: Visit, checks: readonly PageCheck[]) {
  const failures: string[] = []
  for (const check of checks) {
    if (check.appliesTo && !check.appliesTo(visit.path)) continue
    await test.step(check.name, async () => {
      try {
        await check.run(visit)
      } catch (error) {
        failures.push(`${check.name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    })
  }
  expect(failures, `checks that failed on ${visit.path}`).toEqual([])
}

/** A string matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `appliesTo` for a fixed list of paths. */
export const onPaths =
  (...paths: readonly string[]) =>
  (path: string) =>
    paths.includes(path)
