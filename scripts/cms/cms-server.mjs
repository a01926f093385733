// The local editor's web server: the editor at /admin/ (with the offline variant of its CSP, so
// the browser sends nothing to another host) and the project's public/ files, which the editor
// shows as image previews. The editor reads and writes content through the browser's folder access
// ("Work with Local Repository"), not through this server.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

import { ADMIN_PATH, adminHeaders } from '../../server/headers.mjs'
import { contentTypeOf } from '../../server/content-type.mjs'
import { TEST_FS_API_PREFIX, handleTestFsRequest } from './test-fs-api.mjs'

/**
 * @param {{ adminDir: string, projectDir: string, testFsApi?: boolean }} options
 *   adminDir: the editor's files (admin-files.mjs); testFsApi: serve /__fs/ (tests only).
 */
export function createCmsServer({ adminDir, projectDir, testFsApi = false }) {
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const path = decodeURIComponent(url.pathname)
      if (testFsApi && path.startsWith(TEST_FS_API_PREFIX)) return await handleTestFsRequest(projectDir, req, res, url)
      if (path === '/' || path === ADMIN_PATH) return res.writeHead(302, { Location: `${ADMIN_PATH}/` }).end()
      const admin = path.startsWith(`${ADMIN_PATH}/`)
      const relative = normalize(`/${admin ? path.slice(ADMIN_PATH.length + 1) : path}`)
      const file = admin
        ? join(adminDir, relative.endsWith('/') ? `${relative}index.html` : relative)
        : join(projectDir, 'public', relative)
      const body = await readFile(file)
      const headers = { 'Content-Type': contentTypeOf(file) ?? 'application/octet-stream', 'Cache-Control': 'no-store' }
      if (admin) Object.assign(headers, adminHeaders({ github: false }), { 'Cache-Control': 'no-store' })
      if (extname(file) === '.wasm') headers['Content-Type'] = 'application/wasm'
      res.writeHead(200, headers).end(body)
    } catch (error) {
      const status = error?.status ?? (error?.code === 'ENOENT' || error?.code === 'EISDIR' ? 404 : 500)
      res
        .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(status === 404 ? 'Not Found' : String(error?.message ?? error))
    }
  })
}
