import { stories } from '../app/content/stories'
import { storyPath } from '../app/content/story-slugs'
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures'

test('a page whose data fails to load shows the error screen', async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL!)
  await gotoHydrated(page, '/success-stories')
  // Data requests may carry a query (`?_routes=`: the routes whose data is wanted).
  await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: 500, body: 'boom' }))

  await page.getByRole('link', { name: stories[0]!.title }).click()
  await expect(page).toHaveURL(storyPath(stories[0]!.slug))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!')
  // The status and status text of the failed response.
  await expect(main.getByText('500 Internal Server Error', { exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  // The site's header and footer stay, so the visitor can go on from here.
  await expect(page.getByRole('banner')).toBeVisible()
})

test('a page whose markup fails to load shows the error screen', async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL!)
  await gotoHydrated(page, '/success-stories')
  const target = storyPath(stories[1]!.slug)
  // The client-side navigation reads the page's regions from its prerendered HTML (a fetch request).
  await page.route(`**${target}`, (route) =>
    route.request().resourceType() === 'fetch' ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
  )

  await page.getByRole('link', { name: stories[1]!.title }).click()
  await expect(page).toHaveURL(target)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!')
  await expect(main.getByText('503 Service Unavailable', { exact: true })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})
