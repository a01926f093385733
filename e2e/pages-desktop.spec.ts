// Every page at 1280 x 800, visited once: complete, its content's sections, every image loaded, no
// axe violations and no console errors. How the visits work: e2e/page-visits/visit.ts.
import { NOT_FOUND_PATH, pagePaths } from '../app/content/route-paths'
import { gotoHydrated, test } from './fixtures'
import { cardsLinkWhatTheyName } from './page-visits/card-link-checks'
import { documentOpening } from './page-visits/document-checks'
import { cardsEndInContent } from './page-visits/layout-checks'
import { cardRowsAreGrids, companyVisual, completePage, imagesLoad, infoPageSections, noAxeViolations } from './page-visits/page-checks'
import { realmScreens, realmTourLayout, realmWide } from './page-visits/realm-checks'
import { serviceHeadline, serviceHero, serviceProof, serviceSections } from './page-visits/service-checks'
import { solutionHeroOnWideScreen } from './page-visits/solution-checks'
import { storiesIndexHero, storyCards, storyHero } from './page-visits/story-checks'
import { searchOpens } from './page-visits/search-checks'
import { VIEWPORTS, runChecks } from './page-visits/visit'

test.use({ viewport: VIEWPORTS.desktop })

for (const path of [...pagePaths, NOT_FOUND_PATH]) {
  test(`${path} at 1280 px`, async ({ page, request, expectNoConsoleErrors }) => {
    const response = await gotoHydrated(page, path)
    await runChecks({ page, request, path, response }, [
      completePage,
      infoPageSections,
      serviceSections,
      serviceHeadline,
      serviceHero,
      serviceProof,
      storyHero,
      storyCards,
      storiesIndexHero,
      solutionHeroOnWideScreen,
      cardRowsAreGrids,
      companyVisual,
      documentOpening,
      cardsLinkWhatTheyName,
      cardsEndInContent,
      realmScreens,
      realmTourLayout,
      ...realmWide,
      imagesLoad,
      noAxeViolations,
      searchOpens,
      { name: 'no console errors', run: async () => expectNoConsoleErrors() },
    ])
  })
}
