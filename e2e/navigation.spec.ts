import type { Page } from '@playwright/test'

import { infoPages } from '../app/content/info-pages'
import { serviceMenu } from '../app/content/navigation'
import { acceptCookiesUpFront, expect, gotoFirstView, gotoHydrated, modifiedClickHandledByPage, scrollToY, scrollY, test } from './fixtures'
import { escapeRegExp } from './page-visits/visit'

const aboutHeading = infoPages['/about'].hero.heading

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL!)
})

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' })
}

/** The <details> disclosure of a header menu and its <summary> toggle. */
function dropdown(page: Page, label: string) {
  const details = mainNav(page).locator('details').filter({ hasText: label })
  return { details, summary: details.locator('summary'), links: details.getByRole('link') }
}

test('the header is 70 px high and stays at the top when scrolling', async ({ page }) => {
  await gotoHydrated(page, '/')
  const header = page.getByRole('banner')
  expect((await header.boundingBox())?.height).toBe(70)
  await scrollToY(page, 1500)
  expect(await header.boundingBox()).toMatchObject({ y: 0, height: 70 })
})

test('"Our Services" opens on click with 15 links and closes on Escape', async ({ page }) => {
  await gotoFirstView(page, '/')
  const { details, summary, links } = dropdown(page, 'Our Services')
  await expect(links.first()).toBeHidden()
  await summary.click()
  await expect(details).toHaveAttribute('open')
  await expect(links).toHaveCount(15)
  await expect(links).toHaveText(serviceMenu.map((item) => item.name))
  for (const link of await links.all()) await expect(link).toBeVisible()
  await links.nth(3).focus()
  await page.keyboard.press('Escape')
  await expect(details).not.toHaveAttribute('open')
  await expect(links.first()).toBeHidden()
  await expect(summary).toBeFocused()
})

test('"Our Services" works from the keyboard with Enter and the arrow keys', async ({ page }) => {
  await gotoFirstView(page, '/')
  const { details, summary, links } = dropdown(page, 'Our Services')
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('open')
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(links.nth(1)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(details).not.toHaveAttribute('open')
  await expect(summary).toBeFocused()
})

test('"Our Services" toggles with Space', async ({ page }) => {
  await gotoFirstView(page, '/')
  const { details, summary } = dropdown(page, 'Our Services')
  await summary.focus()
  await page.keyboard.press('Space')
  await expect(details).toHaveAttribute('open')
  await page.keyboard.press('Space')
  await expect(details).not.toHaveAttribute('open')
})

test('"Our Products" lists Realm', async ({ page }) => {
  await gotoFirstView(page, '/')
  const { summary, links } = dropdown(page, 'Our Products')
  await summary.click()
  await expect(links).toHaveCount(1)
  await expect(links.first()).toHaveText('Realm - An AI Platform')
  await expect(links.first()).toHaveAttribute('href', '/realm')
})

test('Blog opens in a new tab without opener or referrer', async ({ page }) => {
  await gotoHydrated(page, '/')
  const blog = mainNav(page).getByRole('link', { name: /^Blog/ })
  await expect(blog).toHaveAttribute('target', '_blank')
  const rel = (await blog.getAttribute('rel'))?.split(/\s+/) ?? []
  expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
})

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
})

test('nav links navigate client-side', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => Object.assign(window, { __marker: 1 }))
  await mainNav(page).getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading)
  expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1)
})

test('links in prerendered page and footer markup navigate client-side', async ({ page }) => {
  await gotoHydrated(page, '/')
  const [service] = serviceMenu
  if (!service) throw new Error('no services in the menu')
  await page.evaluate(() => Object.assign(window, { __marker: 1 }))
  await page.getByRole('main').getByRole('link', { name: service.name }).first().click()
  await expect(page).toHaveURL(service.path)
  // A service page's h1 is its name as a label, then its promise (service-hero.tsx).
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(new RegExp(`^${escapeRegExp(service.name)}: `))
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading)
  expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1)
})

test('a modified click on a prerendered link is left to the browser', async ({ page }) => {
  await gotoHydrated(page, '/')
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })
  expect(await modifiedClickHandledByPage(page, about, ['Shift'])).toBe(false)
  await expect(page).toHaveURL('/')
})

test('a new page starts at the top', async ({ page }) => {
  await gotoHydrated(page, '/')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  expect(await scrollY(page)).toBeGreaterThan(1000)
  await footer.getByRole('link', { name: 'Privacy policy' }).click()
  await expect(page).toHaveURL('/privacypolicy')
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('"Explore our services" scrolls the services section into view', async ({ page }) => {
  await gotoHydrated(page, '/')
  const services = page.getByRole('region', { name: 'Fifteen services, one engineering team' })
  await expect(services).not.toBeInViewport()
  await page.getByRole('link', { name: 'Explore our services' }).click()
  await expect(page).toHaveURL(/#services$/)
  await expect(services).toBeInViewport()
})
