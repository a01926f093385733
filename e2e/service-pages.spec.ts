import { serviceHeroProof } from '../app/content/service-hero-proof'
import { getServicePage } from '../app/content/service-pages'
import { services } from '../app/content/services'
import { getStory } from '../app/content/stories'

import { expect, test, waitForHydration } from './fixtures'

// Sections the service template renders for every service, by their in-page ids.
const SECTION_IDS = ['overview', 'offerings', 'benefits', 'process', 'technologies', 'proof', 'faq']

for (const service of services) {
  const page = getServicePage(service.slug)

  test(`${service.path} renders every section of its content`, async ({ page: browserPage }) => {
    await browserPage.goto(service.path)
    await expect(browserPage.getByRole('heading', { level: 1, name: service.name })).toBeVisible()
    await expect(browserPage.getByText(page.hero.promise)).toBeVisible()
    const ids = [...SECTION_IDS, ...(page.extraSections ?? []).map((section) => section.id)]
    for (const id of ids) await expect(browserPage.locator(`section#${id}`), `section #${id}`).toHaveCount(1)
    await expect(browserPage.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible()
    await expect(browserPage.locator('#faq details')).toHaveCount(page.faqs.length)
    for (const [index, step] of page.process.steps.entries()) {
      await expect(
        browserPage.locator('#process').getByRole('heading', { name: `Step ${index + 1}: ${step.title}`, exact: true }),
      ).toBeVisible()
    }
  })
}

// Issue 16: a service page leads with its promise, the booking call to action and a proof strip of
// one to three items (service-hero-proof.ts picks them), each a result, a figure or what is measured.
for (const service of services) {
  const page = getServicePage(service.slug)
  const stories = page.proof.stories.flatMap((slug) => getStory(slug) ?? [])
  const proof = serviceHeroProof({ stories, figures: page.proof.figures, measures: page.proof.measures })

  test(`${service.path}: the hero shows the booking call to action and a proof strip of ${proof.length}`, async ({ page: browserPage }) => {
    await browserPage.goto(service.path)
    const hero = browserPage.locator('section').filter({ has: browserPage.getByRole('heading', { level: 1 }) })
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
    for (const [index, path] of sources.entries()) await expect(links.nth(index)).toHaveAttribute('href', path)
  })
}

test('the FAQ opens and closes by mouse and by keyboard', async ({ page }) => {
  const content = getServicePage('business-intelligence')
  const [first, second] = content.faqs
  await page.goto('/business-intelligence')
  await waitForHydration(page)
  const firstItem = page.locator(`#faq details#${first!.id}`)
  const firstAnswer = firstItem.getByText(first!.answers[0]!)
  await expect(firstAnswer).toBeHidden()

  await firstItem.locator('summary').click()
  await expect(firstAnswer).toBeVisible()
  await firstItem.locator('summary').click()
  await expect(firstAnswer).toBeHidden()

  const secondItem = page.locator(`#faq details#${second!.id}`)
  const secondAnswer = secondItem.getByText(second!.answers[0]!)
  await secondItem.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(secondAnswer).toBeVisible()
  await page.keyboard.press('Space')
  await expect(secondAnswer).toBeHidden()
})

test('service FAQ answers are in the prerendered HTML', async ({ request }) => {
  const raw = await (await request.get('/quantum-computing')).text()
  const html = raw.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
  for (const faq of getServicePage('quantum-computing').faqs) expect(html).toContain(faq.question)
})
