import type { InfoPageContent } from './page-types'
import { aboutPage } from './pages/about'
import { brochuresPage } from './pages/brochures'
import { contactPage } from './pages/contact'
import { disasterRecoveryPage } from './pages/disaster-recovery'
import { enterprisesPage } from './pages/enterprises'
import { hpcDatalabPage } from './pages/hpc-datalab'
import { hybridCloudPage } from './pages/hybrid-cloud'
import { privacyPolicyPage } from './pages/privacy-policy'
import { privateCloudPage } from './pages/private-cloud'
import { publicCloudPage } from './pages/public-cloud'
import { realmPage } from './pages/realm'
import { startupPage } from './pages/startup'
import { storiesPage } from './pages/stories'
import type { infoPagePaths } from './route-paths'

type InfoPagePath = (typeof infoPagePaths)[number]

// Every path in infoPagePaths must have a page: a missing key here is a type error.
export const infoPages: Record<InfoPagePath, InfoPageContent> = {
  '/startup': startupPage,
  '/Enterprises': enterprisesPage,
  '/privatecloud': privateCloudPage,
  '/publicloud': publicCloudPage,
  '/hybrid-cloud': hybridCloudPage,
  '/hpcdatalab': hpcDatalabPage,
  '/disaster-recovery': disasterRecoveryPage,
  '/realm': realmPage,
  '/about': aboutPage,
  '/contactus': contactPage,
  '/stories': storiesPage,
  '/brochures': brochuresPage,
  '/privacypolicy': privacyPolicyPage,
}

export function getInfoPage(path: string): InfoPageContent | undefined {
  return (infoPages as Record<string, InfoPageContent>)[path]
}
