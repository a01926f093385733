// `npm start` as a process: a new build is picked up on SIGHUP without a failed request, and a
// broken one is refused while the old one stays online.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { freePort } from '../scripts/dev-tools/free-port.mjs'

const startScript = fileURLToPath(new URL('./start.mjs', import.meta.url))
const page = (title) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`

let root
let child
let origin
let output = ''

function write(file, content) {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), content)
}

async function waitForOutput(text, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!output.includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in the server's output:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeAll(async () => {
  root = join(mkdtempSync(join(tmpdir(), 'site-start-')), 'client')
  write('index.html', page('First build'))
  write('404/index.html', page('Page not found'))
  const port = await freePort()
  child = spawn(process.execPath, [startScript], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_ROOT: root } })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  origin = `http://127.0.0.1:${port}`
  await waitForOutput('Serving')
})

afterAll(() => {
  child?.kill('SIGTERM')
  rmSync(dirname(root), { recursive: true, force: true })
})

it('serves a new build after SIGHUP and keeps serving while it loads', async () => {
  expect(await (await fetch(`${origin}/`)).text()).toContain('First build')
  write('index.html', page('Second build'))
  // Requests all through the reload: every one of them must succeed.
  let stop = false
  const statuses = []
  const traffic = (async () => {
    while (!stop) statuses.push((await fetch(`${origin}/`)).status)
  })()
  await new Promise((resolve) => setTimeout(resolve, 50))
  child.kill('SIGHUP')
  await waitForOutput('SIGHUP: reloaded')
  await new Promise((resolve) => setTimeout(resolve, 50))
  stop = true
  await traffic
  expect(statuses.length).toBeGreaterThan(0)
  expect(statuses.every((status) => status === 200)).toBe(true)
  expect(await (await fetch(`${origin}/`)).text()).toContain('Second build')
})

it('refuses a build it cannot read and stays online with the one it has', async () => {
  unlinkSync(join(root, 'index.html'))
  child.kill('SIGHUP')
  await waitForOutput('still serving the previous one')
  const home = await fetch(`${origin}/`)
  expect(home.status).toBe(200)
  expect(await home.text()).toContain('Second build')
  expect(child.exitCode).toBeNull()
})
