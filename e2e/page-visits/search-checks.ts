// Search from every page: the header's button opens the dialog on each page as it is once React has
// hydrated it (the page-visit specs load pages that way), and the dialog closes again.
import { expect } from '../fixtures'
import type { PageCheck } from './visit'

export const searchOpens: PageCheck = {
  name: 'the header search opens the search dialog',
  async run({ page }) {
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    const field = page.getByRole('dialog', { name: 'Search the site' }).getByRole('searchbox')
    await expect(field).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(field).toBeHidden()
  },
}
