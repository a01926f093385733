import { Link } from 'react-router'

import { Container } from '~/components/ui/container'
import { SITE_MAP_TITLE } from '~/content/search-path'
import type { SiteMapGroup } from '~/content/site-map'
import { sectionMessages } from '~/messages/edition/sections'

import { FirstScreenEnd } from './first-screen'
import { HeroActions } from './hero-parts'

/**
 * The /search page: every page of the site by kind, as plain links, so it works without script.
 * `data-page-kind` on each group is what the search index reads as a page's type
 * (scripts/build-steps/search-index.mjs).
 */
export function SiteMapSection({ groups }: { groups: readonly SiteMapGroup[] }) {
  return (
    <Container className="py-10 sm:py-16">
      <h1 className="text-3xl sm:text-5xl">{SITE_MAP_TITLE}</h1>
      <p className="mt-4 max-w-prose text-ink-700 sm:text-lg">{sectionMessages.siteMap.intro}</p>
      {/* The next step every page offers, in the first screen on a phone too. */}
      <HeroActions className="mt-6" />
      <FirstScreenEnd />
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`site-map-${group.kind}`} data-page-kind={group.kind}>
            <h2 id={`site-map-${group.kind}`} className="text-2xl">
              {group.heading}
            </h2>
            <ul className="mt-4 grid gap-3">
              {group.pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {page.title}
                  </Link>
                  <p className="mt-0.5 text-[0.9375rem] text-ink-600">{page.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  )
}
