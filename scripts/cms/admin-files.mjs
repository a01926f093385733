// Writes the content editor into a folder: the build's build/client/admin/ (scripts/build-steps/postbuild.mjs)
// and the local editor's temporary folder (`npm run cms`). The page, its two start scripts, the
// generated config and Sveltia CMS's own files, copied from node_modules so the editor never loads
// code from another host.
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE_DIR = fileURLToPath(new URL('./admin', import.meta.url))
const PAGE_FILES = ['index.html', 'manual-init.js', 'init.js']

/** The package's npm build: ES modules with their chunks, fonts and WebAssembly beside them. */
export function sveltiaBuildDir() {
  // The package exports only its entry (npm/index.js), whose folder is the whole build.
  return dirname(createRequire(import.meta.url).resolve('@sveltia/cms'))
}

/**
 * Replaces `dir` with the editor. `config` is the object from cms-config.ts. Source maps are left
 * out: they are 10 MB the browser only fetches with developer tools open.
 */
export function writeAdminFiles(dir, config) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const name of PAGE_FILES) copyFileSync(join(SOURCE_DIR, name), join(dir, name))
  writeFileSync(
    join(dir, 'config.js'),
    `// Generated from the content schemas by scripts/cms/cms-config.ts. Do not edit.\nexport const config = ${JSON.stringify(config, null, 1)}\n`,
  )
  cpSync(sveltiaBuildDir(), join(dir, 'sveltia'), { recursive: true, filter: (source) => !source.endsWith('.map') })
  // The editor's content formats (content-format.mjs) and the YAML library they use, its browser build.
  cpSync(yamlBrowserDir(), join(dir, 'yaml'), { recursive: true })
  const formats = readFileSync(CONTENT_FORMAT_MODULE, 'utf8')
  if (!formats.includes(YAML_IMPORT)) throw new Error(`${CONTENT_FORMAT_MODULE} no longer has ${YAML_IMPORT}: update admin-files.mjs`)
  writeFileSync(join(dir, 'content-format.js'), formats.replace(YAML_IMPORT, "from '/admin/yaml/index.js'"))
}

const CONTENT_FORMAT_MODULE = fileURLToPath(new URL('./content-format.mjs', import.meta.url))
const YAML_IMPORT = "from 'yaml'"

/** The `yaml` package's ES module build for browsers (its `browser/dist/`). */
function yamlBrowserDir() {
  return join(dirname(createRequire(import.meta.url).resolve('yaml/package.json')), 'browser', 'dist')
}
