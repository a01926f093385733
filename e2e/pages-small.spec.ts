// Every page on the narrowest phones, visited once: nothing scrolls sideways at 320 px and the
// result charts fit; then at 360 px, no axe violations. How the visits work: e2e/page-visits/visit.ts.
import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { gotoHydrated, test } from './fixtures'
import { noAxeViolations, noSidewaysScrolling } from './page-visits/page-checks'
import { storyCards, storyHero } from './page-visits/story-checks'
import { VIEWPORTS, runChecks } from './page-visits/visit'

test.use({ viewport: VIEWPORTS.small })

for (const path of [...pagePaths, NOT_FOUND_PATH]) {
  test(`${path} at 320 px, axe at 360 px`, async ({ page, request }) => {
    const response = await gotoHydrated(page, path)
    await runChecks({ page, request, path, response }, [
      noSidewaysScrolling,
      storyHero,
      storyCards,
      {
        name: 'no axe violations at 360 px',
        async run(visit) {
          await page.setViewportSize({ width: 360, height: 740 })
          await noAxeViolations.run(visit)
        },
      },
    ])
  })
}
