import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_FLAGS, CHROMIUM_PATH, OFFLINE_FLAG } from './scripts/dev-tools/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, OFFLINE_FLAG],
    },
    // Recording a trace of every test cost a third of the suite's time (the page-visit specs: 46 s
    // against 33 s). A failing test is run again with one when CI retries it; locally, run the test
    // again with `--trace on`.
    trace: 'on-first-retry',
  },
  // The editor's end-to-end spec starts the preview's dev server and saves through the CMS, its
  // tests one after another on one worker: about a minute and a half. Playwright hands out tests in
  // the order of this list, so the editor's project comes first: its worker starts on it while the
  // other takes the site's tests, and then joins them. (Listed second, it started when the site's
  // tests were all handed out and ran last and alone, the other worker idle.) It prints how soon
  // the preview showed a save, a figure for an editor's machine to compare, never judged. To run it
  // by itself: `npx playwright test e2e/cms.spec.ts`.
  projects: [
    { name: 'editor', testMatch: /cms\.spec\.ts$/ },
    { name: 'site', testIgnore: /cms\.spec\.ts$/ },
  ],
  // The production server over the production build: what visitors get is what we test.
  webServer: {
    command: 'node server/start.mjs',
    url: `http://localhost:${PORT}/`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
