import { describe, expect, it } from 'vitest'

import { collectText, countWords } from '~/lib/text/content-text'

import { SPEC_PAGE_PATHS } from '../../scripts/content/collections/pages'

import { brochures } from './brochures'
import { infoPages } from './info-pages'
import { offices } from './offices'
import type { InfoPageContent, PageBlock } from './page-types'
import { infoPagePaths, pagePaths } from './route-paths'
import { services } from './services'
import { getStory } from './stories'

const pages = Object.values(infoPages) as InfoPageContent[]
const where = (page: InfoPageContent, field: string) => `info page ${page.path} ${field}`

function block<K extends PageBlock['kind']>(page: InfoPageContent, kind: K) {
  return page.blocks.filter((candidate): candidate is Extract<PageBlock, { kind: K }> => candidate.kind === kind)
}

describe('solution, product and company pages', () => {
  it('cover every info path the spec lists and name their own path', () => {
    expect(Object.keys(infoPages).sort()).toEqual([...infoPagePaths].sort())
    expect(infoPagePaths).toEqual(expect.arrayContaining([...SPEC_PAGE_PATHS]))
    for (const [path, page] of Object.entries(infoPages)) expect(page.path).toBe(path)
  })

  it.each(pages.map((page) => [page.path, page] as const))('%s has 350+ words, a 120-160 character description and valid links', (_, page) => {
    expect(countWords(collectText(page)), where(page, 'body copy')).toBeGreaterThanOrEqual(350)
    expect(page.seoDescription.length, where(page, 'seoDescription')).toBeGreaterThanOrEqual(120)
    expect(page.seoDescription.length, where(page, 'seoDescription')).toBeLessThanOrEqual(160)

    const ids = page.blocks.map((candidate) => candidate.id)
    expect(new Set(ids).size, where(page, 'block ids')).toBe(ids.length)
    const href = page.hero.secondaryCta?.href
    if (href?.startsWith('#')) expect(ids, where(page, 'hero.secondaryCta.href')).toContain(href.slice(1))
    else if (href) expect(pagePaths, where(page, 'hero.secondaryCta.href')).toContain(href)

    for (const choice of page.hero.choices?.items ?? []) expect(pagePaths, where(page, 'hero.choices href')).toContain(choice.href)
    for (const links of block(page, 'links')) {
      for (const link of links.links) expect(pagePaths, where(page, `${links.id} link`)).toContain(link.path)
    }
    for (const storiesBlock of block(page, 'stories')) {
      for (const slug of storiesBlock.slugs) expect(getStory(slug), where(page, `${storiesBlock.id} ${slug}`)).toBeDefined()
    }
    for (const table of block(page, 'table')) {
      for (const row of table.rows) expect(row.cells.length, where(page, `${table.id} row ${row.label}`)).toBe(table.columns.length)
    }
    for (const faq of block(page, 'faq')) {
      expect(faq.items.length, where(page, faq.id)).toBeGreaterThanOrEqual(3)
      expect(faq.items.length, where(page, faq.id)).toBeLessThanOrEqual(6)
      expect(faq.items.map((item) => item.id)).toEqual(faq.items.map((_, index) => `item-${index + 1}`))
    }
  })

  it('about: a timeline from 2020 to 2024 that alternates sides, vision, culture and the milestones', () => {
    const about = infoPages['/about']
    const [timeline] = block(about, 'timeline')
    expect(timeline!.entries.map((entry) => entry.year)).toEqual([2020, 2021, 2022, 2023, 2024])
    timeline!.entries.forEach((entry, index) => expect(entry.direction).toBe(index % 2 === 0 ? 'left' : 'right'))
    expect(about.blocks.some((candidate) => candidate.id === 'vision')).toBe(true)
    const culture = JSON.stringify(block(about, 'icon-cards').find((candidate) => candidate.id === 'culture'))
    expect(culture, 'about culture states the workforce').toContain('150+')
    expect(culture, 'about culture states the share of women').toContain('50%')
    const figures = block(about, 'figures').flatMap((candidate) => candidate.figures.map((figure) => figure.value))
    expect(figures).toEqual(expect.arrayContaining(['250+', '60+', '150+', '$25M+', '50%']))
  })

  it('contact: three offices; India also shows its registered, mailing and Noida addresses', () => {
    expect(offices.map((office) => office.name)).toEqual(['India', 'United Kingdom', 'Netherlands'])
    const india = offices[0]!
    const labels = [india.address, ...india.otherAddresses].map((address) => address.label.toLowerCase())
    expect(labels).toEqual(expect.arrayContaining([expect.stringContaining('registered'), expect.stringContaining('mailing'), expect.stringContaining('noida')]))
    for (const office of offices) {
      expect(office.email, `offices.ts ${office.name}.email`).toMatch(/@/)
      expect(office.phone, `offices.ts ${office.name}.phone`).toMatch(/^\+\d/)
      expect(office.address.lines.length, `offices.ts ${office.name}.address`).toBeGreaterThan(0)
    }
    expect(block(infoPages['/contactus'], 'offices')).toHaveLength(1)
  })

  it('cloud pages: strategy groups, links to each other, and one comparison table', () => {
    const cloudPaths = ['/privatecloud', '/publicloud', '/hybrid-cloud'] as const
    let tables = 0
    for (const path of cloudPaths) {
      const page = infoPages[path]
      for (const group of block(page, 'strategy-groups').flatMap((candidate) => candidate.groups)) {
        expect(group.id && group.name && group.points.length > 0, where(page, `strategy group ${group.id}`)).toBeTruthy()
      }
      expect(block(page, 'strategy-groups').length, where(page, 'strategy-groups')).toBeGreaterThan(0)
      // The other models are linked from the hero's decision aid or from a links block.
      const linked = [...(page.hero.choices?.items.map((choice) => choice.href) ?? []), ...block(page, 'links').flatMap((candidate) => candidate.links.map((link) => link.path))]
      for (const other of cloudPaths.filter((candidate) => candidate !== path)) expect(linked, where(page, 'links')).toContain(other)
      tables += block(page, 'table').length
    }
    expect(tables).toBeGreaterThanOrEqual(1)
  })

  it('realm: leads with its screen, tours each capability on a screen of its own, compares deployments, asks for one demo', () => {
    const realm = infoPages['/realm']
    expect(block(realm, 'architecture')[0]?.layers.length).toBeGreaterThanOrEqual(3)
    expect(realm.blocks.map((candidate) => candidate.id)).toEqual(expect.arrayContaining(['capabilities', 'deployment']))
    expect(realm.hero.screen, 'realm hero.screen').toBeDefined()
    expect(realm.hero.image, 'realm hero.image: the screen replaces the illustration').toBeUndefined()
    const [tour] = block(realm, 'product-tour')
    expect(tour!.items.length).toBeGreaterThanOrEqual(3)
    const screens = [realm.hero.screen, ...tour!.items.map((item) => item.screen)]
    expect(new Set(screens).size, 'realm: each screen shown once').toBe(screens.length)
    const [deployment] = block(realm, 'deployment-options')
    expect(deployment!.options.map((option) => option.hosting).sort()).toEqual(['managed', 'your-cloud', 'your-data-center'])
    expect(realm.cta).toMatchObject({ title: 'Book a Realm demo', button: 'Book a Realm demo' })
  })

  it('privacy policy: covers the consent cookie, logs, the booking service, rights and withdrawal', () => {
    const text = JSON.stringify(infoPages['/privacypolicy']).toLowerCase()
    for (const topic of ['cookieconsent', 'server log', 'booking', 'uk gdpr', 'digital personal data protection', 'cookie settings', 'last updated', 'privacy@']) {
      if (topic === 'last updated') expect(block(infoPages['/privacypolicy'], 'document')[0]?.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      else expect(text, `privacy policy mentions ${topic}`).toContain(topic)
    }
  })

  it('brochures: at least 4, covering every service exactly once', () => {
    expect(brochures.length).toBeGreaterThanOrEqual(4)
    const covered = brochures.flatMap((brochure) => brochure.services)
    expect([...covered].sort()).toEqual(services.map((service) => service.slug).sort())
  })
})
