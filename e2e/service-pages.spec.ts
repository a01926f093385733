// The service FAQ: native disclosures that open by mouse and keyboard, and answers in the HTML.
// Each service page's sections, hero and proof are checked in pages-desktop.spec.ts.
import { getServicePage } from '../app/content/service-pages'

import { expect, test, waitForHydration } from './fixtures'

test('the FAQ opens and closes by mouse and by keyboard', async ({ page }) => {
  const content = getServicePage('business-intelligence')
  const [first, second] = content.faqs
  await page.goto('/business-intelligence')
  await waitForHydration(page)
  const firstItem = page.locator(`#faq details#${first!.id}`)
  const firstAnswer = firstItem.getByText(first!.answers[0]!)
  await expect(firstAnswer).toBeHidden()

  await firstItem.locator('summary').click()
  await expect(firstAnswer).toBeVisible()
  await firstItem.locator('summary').click()
  await expect(firstAnswer).toBeHidden()

  const secondItem = page.locator(`#faq details#${second!.id}`)
  const secondAnswer = secondItem.getByText(second!.answers[0]!)
  await secondItem.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(secondAnswer).toBeVisible()
  await page.keyboard.press('Space')
  await expect(secondAnswer).toBeHidden()
})

test('service FAQ answers are in the prerendered HTML', async ({ request }) => {
  const raw = await (await request.get('/quantum-computing')).text()
  const html = raw.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
  for (const faq of getServicePage('quantum-computing').faqs) expect(html).toContain(faq.question)
})
