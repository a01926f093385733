// Every page on phones, visited once at 375 x 812: the hero's call to action in the first screen,
// nothing wider than the screen, each page type's phone layout and a bounded height. The same visit
// then narrows the window: nothing scrolls sideways and the result charts fit at 320 px, the
// narrowest phone in use, and axe finds no violations at 360 px (on every page but the other pages of
// a kind that shares one layout: see axeAtPhoneWidth). A resize re-lays the page out as a
// load at that width would (the layout follows CSS media queries; no script reads the width at
// load), so one visit covers the three widths. How the visits work: e2e/page-visits/visit.ts.
import { jobPath } from '../app/content/careers-paths'
import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { jobRouteTable, serviceRouteTable, storyRouteSlugs } from '../app/content/route-table'
import { storyPath } from '../app/content/story-path'
import { acceptCookiesUpFront, gotoHydrated, test } from './fixtures'
import { documentOpening } from './page-visits/document-checks'
import { loneTilesSpanTheRow } from './page-visits/layout-checks'
import {
  boundedHeight,
  callToActionFirstScreen,
  companyVisual,
  noAxeViolations,
  noSidewaysScrolling,
  noTextCutOff,
} from './page-visits/page-checks'
import { realmPhone, realmScreens, realmTourLayout } from './page-visits/realm-checks'
import { snapRowsSaySo } from './page-visits/snap-row-checks'
import { solutionHeroOnPhone } from './page-visits/solution-checks'
import { storyCards, storyHero } from './page-visits/story-checks'
import { type PageCheck, VIEWPORTS, runChecks } from './page-visits/visit'

test.use({ viewport: VIEWPORTS.phone })

/** `checks`, each run with the window resized to `size` first. */
const at = (size: { width: number; height: number }, checks: readonly PageCheck[]): PageCheck[] =>
  checks.map((check) => ({
    ...check,
    name: `${check.name} at ${size.width} px`,
    async run(visit) {
      await visit.page.setViewportSize(size)
      await check.run(visit)
    },
  }))

/**
 * axe at a phone's width runs on one page of each kind whose pages share a layout (a service, a
 * story, a filtered careers view, a role) and on every other page. What differs within a kind is
 * its content, which the desktop visit gives to axe on every page; each run costs about a second.
 */
const sameLayoutAsAnother = new Set<string>([
  ...serviceRouteTable.slice(1).map((service) => service.path),
  ...storyRouteSlugs.slice(1).map(storyPath),
  ...jobRouteTable.views.slice(1),
  ...jobRouteTable.open.slice(1).map(jobPath),
])
const axeAtPhoneWidth = { ...noAxeViolations, appliesTo: (path: string) => !sameLayoutAsAnother.has(path) }

for (const path of [...pagePaths, NOT_FOUND_PATH]) {
  test(`${path} at 375 px, 320 px and 360 px`, async ({ page, request, baseURL }) => {
    // The cookie banner covers the first screen until answered; its own layout: consent.spec.ts.
    await acceptCookiesUpFront(page, baseURL!)
    const response = await gotoHydrated(page, path)
    await runChecks({ page, request, path, response }, [
      callToActionFirstScreen,
      ...realmPhone,
      noSidewaysScrolling,
      solutionHeroOnPhone,
      storyHero,
      storyCards,
      companyVisual,
      documentOpening,
      realmScreens,
      realmTourLayout,
      // boundedHeight lays every section out (sections far down are otherwise skipped), and each
      // row's controls follow its size; so the 320 px checks after it see the whole page: a card row
      // far down whose screen-reader labels widened the page once (app.css, .snap-row) fails here.
      ...at(VIEWPORTS.phone, [loneTilesSpanTheRow, boundedHeight, snapRowsSaySo, noSidewaysScrolling]),
      ...at(VIEWPORTS.small, [noSidewaysScrolling, noTextCutOff, storyHero, storyCards]),
      ...at({ width: 360, height: 740 }, [axeAtPhoneWidth]),
    ])
  })
}
