import { expect, test, waitForHydration } from './fixtures'

// The home page renders its top first and the sections content-visibility would have laid out in the
// same frame (they are near the viewport) a few frames later (data-stagger-render in app.css).
// The first three sections render at once: the third can show in the first viewport.

/** What the init script saw once the first frame was done: each heading's visibility. */
type FirstFrameWindow = { __afterFirstFrame: Record<string, boolean | null> }

test.describe('home page rendering', () => {
  test('the first frame lays out the top of the page; the next sections follow', async ({ page }) => {
    // Runs before the page's own scripts: the first animation frame's callback runs before that
    // frame's style and layout, and a zero-delay timer set there runs once the frame is done.
    // On a busy host the browser may paint a frame before the parser reaches the headings: the frame
    // that counts is the first one after all three are in the document.
    await page.addInitScript(() => {
      const seen: FirstFrameWindow['__afterFirstFrame'] = {}
      ;(window as unknown as FirstFrameWindow).__afterFirstFrame = seen
      const ids = ['technologies-title', 'milestones-title', 'services-title']
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
    expect(await afterFirstFrame()).toEqual({ 'technologies-title': true, 'milestones-title': true, 'services-title': false })

    // A moment later they are on screen as usual, without a script.
    await page.locator('#services').scrollIntoViewIfNeeded()
    await expect(page.locator('#services-title')).toBeVisible()
  })

  test('the later sections and the footer each render at a moment of their own', async ({ page }) => {
    await page.goto('/')
    // Sharing a moment would make their style and layout one long task (app.css explains).
    const delays = await page.evaluate(() => {
      const late = [...document.querySelectorAll('[data-stagger-render] > section')].slice(3)
      const footer = document.querySelector('#site-footer > footer')
      return [...late, footer].map((element) => (element ? getComputedStyle(element).animationDelay : null))
    })
    expect(delays.length).toBeGreaterThanOrEqual(5)
    expect(delays).not.toContain(null)
    expect(new Set(delays).size).toBe(delays.length)
    const milliseconds = delays.map((delay) => parseFloat(delay ?? '') * (delay?.endsWith('ms') ? 1 : 1000))
    expect(milliseconds).toEqual([...milliseconds].sort((a, b) => a - b))
  })

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
