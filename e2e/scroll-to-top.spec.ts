import type { Page } from '@playwright/test'

import { contrastRatio, relativeLuminance } from './contrast'
import { acceptCookiesUpFront, expect, gotoFirstView, nextFrames, scrollToY, scrollY, test } from './fixtures'

const button = (page: Page) => page.getByRole('button', { name: 'Scroll to top' })

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL!)
  await gotoFirstView(page, '/')
})

test('the button appears only past 250 px of scrolling', async ({ page }) => {
  await expect(button(page)).toBeHidden()
  await scrollToY(page, 200)
  await nextFrames(page, 2) // the button updates on the next frame after a scroll
  await expect(button(page)).toBeHidden()
  await scrollToY(page, 300)
  await expect(button(page)).toBeVisible()
})

test('the button scrolls back to the top', async ({ page }) => {
  await scrollToY(page, 2000)
  await button(page).click()
  await expect.poll(() => scrollY(page)).toBe(0)
  await expect(button(page)).toBeHidden()
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the button jumps to the top at once', async ({ page }) => {
    await scrollToY(page, 2000)
    await button(page).click()
    const y = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))))
    expect(y).toBe(0)
  })
})

/**
 * The colours that draw the button's edge (its fill, and its border when it has one) and the
 * background behind its centre: the nearest element under it that paints one, else the white canvas.
 */
function buttonAndBackdrop(page: Page) {
  return button(page).evaluate((element) => {
    const box = element.getBoundingClientRect()
    const [under] = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2).filter((node) => !element.contains(node))
    let backdrop = 'rgb(255, 255, 255)'
    for (let node = under ?? null; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor
      if (color !== 'rgba(0, 0, 0, 0)') {
        backdrop = color
        break
      }
    }
    const style = getComputedStyle(element)
    const edges = [style.backgroundColor, ...(parseFloat(style.borderTopWidth) > 0 ? [style.borderTopColor] : [])]
    return { edges, backdrop, overFooter: Boolean(under?.closest('footer')) }
  })
}

/** The best contrast any of the button's edge colours has with the backdrop: 3:1 makes it visible. */
function edgeContrast({ edges, backdrop }: { edges: string[]; backdrop: string }) {
  return Math.max(...edges.map((edge) => contrastRatio(edge, backdrop)))
}

test.describe('contrast with what lies behind (WCAG 1.4.11, 3:1)', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${viewport.width} px the button stands out over the dark footer`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      await expect(button(page)).toBeVisible()
      // The footer is laid out only once it nears the viewport (content-visibility in app.css).
      await expect.poll(async () => (await buttonAndBackdrop(page)).overFooter, 'the button sits over the footer').toBe(true)
      const colors = await buttonAndBackdrop(page)
      expect(relativeLuminance(colors.backdrop), `the footer is dark: ${colors.backdrop}`).toBeLessThan(0.1)
      expect(edgeContrast(colors), `${colors.edges.join(' / ')} on ${colors.backdrop}`).toBeGreaterThanOrEqual(3)
    })
  }

  test('the button stands out over a light section', async ({ page }) => {
    await gotoFirstView(page, '/about')
    await scrollToY(page, 1200)
    await expect(button(page)).toBeVisible()
    const colors = await buttonAndBackdrop(page)
    expect(relativeLuminance(colors.backdrop), `the section is light: ${colors.backdrop}`).toBeGreaterThan(0.8)
    expect(edgeContrast(colors), `${colors.edges.join(' / ')} on ${colors.backdrop}`).toBeGreaterThanOrEqual(3)
  })
})
