import { expect, test, waitForHydration } from './fixtures'

// A page renders its top first: sections after the first two and the footer use
// content-visibility (app.css), so they are laid out only as they near the viewport.

/** What the init script saw once the first frame was done: each heading's visibility. */
type FirstFrameWindow = { __afterFirstFrame: Record<string, boolean | null> }

test.describe('home page rendering', () => {
  test('the first frame lays out the top of the page, not the sections far below it', async ({ page }) => {
    // Runs before the page's own scripts: the first animation frame's callback runs before that
    // frame's style and layout, and a zero-delay timer set there runs once the frame is done.
    // On a busy host the browser may paint a frame before the parser reaches the headings: the frame
    // that counts is the first one after all three are in the document.
    await page.addInitScript(() => {
      const seen: FirstFrameWindow['__afterFirstFrame'] = {}
      ;(window as unknown as FirstFrameWindow).__afterFirstFrame = seen
      const ids = ['technologies-title', 'milestones-title', 'testimonials-title']
      const measure = () =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            for (const id of ids) seen[id] = document.getElementById(id)?.checkVisibility({ contentVisibilityAuto: true }) ?? null
          }),
        )
      const parsed = new MutationObserver(() => {
        if (!ids.every((id) => document.getElementById(id))) return
        parsed.disconnect()
        measure()
      })
      parsed.observe(document, { childList: true, subtree: true })
    })
    await page.goto('/')
    const afterFirstFrame = () => page.evaluate(() => (window as unknown as FirstFrameWindow).__afterFirstFrame)
    await expect.poll(async () => Object.keys(await afterFirstFrame()).length).toBe(3)
    expect(await afterFirstFrame()).toEqual({ 'technologies-title': true, 'milestones-title': true, 'testimonials-title': false })

    // A moment later they are on screen as usual, without a script.
    await page.locator('#testimonials').scrollIntoViewIfNeeded()
    await expect(page.locator('#testimonials-title')).toBeVisible()
  })

  for (const path of ['/', '/about']) {
    test(`${path}: the footer and the far sections are laid out only as the visitor nears them`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(path)
      await page.waitForLoadState('load')
      const rendered = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-static-html] > section, #site-footer > footer')].map(
            (block) => block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
          ),
        )
      const atLoad = await rendered()
      expect(atLoad[0], 'the first section').toBe(true)
      expect(atLoad.at(-1), 'the footer').toBe(false)
      await page.locator('#site-footer').scrollIntoViewIfNeeded()
      await expect.poll(async () => (await rendered()).at(-1), 'the footer once scrolled to').toBe(true)
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible()
    })
  }

  test('a visit to a fragment scrolls to its section at once', async ({ page }) => {
    await page.goto('/#services')
    await page.waitForLoadState('load')
    // scroll-padding-top: the 70 px header and 1 rem
    await expect.poll(() => page.locator('#services').evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBe(86)
    // And it stays there once the page has hydrated and every finite animation has run.
    await waitForHydration(page)
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished),
      ),
    )
    expect(await page.locator('#services').evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBe(86)
  })
})
