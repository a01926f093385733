// The server as an attacker and a deploy see it: clients that hang up early or send garbage, files
// that change under it, a new build loaded while it serves, a TLS-terminating proxy in front.
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSiteServer } from './site-server.mjs'

const page = (title) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`
const brochure = Buffer.alloc(256 * 1024, 'pdf-bytes ')

let buildDir
let root
const errors = []
/** Servers started by a test, closed after all of them. */
const running = []

function write(file, content) {
  const path = join(root, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
}

async function start(options = {}) {
  const { server, handler } = createSiteServer({ root, log: (...args) => errors.push(args), ...options })
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  running.push(server)
  return { server, handler, port: server.address().port }
}

beforeAll(() => {
  buildDir = mkdtempSync(join(tmpdir(), 'site-server-'))
  root = join(buildDir, 'client')
  write('index.html', page('Home'))
  write('about/index.html', page('About'))
  write('404/index.html', page('Page not found'))
  write('robots.txt', 'User-agent: *\n')
  write('brochures/cloud.pdf', brochure)
  write('brochures/data.pdf', 'short brochure')
  writeFileSync(join(buildDir, 'csp-hashes.json'), '{}')
})

afterAll(async () => {
  for (const server of running) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
  rmSync(buildDir, { recursive: true, force: true })
})

/** Sends `text` on a new connection and resolves with everything the server writes until it closes. */
function exchange(port, text, { timeoutMs = 5000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => (received += chunk))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
    setTimeout(() => socket.destroy(new Error(`no close within ${timeoutMs} ms; got ${received.slice(0, 200)}`)), timeoutMs).unref()
  })
}

function parseHead(response) {
  const [head] = response.split('\r\n\r\n')
  const [statusLine, ...lines] = head.split('\r\n')
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  return { status: Number(statusLine.split(' ')[1]), headers }
}

function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** This process's open descriptors that point into the build. */
function descriptorsIntoBuild() {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(buildDir)
    } catch {
      return false // closed while we looked
    }
  }).length
}

function expectSecurityHeaders(headers) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['strict-transport-security']).toMatch(/^max-age=/)
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

describe('clients that hang up', () => {
  it('leave no file open, whether they close after the body or mid-body', async () => {
    const { port } = await start()
    const hangUps = []
    for (let i = 0; i < 200; i++) {
      const path = i % 2 ? '/robots.txt' : '/brochures/cloud.pdf'
      hangUps.push(
        new Promise((resolve) => {
          const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`))
          // Gone at the first bytes: the rest of the body has nowhere to go.
          socket.once('data', () => socket.destroy())
          socket.on('close', resolve)
          socket.on('error', resolve)
        }),
      )
    }
    await Promise.all(hangUps)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(descriptorsIntoBuild()).toBe(0)
    expect((await get(port, '/robots.txt')).status).toBe(200)
    expect(errors).toEqual([])
  })
})

describe('files that change after start', () => {
  it('serves what it loaded, with matching length and ETag, until a reload', async () => {
    const { port, handler } = await start()
    const before = await get(port, '/brochures/data.pdf')
    unlinkSync(join(root, 'brochures/cloud.pdf'))
    write('brochures/data.pdf', 'a much longer brochure than the one that was loaded')

    const deleted = await get(port, '/brochures/cloud.pdf')
    expect(deleted.status).toBe(200)
    expect(deleted.body.equals(brochure)).toBe(true)
    const grown = await get(port, '/brochures/data.pdf')
    expect(grown.body.toString()).toBe('short brochure')
    expect(Number(grown.headers['content-length'])).toBe(grown.body.length)
    expect(grown.headers.etag).toBe(before.headers.etag)

    handler.reload()
    expect((await get(port, '/brochures/cloud.pdf')).status).toBe(404)
    const reloaded = await get(port, '/brochures/data.pdf')
    expect(reloaded.body.toString()).toBe('a much longer brochure than the one that was loaded')
    expect(Number(reloaded.headers['content-length'])).toBe(reloaded.body.length)
    expect(reloaded.headers.etag).not.toBe(before.headers.etag)
    write('brochures/cloud.pdf', brochure)
  })

  it('keeps serving the loaded build when a reload finds none', async () => {
    const { port, handler } = await start()
    unlinkSync(join(root, 'index.html'))
    try {
      expect(() => handler.reload()).toThrow(/index\.html/)
      const home = await get(port, '/')
      expect(home.status).toBe(200)
      expect(home.body.toString()).toContain('<h1>Home</h1>')
    } finally {
      write('index.html', page('Home'))
    }
  })
})

describe("Node's own error answers", () => {
  it('answers a 100 KB header with 431 and the security headers', async () => {
    const { port } = await start()
    const response = await exchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100 * 1024)}\r\n\r\n`)
    const { status, headers } = parseHead(response)
    expect(status).toBe(431)
    expectSecurityHeaders(headers)
  })

  it.each([
    ['a garbled request line', 'GARBAGE\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n'],
    ['an invalid HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
  ])('answers %s with 400 and the security headers', async (_name, text) => {
    const { port } = await start()
    const { status, headers } = parseHead(await exchange(port, text))
    expect(status).toBe(400)
    expectSecurityHeaders(headers)
  })

  it('answers a client too slow to send its headers with 408 and the security headers', async () => {
    const { port } = await start({ timeouts: { headersTimeout: 300, requestTimeout: 500, connectionsCheckingInterval: 50 } })
    const { status, headers } = parseHead(await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n'))
    expect(status).toBe(408)
    expectSecurityHeaders(headers)
  })

  it('answers a 4 KB URL with 414 and the security headers', async () => {
    const { port } = await start()
    const { status, headers } = parseHead(await exchange(port, `GET /${'a'.repeat(4096)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`))
    expect(status).toBe(414)
    expectSecurityHeaders(headers)
  })

  it('keeps serving after all of them, without logging', async () => {
    const { port } = await start()
    await exchange(port, 'GARBAGE\r\n\r\n')
    expect((await get(port, '/about')).status).toBe(200)
    expect(errors).toEqual([])
  })
})

describe('behind a TLS-terminating proxy (TRUST_PROXY=1)', () => {
  it('redirects plain HTTP to HTTPS on the same host, path and query', async () => {
    const { port } = await start({ trustProxy: true })
    const res = await get(port, '/about?ref=x', { Host: 'www.example.com', 'X-Forwarded-Proto': 'http' })
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('https://www.example.com/about?ref=x')
    expectSecurityHeaders(res.headers)
  })

  it('serves requests the proxy received over HTTPS', async () => {
    const { port } = await start({ trustProxy: true })
    expect((await get(port, '/about', { 'X-Forwarded-Proto': 'https' })).status).toBe(200)
  })

  it('refuses a host it cannot put in a redirect', async () => {
    const { port } = await start({ trustProxy: true })
    const res = await get(port, '/about', { Host: 'evil.example/path', 'X-Forwarded-Proto': 'http' })
    expect(res.status).toBe(400)
  })

  it('ignores X-Forwarded-Proto unless told to trust it', async () => {
    const { port } = await start()
    expect((await get(port, '/about', { 'X-Forwarded-Proto': 'http' })).status).toBe(200)
  })
})
