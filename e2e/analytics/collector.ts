// A loopback stand-in for a self-hosted Matomo: serves matomo-stand-in.js as /matomo.js and records
// every request, so a test can say exactly what reached "the provider" and when.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'

export type CollectedRequest = { path: string; params: Record<string, string> }

export type Collector = {
  origin: string
  requests: CollectedRequest[]
  /** Tracking hits (matomo.php), without the script's own download. */
  hits(): CollectedRequest[]
  close(): Promise<void>
}

const SCRIPT = readFileSync(join(import.meta.dirname, 'matomo-stand-in.js'), 'utf8')

export function startCollector(port: number): Promise<Collector> {
  const requests: CollectedRequest[] = []
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    requests.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) })
    request.resume()
    if (url.pathname === '/matomo.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
      response.end(SCRIPT)
    } else if (url.pathname === '/matomo.php') {
      // A beacon is a cross-origin POST; the answer's body is never read.
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*' })
      response.end()
    } else {
      response.writeHead(404).end()
    }
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        requests,
        hits: () => requests.filter((request) => request.path === '/matomo.php'),
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}
