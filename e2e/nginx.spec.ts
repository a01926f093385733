// Self-hosting with nginx: serves build/client with the checked-in deploy/nginx.conf and the files the
// build generates for it (build/nginx/), and checks the answers against the same expectations as the
// Node server's, which runs them too (e2e/site-checks.ts). Only HTTP requests, no browser.
//
// nginx comes from Debian: when it is missing and we are root, the test installs it (with the brotli
// module when Debian has it); otherwise the nginx tests are skipped with the command to run.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test } from './fixtures'
import { ASSET_CACHE, compressedAsset, servesTheSite } from './site-checks'

const projectDir = fileURLToPath(new URL('..', import.meta.url))
const buildDir = join(projectDir, 'build')
const DEPLOY_CONFIG = join(projectDir, 'deploy', 'nginx.conf')
/** The directory deploy/nginx.conf expects a build's client/ and nginx/ folders in. */
const DEPLOY_PLACEHOLDER = '/var/www/stratora'
const NGINX_CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']
const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static'
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

// One worker runs this file's tests in order, so nginx is installed and started once.
test.describe.configure({ mode: 'default' })

const findNginx = () => NGINX_CANDIDATES.find((path): path is string => Boolean(path && existsSync(path)))

function aptGet(...args: string[]) {
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

/** Installs Debian's nginx (and brotli module, when Debian has one) as root; the nginx binary or null. */
function ensureNginx(): string | null {
  const found = findNginx()
  if (found || !isRoot) return found ?? null
  console.log('Installing Debian nginx for the nginx tests...')
  aptGet('update', '-qq')
  const policy = spawnSync('apt-cache', ['policy', BROTLI_PACKAGE], { encoding: 'utf8' }).stdout ?? ''
  const brotliAvailable = /Candidate: (?!\(none\))\S/.test(policy)
  aptGet('install', '-y', '-qq', '--no-install-recommends', 'nginx', ...(brotliAvailable ? [BROTLI_PACKAGE] : []))
  return findNginx() ?? null
}

/** A loopback port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function replaceOnce(text: string, pattern: RegExp, replacement: string) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer matches ${pattern}; update e2e/nginx.spec.ts`)
  return text.replace(pattern, replacement)
}

type Nginx = { origin: string; brotli: boolean; process: ChildProcess; dir: string }

/**
 * Starts nginx with deploy/nginx.conf pointed at this build and a loopback port, inside a minimal main
 * configuration (pid, logs and temp files in a temp dir) like the one Debian's nginx.conf provides.
 */
async function startNginx(binary: string): Promise<Nginx> {
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
    'events { worker_connections 64; }',
    'http {',
    `    include ${confDir}/mime.types;`,
    '    default_type application/octet-stream;',
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

async function stopNginx(nginx: Nginx) {
  if (nginx.process.exitCode === null) {
    const exited = new Promise((resolve) => nginx.process.once('exit', resolve))
    nginx.process.kill('SIGQUIT') // graceful: the master stops its workers and removes the pid file
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    if (nginx.process.exitCode === null) nginx.process.kill('SIGKILL')
  }
  rmSync(nginx.dir, { recursive: true, force: true })
}

test.describe('Node server (npm start)', () => {
  servesTheSite(() => test.info().project.use.baseURL ?? 'http://localhost:4173')
})

test.describe('nginx with deploy/nginx.conf', () => {
  let nginx: Nginx | undefined

  test.beforeAll(async () => {
    test.setTimeout(300_000) // a first run installs nginx
    const binary = ensureNginx()
    test.skip(
      !binary,
      `nginx is missing: run "sudo apt-get install -y nginx ${BROTLI_PACKAGE}" (or set NGINX_PATH), then try again.`,
    )
    nginx = await startNginx(binary as string)
  })

  test.afterAll(async () => {
    if (nginx) await stopNginx(nginx)
  })

  servesTheSite(() => nginx?.origin ?? '')

  test('sends the brotli file when the client accepts br', async ({ request }) => {
    test.skip(!nginx?.brotli, `no brotli module (${BROTLI_PACKAGE})`)
    const response = await request.get(`${nginx?.origin}/assets/${compressedAsset()}`, {
      maxRedirects: 0,
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBe('br')
    expect(response.headers()['cache-control']).toBe(ASSET_CACHE)
  })

  test('does not publish the static hosts’ rule files', async ({ request }) => {
    for (const path of ['/_headers', '/_redirects']) {
      expect((await request.get(`${nginx?.origin}${path}`, { maxRedirects: 0 })).status()).toBe(404)
    }
  })
})
