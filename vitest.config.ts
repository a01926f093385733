import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

import { editionOf, localeFromEnvironment } from './app/content/editions.mjs'
import { contentPlugin } from './scripts/content/content-plugin.ts'
import { iconSpritePlugin } from './scripts/build-steps/icon-sprite.ts'

/**
 * A project testing one edition: its content and interface text (the content plugin), and the
 * edition as the code reads it at run time. Vitest moves a plugin's `import.meta.env` defines onto
 * the runner's own process.env, which every project's workers inherit (the last project's edition
 * would win), so each project gives its workers its own.
 */
function editionProject(locale: string, name: string, include: string[], exclude: string[] = []): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [contentPlugin({ locale }), iconSpritePlugin()],
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      env: { SITE_LOCALE: locale, EDITION_PREFIX: editionOf(locale).prefix },
    },
  }
}

/** The edition the whole suite tests: SITE_LOCALE, else English. */
const locale = localeFromEnvironment()

/**
 * The Dutch edition's brochures, beside the whole suite: Dutch runs longer than English, so its
 * PDFs are laid out differently and must hold the same rules (a spread per service, no page more
 * than a third blank...); the tests read the words they look for from the edition. Document tests
 * that read no content run once: app/documents/ (fonts, line breaking, SVG parsing), the page
 * balancing arithmetic and the technology logos.
 */
const DUTCH = 'nl'
const SAME_IN_EVERY_EDITION = [
  'app/lib/documents/balanced-breaks.test.ts',
  'app/lib/documents/brochure-disk-cache.server.test.ts',
  'app/lib/documents/technology-logo-svg.server.test.ts',
]

/**
 * The brochure PDF tests first, both editions': each lays out its brochures before its first test,
 * the longest files of the suite. Vitest's own order runs one project's files after another's, so
 * the Dutch one started when the English files were done and ran last and alone, one core idle for
 * its twenty seconds.
 */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const slow = (file: TestSpecification) => /brochure-pdf\.server\.test\.tsx?$/.test(file.moduleId)
    return [...sorted.filter(slow), ...sorted.filter((file) => !slow(file))]
  }
}

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    environment: 'node',
    // Vitest's default in a single run is one worker fewer than the cores: on a 2-core machine, one.
    // The runner itself is idle while the workers test, so give every core a worker.
    maxWorkers: availableParallelism(),
    // The content tests each generate a copy of the whole site's content: 1.3 s on an idle 2-core
    // host, 6 s on a busy one. Vitest's 5 s default failed them there; a timeout is for a test that
    // hangs, not one that waits its turn for a core.
    testTimeout: 30_000,
    sequence: { sequencer: SlowestFirst },
    projects: [
      editionProject(locale, locale, [
        'app/**/*.test.{ts,tsx}',
        'eslint/**/*.test.ts',
        'server/**/*.test.{ts,mjs}',
        'scripts/**/*.test.{ts,mjs}',
      ]),
      // With SITE_LOCALE=nl the whole suite tests the Dutch edition already.
      ...(locale === DUTCH
        ? []
        : [editionProject(DUTCH, `${DUTCH} brochures`, ['app/lib/documents/**/*.test.{ts,tsx}'], SAME_IN_EVERY_EDITION)]),
    ],
  },
})
