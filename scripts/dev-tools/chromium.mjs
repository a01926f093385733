// The one Chromium every browser tool here drives: Debian's (a downloaded browser build is not
// possible on these machines), with the flags that keep it from phoning home or needing a GPU or a
// sandbox. Playwright, the screenshots and Lighthouse all read them from here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * For the end-to-end tests: every host but this machine's fails to resolve, so no test reaches the
 * internet, and the browser refuses such a request itself instead of each request of every page
 * taking a detour through the test runner (e2e/fixtures.ts records the refusals).
 */
export const OFFLINE_FLAG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'
