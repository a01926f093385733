// `npm start`: serve the production build, building it first when there is none.
//
// Settings (environment): PORT (3000), HOST (every interface), SITE_ROOT (a build's client folder
// elsewhere than build/client; never built automatically), TRUST_PROXY=1 behind a TLS-terminating
// proxy that sets X-Forwarded-Proto: plain-HTTP requests are then redirected to HTTPS.
// SIGHUP reads build/client again and serves the new build from the next request on; a build that
// cannot be read is refused and the previous one stays online (README, "Deploying a new build").

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { createSiteServer } from './site-server.mjs'

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const root = resolve(process.env.SITE_ROOT || join(projectDir, 'build', 'client'))

if (!process.env.SITE_ROOT && !existsSync(join(root, 'index.html'))) {
  console.log('No build found; running `npm run build` first.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: projectDir, stdio: 'inherit', shell: process.platform === 'win32' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = Number(process.env.PORT) || 3000
const trustProxy = ['1', 'true', 'yes'].includes(String(process.env.TRUST_PROXY).toLowerCase())
const loadStarted = performance.now()
const { server, handler } = createSiteServer({ root, trustProxy })
reportSnapshot('Loaded', handler.snapshot(), loadStarted)
// Without HOST, Node listens on every interface (IPv6 and IPv4 where available).
server.listen(port, process.env.HOST || undefined, () => {
  console.log(`Serving ${root} at http://localhost:${port}${trustProxy ? ' (behind a proxy: http -> https)' : ''}`)
})

function reportSnapshot(verb, site, started) {
  const megabytes = (site.bytes / 1024 / 1024).toFixed(1)
  console.log(`${verb} ${site.fileCount} files (${megabytes} MB in memory) in ${Math.round(performance.now() - started)} ms.`)
}

process.on('SIGHUP', () => {
  const started = performance.now()
  try {
    reportSnapshot('SIGHUP: reloaded', handler.reload(), started)
  } catch (error) {
    console.error('SIGHUP: the new build could not be read; still serving the previous one.', error)
  }
})

function shutdown(signal) {
  console.log(`${signal} received, closing server.`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  // Keep-alive clients mid-request get a moment to finish, then we stop regardless.
  setTimeout(() => process.exit(0), 5000).unref()
}
process.once('SIGTERM', () => shutdown('SIGTERM'))
process.once('SIGINT', () => shutdown('SIGINT'))
