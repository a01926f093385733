// FOR TESTS ONLY (CMS_TEST_FS_API=1): an unauthenticated HTTP API over the project folder, which
// e2e/cms/fsa-shim.js turns into the directory handle Sveltia CMS's local mode asks the browser
// for. Headless Chromium cannot answer the folder picker, so without this no test could drive the
// editor; with it, the test drives the real editor UI and checks the real files on disk.
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, normalize, resolve, sep } from 'node:path'

export const TEST_FS_API_PREFIX = '/__fs/'

/** A path inside `root` from a '/'-separated relative path; refuses anything outside it. */
function inside(root, relative) {
  const file = resolve(root, `.${normalize(`/${relative ?? ''}`)}`)
  if (file !== root && !file.startsWith(root + sep)) throw Object.assign(new Error('outside the project'), { status: 403 })
  return file
}

const json = (res, value) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value))

/** Answers one /__fs/<operation>?path=... request against the files under `root`. */
export async function handleTestFsRequest(root, req, res, url) {
  const file = inside(root, url.searchParams.get('path'))
  const operation = url.pathname.slice(TEST_FS_API_PREFIX.length)
  if (operation === 'list') {
    const entries = await readdir(file, { withFileTypes: true })
    return json(
      res,
      entries.map((entry) => ({ name: entry.name, kind: entry.isDirectory() ? 'directory' : 'file' })),
    )
  }
  if (operation === 'stat') {
    const found = await stat(file).catch(() => null)
    return json(res, found && { kind: found.isDirectory() ? 'directory' : 'file', size: found.size })
  }
  if (operation === 'file' && req.method === 'GET') {
    const { mtimeMs } = await stat(file)
    return res
      .writeHead(200, { 'Content-Type': 'application/octet-stream', 'X-Mtime': String(Math.round(mtimeMs)) })
      .end(await readFile(file))
  }
  if (operation === 'file' && req.method === 'PUT') {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, Buffer.concat(chunks))
    return res.writeHead(204).end()
  }
  if (operation === 'move') {
    const target = inside(root, url.searchParams.get('to'))
    await mkdir(dirname(target), { recursive: true })
    await rename(file, target)
    return res.writeHead(204).end()
  }
  if (operation === 'mkdir') {
    await mkdir(file, { recursive: true })
    return res.writeHead(204).end()
  }
  if (operation === 'remove') {
    await rm(file, { recursive: url.searchParams.get('recursive') === '1' })
    return res.writeHead(204).end()
  }
  res.writeHead(404).end()
}
