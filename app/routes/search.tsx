import { SiteMapSection } from '~/components/sections/site-map-section'
import { StaticHtml } from '~/components/ui/static-html'
import { SEARCH_PATH, SITE_MAP_TITLE } from '~/content/search-path'
import { siteMapGroups } from '~/content/site-map'
import { brand } from '~/content/brand'
import { breadcrumbsTo } from '~/lib/seo/json-ld'
import { loadWithStaticHtml } from '~/lib/navigation/load-static-html'
import { loaderMeta } from '~/lib/seo/loader-meta'
import { buildMeta } from '~/lib/seo/meta'
import { sectionMessages } from '~/messages/edition/sections'

import type { Route } from './+types/search'

// Runs at build time (prerender): the page's head tags. The list is rendered at prerender only
// (StaticHtml); the search dialog (app/shell/search/) is what searches.
export function loader() {
  return {
    meta: buildMeta({
      title: SITE_MAP_TITLE,
      description: sectionMessages.siteMap.description(brand.name),
      path: SEARCH_PATH,
      jsonLd: [breadcrumbsTo({ name: SITE_MAP_TITLE, path: SEARCH_PATH })],
    }),
  }
}

export const clientLoader = loadWithStaticHtml<Awaited<ReturnType<typeof loader>>>

export const meta = loaderMeta

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaticHtml id="page" loaderData={loaderData}>
      {import.meta.env.SSR ? <SiteMapSection groups={siteMapGroups()} /> : null}
    </StaticHtml>
  )
}
