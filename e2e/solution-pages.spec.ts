import { infoPages } from '../app/content/info-pages'

import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures'
import { choiceName, solutionHeroOf } from './page-visits/solution-checks'
import { VIEWPORTS } from './page-visits/visit'

// A solution page's decision aid leads somewhere. Each solution hero, on a phone and on a wide
// screen, is checked in pages-phone.spec.ts and pages-desktop.spec.ts.
test.describe('solution pages on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('a choice navigates to its page', async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL!)
    const [first] = solutionHeroOf('/hybrid-cloud').choices.items
    await gotoHydrated(page, '/hybrid-cloud')
    await page.getByRole('link', { name: choiceName(first!) }).click()
    await expect(page).toHaveURL(new RegExp(`${first!.href}$`))
    await expect(page.getByRole('heading', { level: 1, name: infoPages[first!.href as '/publicloud'].hero.heading })).toBeVisible()
  })
})
