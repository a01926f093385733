// The stories' headline results as charts, where a buyer meets them: each story page, the cards on
// /success-stories and the service pages that cite stories. Each chart must show its values, draw
// its bars to scale, fit a 320 px screen and give screen readers exactly one sentence.
import type { Locator, Page } from '@playwright/test'
import { parse } from 'yaml'

import { resultChart } from '../../app/content/result-chart'
import { getServiceBySlug, services } from '../../app/content/services'
import { stories } from '../../app/content/stories'
import { storiesHeadlineResults, storiesIndexFigures } from '../../app/content/stories-index-figures'
import { storyContextFacts } from '../../app/content/story-context-facts'
import { storyHeroResults } from '../../app/content/story-hero-results'
import { storyPath } from '../../app/content/story-slugs'
import type { StoryResult } from '../../app/content/types'
import { expect } from '../fixtures'
import { type PageCheck, escapeRegExp } from './visit'

const storyByPath = new Map<string, (typeof stories)[number]>(stories.map((story) => [storyPath(story.slug), story]))
export const isStoryPath = (path: string) => storyByPath.has(path)

/** Checks one chart against the model of its result; fails with the metric named. */
export async function expectChartOf(chart: Locator, result: StoryResult) {
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
  model.bars.forEach((bar, i) =>
    expect(drawn[i]! / geometry.svgWidth, `${model.metric}: ${bar.role} bar to scale`).toBeCloseTo(bar.length, 2),
  )
}

/** Chart parts reaching past the right edge of the window (empty when nothing scrolls sideways). */
export function overflowingChartParts(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    return [...document.querySelectorAll('[data-result-chart], [data-result-chart] *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 50)}"`)
  })
}

/** At every width: a story's hero leads with the client context and one to three results. */
export const storyHero: PageCheck = {
  name: 'the story hero leads with the client context and its results, charts to scale and on screen',
  appliesTo: isStoryPath,
  async run({ page, path }) {
    const story = storyByPath.get(path)!
    const hero = page.locator('main section').first()
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(story.title)
    // The client context, every fact the story file states, in the hero.
    const facts = storyContextFacts(story, (slug) => getServiceBySlug(slug)?.name)
    const terms = hero.locator('dl > div')
    await expect(terms).toHaveCount(facts.length)
    for (const [i, fact] of facts.entries()) {
      await expect(terms.nth(i).locator('dt')).toHaveText(fact.term)
      await expect(terms.nth(i).locator('dd')).toHaveText(fact.value)
    }
    await expect(hero.getByRole('link', { name: "Let's Talk" })).toBeVisible()
    // One to three charts, inside the hero and nowhere else on the page.
    const shown = storyHeroResults(story.results)
    expect(shown.length).toBeGreaterThanOrEqual(1)
    expect(shown.length).toBeLessThanOrEqual(3)
    const band = hero.getByRole('region', { name: /^The headline results?$/ })
    const charts = band.locator('[data-result-chart]')
    await expect(charts).toHaveCount(shown.length)
    for (const [i, result] of shown.entries()) await expectChartOf(charts.nth(i), result)
    await expect(page.locator('main [data-result-chart]'), 'charts drawn again below the hero').toHaveCount(shown.length)
    expect(await overflowingChartParts(page), 'chart parts wider than the screen').toEqual([])
  },
}

/** At every width: each card on /success-stories draws its story's headline result. */
export const storyCards: PageCheck = {
  name: "each story card draws its story's headline result",
  appliesTo: (path) => path === '/success-stories',
  async run({ page }) {
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(stories.length)
    for (const [i, story] of stories.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading')).toHaveText(story.title)
      await expect(card.locator('[data-result-chart]')).toHaveCount(1)
      await expectChartOf(card.locator('[data-result-chart]'), story.results[0]!)
    }
    expect(await overflowingChartParts(page), 'chart parts wider than the screen').toEqual([])
  },
}

export const storiesIndexHero: PageCheck = {
  name: 'the hero counts the stories listed under it and links their strongest results',
  appliesTo: (path) => path === '/success-stories',
  async run({ page }) {
    const hero = page.locator('main section').first()
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(stories.length)
    // What the cards themselves show: "Industry · Region" over each title.
    const places = await cards.evaluateAll((articles) => articles.map((article) => article.querySelector('p')?.textContent ?? ''))
    const industries = new Set(places.map((place) => place.split(' · ')[0]!.trim().toLowerCase()))
    const regions = new Set(places.map((place) => place.split(' · ')[1]!.trim().toLowerCase()))
    const figure = (label: string) =>
      hero
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd')
    await expect(figure('success stories')).toHaveText(String(stories.length))
    await expect(figure('industries')).toHaveText(String(industries.size))
    await expect(figure('regions')).toHaveText(String(regions.size))
    // Every figure the module counts is shown, in its order, and none typed out beside them.
    const expected = storiesIndexFigures(stories, services.length)
    await expect(hero.locator('dl > div dd')).toHaveText(expected.map((entry) => entry.value))
    await expect(hero.locator('dl > div dt')).toHaveText(expected.map((entry) => entry.label))
    // The strongest results link to their stories and say the result in a sentence.
    const headlines = storiesHeadlineResults(stories)
    const links = hero.getByRole('region', { name: 'Headline results' }).getByRole('link')
    await expect(links).toHaveCount(headlines.length)
    for (const [i, headline] of headlines.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', storyPath(headline.slug))
      await expect(links.nth(i)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(headline.sentence)}`))
      await expect(links.nth(i)).toContainText(headline.value)
    }
    await expect(hero.getByRole('link', { name: "Let's Talk" })).toBeVisible()
  },
}
