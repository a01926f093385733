// The static hosts' own local runtimes (Cloudflare's wrangler, Netlify's CLI) as test tools: each is
// installed on first use, pinned, into a cache folder outside the dependency tree (a plain
// `npm install` never pulls them), then started on loopback ports and stopped again. Only HTTP.
// The cache is the user's (~/.cache, as for browsers), not the checkout's: a fresh clone reuses the
// 600 MB a first run installed instead of spending a minute installing them again.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from '../scripts/dev-tools/free-port.mjs'

export { freePort }

const projectDir = fileURLToPath(new URL('..', import.meta.url))
export const clientDir = join(projectDir, 'build', 'client')
const CACHE_DIR = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'stratora-site', 'cdn-runtimes')
const INSTALL_TIMEOUT_MS = 300_000
const START_TIMEOUT_MS = 60_000

/**
 * The path of `bin` from the npm package `name@version`, installed once per machine into
 * ~/.cache/stratora-site/cdn-runtimes/<name>@<version>. A marker file says the install finished, so an
 * interrupted one is redone rather than half used.
 */
export function ensureNpmTool(name: string, version: string, bin: string): string {
  const dir = join(CACHE_DIR, `${name}@${version}`)
  const binary = join(dir, 'node_modules', '.bin', bin)
  const marker = join(dir, '.installed')
  if (existsSync(marker) && existsSync(binary)) return binary
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  console.log(`Installing ${name}@${version} into ${dir} for the static host tests...`)
  try {
    execFileSync(
      'npm',
      ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `${name}@${version}`],
      { stdio: ['ignore', 'pipe', 'pipe'], timeout: INSTALL_TIMEOUT_MS, encoding: 'utf8' },
    )
  } catch (error) {
    const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error)
    throw new Error(`npm install ${name}@${version} failed:\n${output}`)
  }
  if (!existsSync(binary)) throw new Error(`${name}@${version} installed, but ${binary} is missing`)
  writeFileSync(marker, `${new Date().toISOString()}\n`)
  return binary
}

export type RunningHost = { origin: string; process: ChildProcess; workDir: string; output: () => string }

/**
 * Starts `binary args` in a fresh temporary working directory (the tools write state folders such as
 * .wrangler/ and .netlify/ there, never into the checkout) and waits until `origin` answers HTTP.
 * It runs in its own process group, so stopHost() also ends the helpers it starts (workerd).
 */
export async function startHost(
  label: string,
  binary: string,
  args: string[],
  origin: string,
  env: Record<string, string>,
): Promise<RunningHost> {
  const workDir = mkdtempSync(join(tmpdir(), 'cdn-runtime-'))
  const child = spawn(binary, args, {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const host = { origin, process: child, workDir, output: () => output }
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode} before answering:\n${output}`)
    try {
      await fetch(`${origin}/`, { redirect: 'manual', signal: AbortSignal.timeout(2000) })
      return host
    } catch {
      if (Date.now() > deadline) {
        await stopHost(host)
        throw new Error(`${label} did not answer on ${origin} within ${START_TIMEOUT_MS / 1000} s:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** SIGTERM to the host's process group, SIGKILL after 5 s; then removes its working directory. */
export async function stopHost(host: RunningHost) {
  const { pid } = host.process
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (pid) process.kill(-pid, signal)
    } catch {
      // the group is gone already
    }
  }
  if (host.process.exitCode === null && host.process.signalCode === null) {
    const exited = new Promise((resolve) => host.process.once('exit', resolve))
    signalGroup('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  }
  signalGroup('SIGKILL') // helpers that outlived the CLI
  rmSync(host.workDir, { recursive: true, force: true })
}
