// What every service page must show: each section of its content, a hero that leads with the
// promise, the booking call to action and a proof strip, and a proof section that charts the results
// of the stories it cites or, without one, says how results are measured.
import { companyFigures } from '../../app/content/company-figures'
import { serviceHeroProof } from '../../app/content/service-hero-proof'
import { getServicePage } from '../../app/content/service-pages'
import { services } from '../../app/content/services'
import { getStory } from '../../app/content/stories'
import { expect } from '../fixtures'
import { expectChartOf } from './story-checks'
import type { PageCheck } from './visit'

// Sections the service template renders for every service, by their in-page ids.
const SECTION_IDS = ['overview', 'offerings', 'benefits', 'process', 'technologies', 'proof', 'faq']

const serviceByPath = new Map(services.map((service) => [service.path as string, service]))
export const isServicePath = (path: string) => serviceByPath.has(path)
const contentOf = (path: string) => getServicePage(serviceByPath.get(path)!.slug)

export const serviceSections: PageCheck = {
  name: 'renders every section of its content',
  appliesTo: isServicePath,
  async run({ page, path }) {
    const service = serviceByPath.get(path)!
    const content = contentOf(path)
    await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible()
    await expect(page.getByText(content.hero.promise)).toBeVisible()
    const ids = [...SECTION_IDS, ...(content.extraSections ?? []).map((section) => section.id)]
    for (const id of ids) await expect(page.locator(`section#${id}`), `section #${id}`).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible()
    await expect(page.locator('#faq details')).toHaveCount(content.faqs.length)
    for (const [index, step] of content.process.steps.entries()) {
      await expect(page.locator('#process').getByRole('heading', { name: `Step ${index + 1}: ${step.title}`, exact: true })).toBeVisible()
    }
  },
}

// Issue 26: the promise is the page's visible headline, set at a heading's size in the h1, and the
// service's name is that h1's label: one h1 that says what the page is and what the client gets.
export const serviceHeadline: PageCheck = {
  name: 'the h1 is the promise, labelled with the service name, and the largest text of the hero',
  appliesTo: isServicePath,
  async run({ page, path }) {
    const service = serviceByPath.get(path)!
    const { promise } = contentOf(path).hero
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveAccessibleName(`${service.name}: ${promise}`)
    const sizes = await h1.evaluate((heading, promiseText) => {
      const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize)
      const headline = [...heading.querySelectorAll('*')].find((element) => element.textContent?.trim() === promiseText)
      const hero = heading.closest('section')!
      const others = [...hero.querySelectorAll('p, dd, dt, a')].filter((element) => !heading.contains(element))
      return { headline: headline ? size(headline) : 0, largestOther: Math.max(...others.map(size)) }
    }, promise)
    expect(sizes.headline, 'font size of the promise in the h1').toBeGreaterThanOrEqual(30)
    expect(sizes.headline, 'the promise against the rest of the hero').toBeGreaterThan(sizes.largestOther)
  },
}

// Issue 16: a service page leads with its promise, the booking call to action and a proof strip of
// one to three items (service-hero-proof.ts picks them), each a result, a figure or what is measured.
export const serviceHero: PageCheck = {
  name: 'the hero shows the booking call to action and a proof strip of one to three items',
  appliesTo: isServicePath,
  async run({ page, path }) {
    const content = contentOf(path)
    const stories = content.proof.stories.flatMap((slug) => getStory(slug) ?? [])
    const proof = serviceHeroProof({ stories, figures: content.proof.figures, measures: content.proof.measures })
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
    await expect(hero.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('data-booking', '')
    // The strip is a description list: each item's label is a term, its figure and source the definitions.
    const terms = hero.getByRole('term')
    await expect(terms).toHaveCount(proof.length)
    expect(proof.length).toBeGreaterThanOrEqual(1)
    expect(proof.length).toBeLessThanOrEqual(3)
    for (const [index, item] of proof.entries()) {
      await expect(terms.nth(index)).toHaveText(item.kind === 'measure' ? 'What we measure' : item.label)
      // first(): a percentage is written the same for screen readers, so its hidden twin matches too.
      await expect(hero.getByText(item.kind === 'measure' ? item.label : item.value, { exact: true }).first()).toBeVisible()
    }
    const sources = proof.flatMap((item) => (item.kind === 'result' ? [item.source.path] : []))
    const links = hero.getByRole('link', { name: /^Success story: / })
    await expect(links).toHaveCount(sources.length)
    for (const [index, source] of sources.entries()) await expect(links.nth(index)).toHaveAttribute('href', source)
  },
}

/** The proof section charts each cited story's headline result, or says how results are measured. */
export const serviceProof: PageCheck = {
  name: 'the proof section charts the cited stories or says how results are measured',
  appliesTo: isServicePath,
  async run({ page, path }) {
    const { proof } = contentOf(path)
    const section = page.locator('#proof')
    // The service's own figures only: company-wide ones are on the pages about the company.
    await expect(section.locator('dl > div')).toHaveCount(proof.figures.length)
    for (const figure of Object.values(companyFigures)) await expect(section.getByText(figure.value, { exact: true })).toHaveCount(0)
    if (proof.stories.length > 0) {
      const cited = proof.stories.map((slug) => getStory(slug)!)
      await expect(section.getByRole('article')).toHaveCount(cited.length)
      await expect(section.locator('[data-result-chart]')).toHaveCount(cited.length)
      for (const [i, story] of cited.entries())
        await expectChartOf(section.getByRole('article').nth(i).locator('[data-result-chart]'), story.results[0]!)
    } else {
      await expect(section.getByRole('heading', { level: 3, name: proof.measures!.title })).toBeVisible()
      await expect(section.getByRole('listitem')).toHaveCount(proof.measures!.items.length)
      for (const item of proof.measures!.items) await expect(section.getByRole('heading', { level: 4, name: item.title })).toBeVisible()
    }
  },
}
