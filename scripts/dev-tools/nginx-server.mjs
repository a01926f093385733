// nginx serving this build with the checked-in deploy/nginx.conf on a loopback port: used by the e2e
// tests (e2e/nginx.spec.ts) and the benchmarks (scripts/benchmarks/load.mjs, scripts/benchmarks/soak.mjs), which compare the
// Node server with it.
//
// nginx comes from Debian: when it is missing and we are root, ensureNginx() installs it (with the
// brotli module when Debian has it); otherwise it returns null and the caller says what to run.

import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { aptGet, aptHasCandidate, isRoot } from './debian-packages.mjs'
import { freePort } from './free-port.mjs'

const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url))
const BUILD_DIR = join(PROJECT_DIR, 'build')
const DEPLOY_CONFIG = join(PROJECT_DIR, 'deploy', 'nginx.conf')
/** The directory deploy/nginx.conf expects a build's client/ and nginx/ folders in. */
const DEPLOY_PLACEHOLDER = '/var/www/stratora'
const NGINX_CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']
export const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static'
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so'
/** Enough for the e2e tests' few connections; benchmarks pass more. */
const DEFAULT_WORKER_CONNECTIONS = 64

/**
 * A running nginx. `process` is the master (started with `daemon off`); its one worker serves.
 * @typedef {{ origin: string, brotli: boolean, process: import('node:child_process').ChildProcess, dir: string }} Nginx
 */

/** @returns {string | undefined} */
export const findNginx = () => NGINX_CANDIDATES.find((path) => Boolean(path && existsSync(path)))

/**
 * Installs Debian's nginx (and brotli module, when Debian has one) as root.
 * @returns {string | null} the nginx binary, or null when it is missing and we cannot install it
 */
export function ensureNginx() {
  const found = findNginx()
  if (found || !isRoot) return found ?? null
  console.log('Installing Debian nginx...')
  aptGet('update', '-qq')
  const brotliAvailable = aptHasCandidate(BROTLI_PACKAGE)
  aptGet('install', '-y', '-qq', '--no-install-recommends', 'nginx', ...(brotliAvailable ? [BROTLI_PACKAGE] : []))
  return findNginx() ?? null
}

/**
 * @param {string} text
 * @param {RegExp} pattern
 * @param {string} replacement
 */
function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer matches ${pattern}; update scripts/dev-tools/nginx-server.mjs`)
  return text.replace(pattern, replacement)
}

/**
 * Starts nginx with deploy/nginx.conf pointed at this build and a loopback port, inside a minimal main
 * configuration (pid, logs and temp files in a temp dir) like the one Debian's nginx.conf provides.
 * One worker process, as the benchmarks compare it with the single-threaded Node server.
 * @param {string} binary
 * @param {{ workerConnections?: number, buildDir?: string }} [options] workerConnections: per worker; the benchmarks
 *   need more than the default 64 (each client connection takes one, plus closing ones). buildDir:
 *   another build than this project's (a test's copy of the site built with other content).
 * @returns {Promise<Nginx>}
 */
export async function startNginx(binary, { workerConnections = DEFAULT_WORKER_CONNECTIONS, buildDir = BUILD_DIR } = {}) {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' }).stderr ?? ''
  const confDir = dirname(version.match(/--conf-path=(\S+)/)?.[1] ?? '/etc/nginx/nginx.conf')
  const modulesDir = version.match(/--modules-path=(\S+)/)?.[1] ?? '/usr/lib/nginx/modules'
  const brotliModule = join(modulesDir, BROTLI_MODULE)
  const brotli = existsSync(brotliModule)

  const dir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'))
  const port = await freePort()
  let site = readFileSync(DEPLOY_CONFIG, 'utf8').replaceAll(DEPLOY_PLACEHOLDER, buildDir)
  site = replaceOnce(site, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
  site = replaceOnce(site, /^\s*listen \[::\]:80;\n/m, '')
  if (!brotli) site = replaceOnce(site, /^\s*brotli_static on;\n/m, '')
  writeFileSync(join(dir, 'site.conf'), site)

  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${dir}/${name};`)
  const main = [
    brotli ? `load_module ${brotliModule};` : '',
    // Root's workers would otherwise run as nobody, who may not be able to read the checkout.
    isRoot ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    `events { worker_connections ${workerConnections}; }`,
    'http {',
    `    include ${confDir}/mime.types;`,
    '    default_type application/octet-stream;',
    // As Debian's nginx.conf sets them: nginx as deployed, not a slower one, is the benchmarks' yardstick.
    '    sendfile on;',
    '    tcp_nopush on;',
    '    access_log off;',
    ...temp,
    `    include ${dir}/site.conf;`,
    '}',
  ].join('\n')
  writeFileSync(join(dir, 'nginx.conf'), `${main}\n`)

  const child = spawn(binary, ['-p', `${dir}/`, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''
      throw new Error(`nginx exited with ${child.exitCode}:\n${stderr}${log}`)
    }
    try {
      await fetch(`${origin}/`, { redirect: 'manual' })
      return { origin, brotli, process: child, dir }
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin}:\n${stderr}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** @param {Nginx} nginx */
export async function stopNginx(nginx) {
  if (nginx.process.exitCode === null) {
    const exited = new Promise((resolve) => nginx.process.once('exit', resolve))
    nginx.process.kill('SIGQUIT') // graceful: the master stops its workers and removes the pid file
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    if (nginx.process.exitCode === null) nginx.process.kill('SIGKILL')
  }
  rmSync(nginx.dir, { recursive: true, force: true })
}
