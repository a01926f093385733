// The stories' headline results as charts, where a buyer meets them: each story page, the cards on
// /success-stories and the service pages that cite stories. Each chart must show its values, draw
// its bars to scale, fit a 320 px screen and give screen readers exactly one sentence.
import type { Locator, Page } from '@playwright/test'
import { parse } from 'yaml'

import { resultChart } from '../app/content/result-chart'
import { getServicePage } from '../app/content/service-pages'
import { services } from '../app/content/services'
import { stories } from '../app/content/stories'
import { storyPath } from '../app/content/story-slugs'
import type { StoryResult } from '../app/content/types'
import { expectNoAxeViolations } from './axe'
import { expect, gotoHydrated, test } from './fixtures'

/** The service pages that cited no success story before results were charted (issue 14). */
const PAGES_WITHOUT_A_STORY = ['block-chain', 'game-development', 'mobile-app-development', 'quality-assurance', 'quantum-computing', 'resourcing']

/** Checks one chart against the model of its result; returns nothing, fails with the metric named. */
async function expectChartOf(chart: Locator, result: StoryResult) {
  const model = resultChart(result)
  await expect(chart, model.metric).toBeVisible()
  await expect(chart).toHaveAttribute('data-result-chart', model.kind)
  await expect(chart).toContainText(model.metric)
  for (const bar of model.bars) await expect(chart).toContainText(bar.label)
  // Screen readers get the sentence and nothing else: the drawing and its labels are hidden.
  expect(parse(await chart.ariaSnapshot()), `${model.metric}: what screen readers get`).toEqual([{ paragraph: model.sentence }])

  const geometry = await chart.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const svg = element.querySelector('svg')?.getBoundingClientRect()
    const texts = [...element.querySelectorAll('svg text')].map((text) => ({
      right: text.getBoundingClientRect().right,
      size: Number.parseFloat(getComputedStyle(text).fontSize),
    }))
    // Bars are the filled rects; a share chart's first rect is its 0 to 100% track.
    const rects = [...element.querySelectorAll('svg rect')].map((rect) => rect.getBoundingClientRect().width)
    return { right: box.right, svgRight: svg?.right ?? box.right, svgWidth: svg?.width ?? 0, texts, rects }
  })
  for (const text of geometry.texts) {
    expect(text.right, `${model.metric}: a label runs past the chart`).toBeLessThanOrEqual(geometry.svgRight + 0.5)
    expect(text.size, `${model.metric}: labels readable`).toBeGreaterThanOrEqual(12)
  }
  const drawn = model.kind === 'share' ? geometry.rects.slice(1) : geometry.rects
  expect(drawn).toHaveLength(model.bars.length)
  model.bars.forEach((bar, i) => expect(drawn[i]! / geometry.svgWidth, `${model.metric}: ${bar.role} bar to scale`).toBeCloseTo(bar.length, 2))
}

/** Elements reaching past the right edge of the window (empty when nothing scrolls sideways). */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll('[data-result-chart], [data-result-chart] *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 50)}"`)
  })
}

for (const width of [320, 375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    // The bar: 375 and 1280 px without axe violations; 320 px is checked for fit.
    const runAxe = width !== 320

    for (const story of stories) {
      test(`${story.slug}: its results drawn near the top${runAxe ? ', no axe violations' : ''}`, async ({ page }) => {
        await gotoHydrated(page, storyPath(story.slug))
        const band = page.getByRole('region', { name: /^The headline results?$/ })
        // Right after the hero: the page's second band.
        await expect(page.locator('main section').nth(1)).toHaveAttribute('aria-labelledby', 'results-title')
        const charts = band.locator('[data-result-chart]')
        await expect(charts).toHaveCount(story.results.length)
        for (const [i, result] of story.results.entries()) await expectChartOf(charts.nth(i), result)
        expect(await overflowingElements(page), 'chart parts wider than the screen').toEqual([])
        if (runAxe) await expectNoAxeViolations(page)
      })
    }

    test(`/success-stories: each card draws its story's headline result${runAxe ? ', no axe violations' : ''}`, async ({ page }) => {
      await gotoHydrated(page, '/success-stories')
      const cards = page.getByRole('article')
      await expect(cards).toHaveCount(stories.length)
      for (const [i, story] of stories.entries()) {
        const card = cards.nth(i)
        await expect(card.getByRole('heading')).toHaveText(story.title)
        await expect(card.locator('[data-result-chart]')).toHaveCount(1)
        await expectChartOf(card.locator('[data-result-chart]'), story.results[0]!)
      }
      expect(await overflowingElements(page), 'chart parts wider than the screen').toEqual([])
      if (runAxe) await expectNoAxeViolations(page)
    })
  })
}

test('a service page draws the results of the stories it cites', async ({ page }) => {
  const service = services.find((entry) => entry.slug === 'cloud-implementation')!
  const cited = getServicePage('cloud-implementation').proof.stories.map((slug) => stories.find((story) => story.slug === slug)!)
  await gotoHydrated(page, service.path)
  const proof = page.locator('#proof')
  await expect(proof.locator('[data-result-chart]')).toHaveCount(cited.length)
  for (const [i, story] of cited.entries()) await expectChartOf(proof.getByRole('article').nth(i).locator('[data-result-chart]'), story.results[0]!)
})

for (const slug of PAGES_WITHOUT_A_STORY) {
  test(`${slug}: the proof section carries a fitting story or says how results are measured`, async ({ page }) => {
    const service = services.find((entry) => entry.slug === slug)!
    const { proof } = getServicePage(service.slug)
    await gotoHydrated(page, service.path)
    const section = page.locator('#proof')
    // The company-wide figures stay on every page.
    await expect(section.locator('dl > div')).toHaveCount(proof.figures.length)
    if (proof.stories.length > 0) {
      await expect(section.getByRole('article')).toHaveCount(proof.stories.length)
      await expect(section.locator('[data-result-chart]')).toHaveCount(proof.stories.length)
    } else {
      await expect(section.getByRole('heading', { level: 3, name: proof.measures!.title })).toBeVisible()
      await expect(section.getByRole('listitem')).toHaveCount(proof.measures!.items.length)
      for (const item of proof.measures!.items) await expect(section.getByRole('heading', { level: 4, name: item.title })).toBeVisible()
    }
  })
}

test('the measures of a page without a story pass axe', async ({ page }) => {
  await gotoHydrated(page, services.find((entry) => entry.slug === 'mobile-app-development')!.path)
  await expectNoAxeViolations(page)
})
