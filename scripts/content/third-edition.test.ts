// The README's promise: a third language is an entry in app/content/edition-list.mjs plus its
// content and messages folders; the build, the servers' rules, hreflang, the switch and the editor
// follow the list. Here the list has a German entry (its content a copy of the English files, as the
// README's first step makes it), and each of those reads it without a change of code.
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

import { beforeEach, describe, expect, it, vi } from 'vitest'

import type * as EditionList from '../../app/content/edition-list.mjs'
import { alternatesOf, languageSwitches } from '../../app/content/edition-pages'
import { LOCALES, localeOfPath, pagePathIn } from '../../app/content/editions.mjs'
import { renderHeadersFile } from '../../server/headers.mjs'
import { renderRedirectsFile } from '../../server/redirects.mjs'
import { renderNginxConfig } from '../build-steps/nginx-config.mjs'
import { untranslatedReport } from '../build-steps/build-editions.mjs'
import { cmsConfig } from '../cms/cms-config'
import { editionModule } from './content-plugin'
import { useContentCopy } from './content-copy-for-tests'
import { EDITIONS_FILE, contentDirOf, generateContent, generatedDirOf } from './generate-content'

vi.mock('../../app/content/edition-list.mjs', async (importOriginal) => {
  const list = await importOriginal<typeof EditionList>()
  return { ...list, EDITIONS: [...list.EDITIONS, { locale: 'de', language: 'de-DE', name: 'Deutsch', prefix: '/de' }] }
})

const GERMAN = 'de'

describe('a third edition, added to the list', () => {
  it('is an edition of the site, under its prefix', () => {
    expect(LOCALES).toEqual(['en', 'nl', GERMAN])
    expect(pagePathIn(GERMAN, '/about')).toBe('/de/about')
    expect(pagePathIn(GERMAN, '/')).toBe('/de')
    expect(localeOfPath('/de/machine-learning')).toEqual({ locale: GERMAN, path: '/machine-learning' })
  })

  describe('its content', () => {
    const content = useContentCopy({ editions: 'all' })
    // The README's first step: the English files copied to content/de/, to be translated.
    beforeEach(() => cpSync(join(content.dir(), contentDirOf('en')), join(content.dir(), contentDirOf(GERMAN)), { recursive: true }))

    it('is generated and checked like the others, into its own folder', () => {
      generateContent(content.dir())
      const editions = JSON.parse(readFileSync(join(content.dir(), EDITIONS_FILE), 'utf8'))
      expect(Object.keys(editions)).toEqual(['en', 'nl', GERMAN])
      expect(untranslatedReport(editions)).toEqual(['editions: nl translates every page', 'editions: de translates every page'])
      const services = JSON.parse(readFileSync(join(content.dir(), generatedDirOf(GERMAN), 'services.json'), 'utf8'))
      expect(services).toHaveLength(15)
    })

    it('names its own files in a problem, and reports the pages it has no file for', () => {
      content.edit('content/de/services/hpc.yaml', (document) => document.deleteIn(['cta', 'title']))
      expect(content.problems()).toContain('content/de/services/hpc.yaml: cta.title: required')
      rmSync(join(content.dir(), 'content/de/services/hpc.yaml'))
      generateContent(content.dir())
      const editions = JSON.parse(readFileSync(join(content.dir(), EDITIONS_FILE), 'utf8'))
      expect(editions.de.untranslated).toEqual([{ path: '/high-performance-computing-as-a-service', file: 'content/de/services/hpc.yaml' }])
    })
  })

  it('is built from its own data and interface text', () => {
    expect(editionModule('/p/app/generated/content/services.json', GERMAN)).toBe('/p/app/generated/content-de/services.json')
    expect(editionModule('/p/app/messages/edition/header.ts', GERMAN)).toBe('/p/app/messages/de/header.ts')
    expect(editionModule('/p/app/messages/edition/header.ts', 'en')).toBeUndefined()
  })

  it('is linked from every page both publish: hreflang and the language switch', () => {
    expect(alternatesOf('/about').map((alternate) => alternate.path)).toEqual(['/about', '/nl/about', '/de/about'])
    expect(languageSwitches('en', '/about').map((link) => [link.name, link.href])).toEqual([
      ['Nederlands', '/nl/about'],
      ['Deutsch', '/de/about'],
    ])
  })

  it('is edited beside the others', () => {
    expect(cmsConfig().i18n.locales).toEqual(['en', 'nl', GERMAN])
  })

  it('is served with its caching and its own not-found page by static hosts and nginx', () => {
    const pagePaths = ['/', '/about', '/404', '/nl', '/nl/about', '/nl/404', '/de', '/de/about', '/de/404']
    const headers = renderHeadersFile(pagePaths.map((path) => ({ path, scriptHashes: ['sha256-x'] }))).text
    expect(headers).toMatch(/^\/de\/\*$/m)
    const redirects = renderRedirectsFile(pagePaths, { notFoundPage: '/404', staticNotFoundFile: '404.html' }).text
    expect(redirects).toMatch(/^\/de\/\*\s+\/de\/404\.html\s+404$/m)
    const hashes = Object.fromEntries(['404.html', 'nl/404.html', 'de/404.html'].map((file) => [file, ['sha256-x']]))
    const nginx = renderNginxConfig({ pagePaths, hashes, notFoundPage: '/404', staticNotFoundFile: '404.html' })['server.conf']
    expect(nginx).toContain('location /de/ {')
    expect(nginx).toContain('error_page 404 /de/404.html;')
  })

})
