// Every page on a 375 x 812 phone, visited once: the hero's call to action in the first screen,
// nothing wider than the screen, a bounded height, and each page type's phone layout; axe on the
// pages whose phone layout differs most. How the visits work: e2e/page-visits/visit.ts.
import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { stories } from '../app/content/stories'
import { storyPath } from '../app/content/story-slugs'
import { acceptCookiesUpFront, gotoHydrated, test } from './fixtures'
import {
  COMPANY_VISUAL_PATHS,
  boundedHeight,
  callToActionFirstScreen,
  companyVisual,
  noAxeViolations,
  noSidewaysScrolling,
} from './page-visits/page-checks'
import { realmPhone, realmScreens, realmTourLayout } from './page-visits/realm-checks'
import { solutionHeroOnPhone } from './page-visits/solution-checks'
import { storyCards, storyHero } from './page-visits/story-checks'
import { VIEWPORTS, onPaths, runChecks } from './page-visits/visit'

// Every page is checked by axe at 360 px (pages-small.spec.ts); these are checked at 375 px too: the
// card rows, tables turned into cards, charts, maps and product screens that phones lay out apart.
const AXE_AT_375 = [
  '/',
  '/business-intelligence',
  '/hybrid-cloud',
  '/Enterprises',
  '/realm',
  '/success-stories',
  ...COMPANY_VISUAL_PATHS,
  ...stories.map((story) => storyPath(story.slug)),
]

test.use({ viewport: VIEWPORTS.phone })

for (const path of [...pagePaths, NOT_FOUND_PATH]) {
  test(`${path} at 375 px`, async ({ page, request, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL!)
    const response = await gotoHydrated(page, path)
    await runChecks({ page, request, path, response }, [
      callToActionFirstScreen,
      ...realmPhone,
      // Before boundedHeight: under its style override Chromium counts the home page's clipped
      // technology marquee track in the document's scroll width, though nothing shows past the edge.
      noSidewaysScrolling,
      solutionHeroOnPhone,
      storyHero,
      storyCards,
      companyVisual,
      realmScreens,
      realmTourLayout,
      boundedHeight,
      { ...noAxeViolations, appliesTo: onPaths(...AXE_AT_375) },
    ])
  })
}
