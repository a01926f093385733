import { milestones } from '../app/content/home'

import { expect, gotoFirstView, test } from './fixtures'

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the logo carousel stands still, counters keep their values and scrolling is instant', async ({ page }) => {
    await gotoFirstView(page, '/')
    const track = page.getByTestId('technology-track')
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')

    // Below the fold at load, so an animated counter would have been reset to 0 by now.
    const stats = page.locator('section[aria-labelledby="milestones-title"] dd [data-final-value]')
    await stats.first().scrollIntoViewIfNeeded()
    const shown = await stats.allTextContents()
    expect(shown).toEqual(milestones.map((m) => `${'prefix' in m ? m.prefix : ''}${m.end}${m.suffix}`))
  })
})

test('without the preference the carousel moves and pauses on hover', async ({ page }) => {
  await gotoFirstView(page, '/')
  const track = page.getByTestId('technology-track')
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('marquee')
  // The track never stops moving, so point at the middle of its (still) frame instead of waiting on it.
  await track.locator('..').scrollIntoViewIfNeeded()
  const frame = await track.locator('..').boundingBox()
  await page.mouse.move(frame!.x + frame!.width / 2, frame!.y + frame!.height / 2)
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused')
  await page.getByRole('button', { name: 'Pause logo animation' }).click()
  // Neither hover nor focus now: only the pressed button can be holding the animation.
  await page.mouse.move(0, 0)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await expect(page.getByRole('button', { name: 'Pause logo animation' })).toHaveAttribute('aria-pressed', 'true')
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused')
})

test('without the preference, counters below the fold count up from 0 once scrolled into view', async ({ page }) => {
  await gotoFirstView(page, '/')
  const [first] = milestones
  if (!first) throw new Error('no milestones')
  const prefix = 'prefix' in first ? first.prefix : ''
  const counter = page.locator('section[aria-labelledby="milestones-title"] dd [data-final-value]').first()
  await expect(counter).toHaveText(`${prefix}0${first.suffix}`)
  await counter.scrollIntoViewIfNeeded()
  await expect(counter).toHaveText(`${prefix}${first.end}${first.suffix}`)
})
