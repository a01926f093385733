// `npm run cms`: everything an editor needs on their own machine, then the two addresses.
//   - the editor at http://localhost:<port>/admin/ ("Work with Local Repository", pick this folder)
//   - the site's dev server (react-router dev) for the preview: a save rewrites a content file,
//     the dev server regenerates the data and the open page reloads with the change.
// Nothing goes to another host: the editor's files come from node_modules and its CSP allows only
// this machine. Options (environment): CMS_PORT (default 8070), CMS_PROJECT_DIR (default: this
// repository), CMS_NO_PREVIEW=1 (editor only), CMS_PREVIEW_URL (where the editor's preview links
// go when the preview runs elsewhere), CMS_TEST_FS_API=1 (tests only: test-fs-api.mjs).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { ADMIN_PATH } from '../../server/headers.mjs'
import { freePort } from '../dev-tools/free-port.mjs'
import { writeAdminFiles } from './admin-files.mjs'
import { createCmsServer } from './cms-server.mjs'
import { loadCmsConfig } from './load-cms-config.mjs'

const REPO_DIR = fileURLToPath(new URL('../..', import.meta.url))
const projectDir = resolve(process.env.CMS_PROJECT_DIR ?? REPO_DIR)
const port = Number(process.env.CMS_PORT ?? 8070)
const testFsApi = process.env.CMS_TEST_FS_API === '1'

const preview = process.env.CMS_NO_PREVIEW !== '1'
const previewPort = preview ? await freePort() : undefined
// The editor's "preview on the site" links: this preview, or one a test runs (CMS_PREVIEW_URL).
const siteUrl = process.env.CMS_PREVIEW_URL ?? (previewPort ? `http://localhost:${previewPort}` : undefined)
const adminDir = mkdtempSync(join(tmpdir(), 'stratora-cms-'))
writeAdminFiles(adminDir, await loadCmsConfig({ siteUrl }))

const children = []
function stop() {
  for (const child of children) child.kill('SIGTERM')
  rmSync(adminDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

const server = createCmsServer({ adminDir, projectDir, testFsApi })
await new Promise((done) => server.listen(port, '127.0.0.1', done))
console.log(`Content editor: http://localhost:${port}${ADMIN_PATH}/`)
console.log(`  Open it in Chrome or Edge, choose "Work with Local Repository" and pick ${projectDir}`)
if (testFsApi) console.log('  CMS_TEST_FS_API=1: the test-only file API is on. Never use it outside tests.')

if (previewPort) {
  // The dev server of this repository; it watches content/ and reloads the page on every save.
  const dev = spawn(
    process.execPath,
    [join(REPO_DIR, 'node_modules/@react-router/dev/bin.js'), 'dev', '--port', String(previewPort), '--strictPort'],
    {
      cwd: REPO_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  children.push(dev)
  dev.on('exit', (code) => {
    if (code) console.error(`The preview (react-router dev) stopped with exit code ${code}.`)
  })
  console.log(`Preview of the site: http://localhost:${previewPort}/ (updates when you save)`)
}
