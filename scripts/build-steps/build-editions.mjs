// `npm run build`: every edition of the site (app/content/editions.mjs) in one build. Each edition
// other than the default is built by itself (SITE_LOCALE=<locale>, under its prefix, into
// build-editions/<locale>/), then the default edition into build/; the other editions' pages and
// assets are merged into build/client, and postbuild.mjs runs once over the whole site, so headers,
// redirects, nginx rules and compressed copies cover every edition. Last, it prints which pages an
// edition leaves untranslated (not published there).

import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { listFiles } from '../../server/build-files.mjs'
import { FIRST_VIEWS_FILE, firstViewScript } from './postbuild.mjs'
import { DEFAULT_LOCALE, EDITIONS } from '../../app/content/editions.mjs'
import { localizeLinks } from './localize-links.mjs'

const PROJECT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const REACT_ROUTER = join(PROJECT_DIR, 'node_modules', '.bin', 'react-router')

/**
 * Runs one edition's `react-router build`; resolves when it succeeds. Its output is printed as it
 * comes, each line marked with the edition when several run at once.
 */
function buildEdition(locale, { label = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(REACT_ROUTER, ['build'], {
      cwd: PROJECT_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SITE_LOCALE: locale },
    })
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop()
        for (const line of lines) out.write(`${label ? `[${locale}] ` : ''}${line}\n`)
      })
      stream.on('end', () => rest && out.write(`${label ? `[${locale}] ` : ''}${rest}\n`))
    }
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(Object.assign(new Error(`${locale} build failed`), { status: code || 1 })),
    )
  })
}

/**
 * Moves an edition's pages (build-editions/<locale>/client/<prefix>/) and its assets into the
 * default edition's build/client, and points its pages' links at its own pages.
 */
export function mergeEdition(clientDir, editionClientDir, { prefix }) {
  const pagesDir = prefix.slice(1)
  rmSync(join(clientDir, pagesDir), { recursive: true, force: true })
  cpSync(join(editionClientDir, pagesDir), join(clientDir, pagesDir), { recursive: true })
  // Hashed names: a file both builds wrote is the same file.
  for (const name of readdirSync(join(editionClientDir, 'assets'))) {
    if (!existsSync(join(clientDir, 'assets', name))) cpSync(join(editionClientDir, 'assets', name), join(clientDir, 'assets', name))
  }
  const published = new Set(listFiles(join(clientDir, pagesDir)).map((file) => `${prefix}/${file}`))
  for (const file of listFiles(join(clientDir, pagesDir)).filter((name) => name.endsWith('.html'))) {
    const path = join(clientDir, pagesDir, file)
    writeFileSync(path, localizeLinks(readFileSync(path, 'utf8'), prefix, published))
  }
}

/** One line per edition: the pages it leaves untranslated, which it does not publish. */
export function untranslatedReport(editions) {
  return Object.entries(editions)
    .filter(([locale]) => locale !== DEFAULT_LOCALE)
    .map(([locale, { untranslated }]) =>
      untranslated.length
        ? `editions: ${locale} leaves ${untranslated.length} page${untranslated.length > 1 ? 's' : ''} untranslated, not published under /${locale}: ${untranslated.map((page) => `${page.path} (${page.file})`).join(', ')}`
        : `editions: ${locale} translates every page`,
    )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const others = EDITIONS.filter((edition) => edition.locale !== DEFAULT_LOCALE)
  try {
    // The content is generated (and checked, every problem printed once) before the builds start, so
    // the builds, which run at the same time (each prerenders on one core most of its time), find it
    // written and write nothing.
    execFileSync(REACT_ROUTER, ['typegen'], { cwd: PROJECT_DIR, stdio: 'inherit' })
    await Promise.all([...others, { locale: DEFAULT_LOCALE }].map(({ locale }) => buildEdition(locale, { label: true })))
    const clientDir = join(PROJECT_DIR, 'build', 'client')
    const firstViews = { '': firstViewScript(clientDir) }
    for (const edition of others) {
      const editionClientDir = join(PROJECT_DIR, 'build-editions', edition.locale, 'client')
      firstViews[edition.prefix] = firstViewScript(editionClientDir)
      mergeEdition(clientDir, editionClientDir, edition)
    }
    writeFileSync(join(PROJECT_DIR, 'build', FIRST_VIEWS_FILE), `${JSON.stringify(firstViews, null, 2)}\n`)
    execFileSync(process.execPath, [join(PROJECT_DIR, 'scripts', 'build-steps', 'postbuild.mjs')], { cwd: PROJECT_DIR, stdio: 'inherit' })
    const editions = JSON.parse(readFileSync(join(PROJECT_DIR, 'app', 'generated', 'editions.json'), 'utf8'))
    for (const line of untranslatedReport(editions)) console.log(line)
  } catch (error) {
    // The failing step printed its own error.
    process.exit(typeof error?.status === 'number' ? error.status : 1)
  }
}
