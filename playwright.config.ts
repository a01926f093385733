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
  // The editor's end-to-end test runs last, on its own: it measures how soon the preview shows a
  // save, which an editor's machine does with nothing else running, and the other tests would share
  // the two cores with it. Alone it takes about a minute; meanwhile the site's tests have both
  // workers. If a site test fails, it is skipped. To run it by itself: `npx playwright test
  // e2e/cms.spec.ts --no-deps`.
  projects: [
    { name: 'site', testIgnore: /cms\.spec\.ts$/ },
    { name: 'editor', testMatch: /cms\.spec\.ts$/, dependencies: ['site'] },
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
