// Issue 16: solution pages lead with the audience's problem and a decision aid ("If …, choose …"),
// not an illustration, and on a phone the booking button still sits in the first screen, with the
// problem and the choices after it.
import { infoPages } from '../../app/content/info-pages'
import { pagePaths } from '../../app/content/route-paths'
import { expect } from '../fixtures'
import { heroCtaBottom } from '../page-measure'
import { type PageCheck, escapeRegExp } from './visit'

export const SOLUTION_PATHS = [
  '/startup',
  '/Enterprises',
  '/publicloud',
  '/privatecloud',
  '/hybrid-cloud',
  '/hpcdatalab',
  '/disaster-recovery',
] as const
type SolutionPath = (typeof SOLUTION_PATHS)[number]
const isSolutionPath = (path: string): path is SolutionPath => (SOLUTION_PATHS as readonly string[]).includes(path)

/** A choice link's accessible name: "If <situation>, choose <choice>" (the browser may put a space before the comma). */
export function choiceName({ situation, choice }: { situation: string; choice: string }) {
  return new RegExp(`^If ${escapeRegExp(situation)}\\s?, choose ${escapeRegExp(choice)}$`)
}

export function solutionHeroOf(path: SolutionPath) {
  const { hero } = infoPages[path]
  if (!hero.problem || !hero.choices) throw new Error(`${path}: hero.problem and hero.choices are written for every solution page`)
  return { problem: hero.problem, choices: hero.choices }
}

/** On a phone: the call to action first, then the problem and a decision aid whose links lead to pages. */
export const solutionHeroOnPhone: PageCheck = {
  name: 'the call to action in the first screen, then the problem and a decision aid whose links lead to pages',
  appliesTo: isSolutionPath,
  async run({ page, request, path }) {
    const { problem, choices } = solutionHeroOf(path as SolutionPath)
    const ctaBottom = await heroCtaBottom(page)
    expect(ctaBottom, 'bottom of the hero call to action').not.toBeNull()
    const hero = page.locator('main section').first()
    await expect(hero.locator('img'), 'a solution hero has no illustration').toHaveCount(0)
    const problemHeading = hero.getByRole('heading', { level: 2, name: problem.title })
    await expect(problemHeading).toBeVisible()
    const problemTop = await problemHeading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    expect(problemTop, 'the problem follows the call to action').toBeGreaterThan(ctaBottom!)
    for (const item of problem.items) await expect(hero.getByText(item, { exact: true })).toBeVisible()

    await expect(hero.getByRole('heading', { level: 2, name: choices.title })).toBeVisible()
    for (const choice of choices.items) {
      const link = hero.getByRole('link', { name: choiceName(choice) })
      await expect(link).toHaveAttribute('href', choice.href)
      expect(pagePaths, `${path}: choice "${choice.choice}"`).toContain(choice.href)
      expect(choice.href, `${path}: a choice leads to another page`).not.toBe(path)
      expect((await request.get(choice.href)).status(), choice.href).toBe(200)
    }
  },
}

/** On a wide screen: the problem beside the heading, the decision aid in the first screen. */
export const solutionHeroOnWideScreen: PageCheck = {
  name: 'the problem sits beside the heading and the decision aid is in the first screen',
  appliesTo: (path) => path === '/disaster-recovery',
  async run({ page, path }) {
    const { problem, choices } = solutionHeroOf(path as SolutionPath)
    const box = async (name: string) => (await page.getByRole('heading', { level: 2, name }).boundingBox())!
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    const problemBox = await box(problem.title)
    expect(problemBox.x, 'the problem is to the right of the h1').toBeGreaterThan(heading.x + heading.width)
    expect((await box(choices.title)).y, 'the decision aid starts in the first screen').toBeLessThan(800)
  },
}
