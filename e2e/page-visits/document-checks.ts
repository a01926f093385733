// Issue 26, finding 7: legal and policy pages (those with a document block) open on a plain
// document header: the title, what the text covers and when it last changed, with no booking
// button and no picture; the contents list follows it.
import { isDocumentPage } from '../../app/content/document-page'
import { infoPages } from '../../app/content/info-pages'
import { expect } from '../fixtures'
import type { PageCheck } from './visit'

const documentPaths = new Set<string>(Object.values(infoPages).flatMap((page) => (isDocumentPage(page) ? [page.path] : [])))
export const isDocumentPath = (path: string) => documentPaths.has(path)

export const documentOpening: PageCheck = {
  name: 'a legal page opens on a plain document header: no booking button, no picture, its date',
  appliesTo: isDocumentPath,
  async run({ page }) {
    const header = page.locator('main section').first()
    await expect(header.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(header.locator('[data-booking]'), 'booking buttons in the header').toHaveCount(0)
    await expect(header.getByRole('link'), 'links in the header').toHaveCount(0)
    await expect(header.locator('img, svg'), 'pictures in the header').toHaveCount(0)
    await expect(header.getByText(/^Last updated: /)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible()
  },
}
