// Browser tests use Debian's Chromium (downloading a browser build is not possible here).
// Installs it when missing and we are root; otherwise stops with one line saying what to do.
import { existsSync } from 'node:fs'

import { CHROMIUM_PATH } from './chromium.mjs'
import { aptGet, isRoot } from './debian-packages.mjs'

if (!existsSync(CHROMIUM_PATH)) {
  if (!isRoot) {
    console.error(`Chromium is missing: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then try again.`)
    process.exit(1)
  }
  console.log('Installing Debian Chromium for the browser tests...')
  aptGet('update', '-qq')
  aptGet('install', '-y', '-qq', 'chromium')
}
