// Browser tests use Debian's Chromium (downloading a browser build is not possible here).
// Installs it when missing and we are root; otherwise stops with one line saying what to do.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(`Chromium is missing: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then try again.`)
    process.exit(1)
  }
  console.log('Installing Debian Chromium for the browser tests...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
}
